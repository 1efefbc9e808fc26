import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { businessCategories } from '@aebro/shared/business-categories';
import {
  createServiceSchema,
  serviceLanguages,
  serviceLimits,
  type CreateService,
  type Service,
  type ServiceLanguage,
} from '@aebro/shared/services';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ContactFields, type ContactDraft } from './contact-fields';
import {
  initialHours,
  OpeningHoursField,
  openingHoursOf,
  type DayHours,
} from './opening-hours-field';
import { initialPrice, PriceField, priceOf, type PriceDraft } from './price-field';
import { fieldErrors, firstFieldWithError, type FormFieldName } from './service-form-errors';
import { cityOptions } from './service-labels';
import { ServicePhotosField, usePhotoUploads } from './service-photos-field';

/** Every field of a listing: creating and editing one. */
export function ServiceForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
}: {
  initial: Service | null;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (input: CreateService) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [category, setCategory] = useState<string>(initial?.category ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [city, setCity] = useState(initial?.city ?? '');
  const [serviceArea, setServiceArea] = useState(initial?.serviceArea ?? '');
  const [price, setPrice] = useState<PriceDraft>(initialPrice(initial));
  const photos = usePhotoUploads(initial);
  const [contact, setContact] = useState<ContactDraft>({
    phone: initial?.contact.phone ?? '',
    email: initial?.contact.email ?? '',
    website: initial?.contact.website ?? '',
    social: initial?.contact.social ?? '',
  });
  const [languages, setLanguages] = useState<ServiceLanguage[]>(initial?.languages ?? ['am', 'en']);
  const [byAppointment, setByAppointment] = useState(initial ? initial.hours === null : false);
  const [hours, setHours] = useState<DayHours[]>(initialHours(initial?.hours ?? null));
  const [errors, setErrors] = useState<Partial<Record<FormFieldName, string>>>({});
  const uploading = photos.uploading > 0;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (busy || uploading) return;
    const input = {
      title,
      category,
      description,
      city,
      serviceArea,
      price: priceOf(price),
      photos: photos.photos.map((photo) => photo.ref),
      contact,
      languages,
      hours: byAppointment ? null : openingHoursOf(hours),
      paused: initial?.paused ?? false,
    };
    const parsed = createServiceSchema.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues, (field) => t(`services.form.errors.${field}`));
      setErrors(found);
      const firstField = firstFieldWithError(found);
      if (firstField) document.getElementById(`${id}-${firstField}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(input as CreateService);
  };

  const cityList = cityOptions(i18n.resolvedLanguage);
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <FormField
        id={`${id}-title`}
        label={t('services.form.title')}
        hint={t('services.form.titleHint')}
        error={errors.title}
      >
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={serviceLimits.titleMax}
            disabled={busy}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${id}-category`} label={t('services.form.category')} error={errors.category}>
        {(control) => (
          <NativeSelect
            {...control}
            value={category}
            disabled={busy}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="" disabled>
              {t('services.form.categoryPlaceholder')}
            </option>
            {businessCategories.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('services.form.description')}
        hint={t('forms.characterCount', {
          used: description.length,
          max: serviceLimits.descriptionMax,
        })}
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={description}
            maxLength={serviceLimits.descriptionMax}
            disabled={busy}
            placeholder={t('services.form.descriptionPlaceholder')}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-city`} label={t('services.form.city')} error={errors.city}>
          {(control) => (
            <NativeSelect
              {...control}
              value={city}
              disabled={busy}
              onChange={(event) => setCity(event.target.value)}
            >
              <option value="" disabled>
                {t('services.form.cityPlaceholder')}
              </option>
              {cityList.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={`${id}-area`}
          label={t('services.form.serviceArea')}
          hint={t('services.form.serviceAreaHint')}
          optional
        >
          {(control) => (
            <Input
              {...control}
              value={serviceArea}
              maxLength={serviceLimits.serviceAreaMax}
              disabled={busy}
              onChange={(event) => setServiceArea(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <PriceField id={id} value={price} error={errors.price} disabled={busy} onChange={setPrice} />
      <ServicePhotosField uploads={photos} disabled={busy} />
      <fieldset className="flex flex-col gap-2">
        <legend id={`${id}-languages`} tabIndex={-1} className="mb-1.5 text-sm font-medium">
          {t('services.form.languages')}
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {serviceLanguages.map((language) => (
            <label key={language} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={languages.includes(language)}
                disabled={busy}
                className="size-4 accent-[var(--primary)]"
                onChange={(event) =>
                  setLanguages((current) =>
                    event.target.checked
                      ? [...current, language]
                      : current.filter((item) => item !== language),
                  )
                }
              />
              {t(`services.languages.${language}`)}
            </label>
          ))}
        </div>
        {errors.languages ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.languages}
          </p>
        ) : null}
      </fieldset>
      <ContactFields
        id={id}
        value={contact}
        errors={errors}
        disabled={busy}
        onChange={setContact}
      />
      <OpeningHoursField
        id={`${id}-hours`}
        byAppointment={byAppointment}
        hours={hours}
        error={errors.hours}
        disabled={busy}
        onByAppointmentChange={setByAppointment}
        onHoursChange={setHours}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || uploading}>
          {busy ? busyLabel : uploading ? t('services.form.waitForPhotos') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
