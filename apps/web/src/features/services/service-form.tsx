import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, get, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { businessCategories } from '@aebro/shared/business-categories';
import {
  serviceLanguages,
  serviceLimits,
  type CreateService,
  type Service,
} from '@aebro/shared/services';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ContactFields } from './contact-fields';
import { OpeningHoursField } from './opening-hours-field';
import { PriceField } from './price-field';
import { formFields, formPath, type FormFieldName } from './service-form-errors';
import {
  initialValues,
  listingOf,
  serviceFormSchema,
  type ServiceDefaults,
} from './service-form-values';
import { cityOptions } from './service-labels';
import { ServicePhotosField, usePhotoUploads } from './service-photos-field';

/** Every field of a listing: creating and editing one. */
export function ServiceForm({
  initial,
  defaults,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
}: {
  initial: Service | null;
  /** For a new listing (`initial` null). */
  defaults?: ServiceDefaults | undefined;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (input: CreateService) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const photos = usePhotoUploads(initial);
  // The focus goes to the first field with an error in the form's order (see `submit`).
  const form = useForm({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: initialValues(initial, defaults),
    shouldFocusError: false,
  });
  const { errors: formErrors } = form.formState;
  const errors: Partial<Record<FormFieldName, string>> = Object.fromEntries(
    formFields
      .filter((field) => get(formErrors, formPath(field)))
      .map((field) => [field, t(`services.form.errors.${field}`)]),
  );
  const description = useWatch({ control: form.control, name: 'description' });
  const uploading = photos.uploading > 0;

  const submit = form.handleSubmit(
    (values) =>
      // The schema passed them: the category and city are among the ones it knows.
      onSubmit({
        ...listingOf(values),
        photos: photos.photos.map((photo) => photo.ref),
        paused: initial?.paused ?? false,
      } as CreateService),
    (found) => {
      const firstField = formFields.find((field) => get(found, formPath(field)));
      if (firstField) document.getElementById(`${id}-${firstField}`)?.focus();
    },
  );

  const cityList = cityOptions(i18n.resolvedLanguage);
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        if (busy || uploading) event.preventDefault();
        else void submit(event);
      }}
      noValidate
    >
      <FormField
        id={`${id}-title`}
        label={t('services.form.title')}
        hint={t('services.form.titleHint')}
        error={errors.title}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('title')}
            maxLength={serviceLimits.titleMax}
            disabled={busy}
          />
        )}
      </FormField>
      <FormField id={`${id}-category`} label={t('services.form.category')} error={errors.category}>
        {(control) => (
          <NativeSelect {...control} {...form.register('category')} disabled={busy}>
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
            {...form.register('description')}
            rows={5}
            maxLength={serviceLimits.descriptionMax}
            disabled={busy}
            placeholder={t('services.form.descriptionPlaceholder')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-city`} label={t('services.form.city')} error={errors.city}>
          {(control) => (
            <NativeSelect {...control} {...form.register('city')} disabled={busy}>
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
              {...form.register('serviceArea')}
              maxLength={serviceLimits.serviceAreaMax}
              disabled={busy}
            />
          )}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="price"
        render={({ field }) => (
          <PriceField
            id={id}
            value={field.value}
            error={errors.price}
            disabled={busy}
            onChange={field.onChange}
          />
        )}
      />
      <ServicePhotosField uploads={photos} disabled={busy} />
      <fieldset className="flex flex-col gap-2">
        <legend id={`${id}-languages`} tabIndex={-1} className="mb-1.5 text-sm font-medium">
          {t('services.form.languages')}
        </legend>
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {serviceLanguages.map((language) => (
                <label key={language} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={field.value.includes(language)}
                    disabled={busy}
                    className="size-4 accent-[var(--primary)]"
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, language]
                          : field.value.filter((item) => item !== language),
                      )
                    }
                  />
                  {t(`services.languages.${language}`)}
                </label>
              ))}
            </div>
          )}
        />
        {errors.languages ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.languages}
          </p>
        ) : null}
      </fieldset>
      <Controller
        control={form.control}
        name="contact"
        render={({ field }) => (
          <ContactFields
            id={id}
            value={field.value}
            errors={errors}
            disabled={busy}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="byAppointment"
        render={({ field: byAppointment }) => (
          <Controller
            control={form.control}
            name="hours"
            render={({ field: hours }) => (
              <OpeningHoursField
                id={`${id}-hours`}
                byAppointment={byAppointment.value}
                hours={hours.value}
                error={errors.hours}
                disabled={busy}
                onByAppointmentChange={byAppointment.onChange}
                onHoursChange={(update) => hours.onChange(update(hours.value))}
              />
            )}
          />
        )}
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
