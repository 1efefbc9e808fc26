import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { businessCategories } from '@aebro/shared/business-categories';
import {
  createServiceSchema,
  currencies,
  serviceLanguages,
  serviceLimits,
  type CreateService,
  type Currency,
  type OpeningHours,
  type Service,
  type ServiceLanguage,
} from '@aebro/shared/services';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { photoProblem, uploadPhoto } from '@/features/posts/image-upload';
import { cn } from '@/lib/cn';
import { cityOptions } from './service-labels';

interface Photo {
  /** An upload's key, or the URL of a photo the listing already has: what the API takes. */
  ref: string;
  url: string;
}

interface DayHours {
  open: boolean;
  opens: string;
  closes: string;
}

type Field =
  | 'title'
  | 'category'
  | 'description'
  | 'city'
  | 'price'
  | 'languages'
  | 'email'
  | 'website'
  | 'phone'
  | 'hours';

const days = [0, 1, 2, 3, 4, 5, 6] as const;
const priceKinds = ['range', 'ask'] as const;

function initialHours(hours: OpeningHours | null): DayHours[] {
  return days.map((day) => {
    const entry = hours?.find((item) => item.day === day);
    return entry
      ? { open: true, opens: entry.opens, closes: entry.closes }
      : { open: false, opens: '09:00', closes: '17:00' };
  });
}

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
  const [priceKind, setPriceKind] = useState<'ask' | 'range'>(initial?.price.kind ?? 'range');
  const range = initial?.price.kind === 'range' ? initial.price : null;
  const [min, setMin] = useState(range ? String(range.min) : '');
  const [max, setMax] = useState(range ? String(range.max) : '');
  const [currency, setCurrency] = useState<Currency>(range?.currency ?? 'USD');
  const [photos, setPhotos] = useState<Photo[]>(
    initial?.photos.map((photo) => ({ ref: photo.url, url: photo.url })) ?? [],
  );
  const [uploading, setUploading] = useState(0);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [phone, setPhone] = useState(initial?.contact.phone ?? '');
  const [email, setEmail] = useState(initial?.contact.email ?? '');
  const [website, setWebsite] = useState(initial?.contact.website ?? '');
  const [social, setSocial] = useState(initial?.contact.social ?? '');
  const [languages, setLanguages] = useState<ServiceLanguage[]>(initial?.languages ?? ['am', 'en']);
  const [byAppointment, setByAppointment] = useState(initial ? initial.hours === null : false);
  const [hours, setHours] = useState<DayHours[]>(initialHours(initial?.hours ?? null));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const addPhotos = (files: FileList | null): void => {
    if (!files) return;
    setPhotoError(null);
    const room = serviceLimits.maxPhotos - photos.length - uploading;
    for (const file of Array.from(files).slice(0, Math.max(0, room))) {
      const problem = photoProblem(file);
      if (problem) {
        setPhotoError(t(`services.form.${problem}`));
        continue;
      }
      setUploading((count) => count + 1);
      uploadPhoto(file, () => undefined, new AbortController().signal)
        .then((image) => setPhotos((current) => [...current, { ref: image.key, url: image.url }]))
        .catch(() => setPhotoError(t('services.form.uploadFailed')))
        .finally(() => setUploading((count) => count - 1));
    }
    if (files.length > room)
      setPhotoError(t('services.form.tooManyPhotos', { count: serviceLimits.maxPhotos }));
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (busy || uploading > 0) return;
    const input = {
      title,
      category,
      description,
      city,
      serviceArea,
      price:
        priceKind === 'ask'
          ? { kind: 'ask' as const }
          : {
              kind: 'range' as const,
              min: Number(min || NaN),
              max: Number(max || min || NaN),
              currency,
            },
      photos: photos.map((photo) => photo.ref),
      contact: { phone, email, website, social },
      languages,
      hours: byAppointment
        ? null
        : hours.flatMap((entry, day) =>
            entry.open ? [{ day, opens: entry.opens, closes: entry.closes }] : [],
          ),
      paused: initial?.paused ?? false,
    };
    const parsed = createServiceSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path;
        const field: Field | null =
          first === 'contact'
            ? second === 'email' || second === 'website' || second === 'phone'
              ? second
              : null
            : first === 'title' ||
                first === 'category' ||
                first === 'description' ||
                first === 'city' ||
                first === 'price' ||
                first === 'languages' ||
                first === 'hours'
              ? first
              : null;
        if (field && !found[field]) found[field] = t(`services.form.errors.${field}`);
      }
      setErrors(found);
      const order: Field[] = [
        'title',
        'category',
        'description',
        'city',
        'price',
        'languages',
        'phone',
        'email',
        'website',
        'hours',
      ];
      const firstField = order.find((field) => found[field]);
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
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('services.form.price')}</legend>
        <div className="flex flex-wrap gap-4">
          {priceKinds.map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-price-kind`}
                checked={priceKind === kind}
                disabled={busy}
                onChange={() => setPriceKind(kind)}
                className="size-4 accent-[var(--primary)]"
              />
              {t(`services.form.price_${kind}`)}
            </label>
          ))}
        </div>
        {priceKind === 'range' ? (
          <div className="grid grid-cols-3 gap-2">
            <FormField id={`${id}-price`} label={t('services.form.priceMin')} error={errors.price}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={serviceLimits.priceMax}
                  value={min}
                  disabled={busy}
                  onChange={(event) => setMin(event.target.value)}
                />
              )}
            </FormField>
            <FormField id={`${id}-price-max`} label={t('services.form.priceMax')}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={serviceLimits.priceMax}
                  value={max}
                  disabled={busy}
                  onChange={(event) => setMax(event.target.value)}
                />
              )}
            </FormField>
            <FormField id={`${id}-currency`} label={t('services.form.currency')}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={currency}
                  disabled={busy}
                  onChange={(event) =>
                    setCurrency(currencies.find((value) => value === event.target.value) ?? 'USD')
                  }
                >
                  {currencies.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">
          {t('services.form.photos')}
          <span className="ml-1 font-normal text-muted-foreground">
            {t('services.form.photosHint', { count: serviceLimits.maxPhotos })}
          </span>
        </span>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {photos.map((photo, index) => (
            <li
              key={photo.ref}
              className="relative aspect-square overflow-hidden rounded-lg border bg-muted"
            >
              <img
                src={photo.url}
                alt={t('services.form.photoAlt', { number: index + 1 })}
                className="size-full object-cover"
              />
              <button
                type="button"
                className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-background/90 shadow focus-visible:ring-[3px] focus-visible:ring-ring/50"
                aria-label={t('services.form.removePhoto', { number: index + 1 })}
                disabled={busy}
                onClick={() =>
                  setPhotos((current) => current.filter((item) => item.ref !== photo.ref))
                }
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
          {uploading > 0 ? (
            <li className="grid aspect-square place-items-center rounded-lg border border-dashed bg-muted">
              <LoaderCircle
                className="size-5 animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
              <span className="sr-only">{t('services.form.uploading')}</span>
            </li>
          ) : null}
        </ul>
        {photos.length + uploading < serviceLimits.maxPhotos ? (
          <label
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer self-start has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
            )}
          >
            <ImagePlus aria-hidden="true" />
            {t('services.form.addPhotos')}
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              multiple
              className="sr-only"
              disabled={busy}
              data-testid="service-photo-input"
              onChange={(event) => {
                addPhotos(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        ) : null}
        {photoError ? (
          <p role="alert" className="text-sm text-destructive">
            {photoError}
          </p>
        ) : null}
      </div>
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
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-sm font-medium">{t('services.form.contact')}</legend>
        <p className="text-sm text-muted-foreground">{t('services.form.contactHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-phone`}
            label={t('services.form.phone')}
            error={errors.phone}
            optional
          >
            {(control) => (
              <Input
                {...control}
                type="tel"
                autoComplete="tel"
                value={phone}
                disabled={busy}
                onChange={(event) => setPhone(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-email`}
            label={t('services.form.email')}
            error={errors.email}
            optional
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                value={email}
                disabled={busy}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-website`}
            label={t('services.form.website')}
            error={errors.website}
            optional
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                placeholder="https://"
                value={website}
                disabled={busy}
                onChange={(event) => setWebsite(event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-social`} label={t('services.form.social')} optional>
            {(control) => (
              <Input
                {...control}
                value={social}
                disabled={busy}
                onChange={(event) => setSocial(event.target.value)}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend id={`${id}-hours`} tabIndex={-1} className="mb-1.5 text-sm font-medium">
          {t('services.form.hours')}
        </legend>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={byAppointment}
            disabled={busy}
            className="size-4 accent-[var(--primary)]"
            onChange={(event) => setByAppointment(event.target.checked)}
          />
          {t('services.hours.byAppointment')}
        </label>
        {byAppointment ? null : (
          <ul className="flex flex-col gap-2">
            {hours.map((entry, day) => (
              <li key={day} className="flex flex-wrap items-center gap-2 text-sm">
                <label className="inline-flex w-32 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={entry.open}
                    disabled={busy}
                    className="size-4 accent-[var(--primary)]"
                    onChange={(event) =>
                      setHours((current) =>
                        current.map((item, index) =>
                          index === day ? { ...item, open: event.target.checked } : item,
                        ),
                      )
                    }
                  />
                  {t(`services.days.${day}`)}
                </label>
                {entry.open ? (
                  <>
                    <Input
                      type="time"
                      className="w-32"
                      aria-label={t('services.hours.opensOn', { day: t(`services.days.${day}`) })}
                      value={entry.opens}
                      disabled={busy}
                      onChange={(event) =>
                        setHours((current) =>
                          current.map((item, index) =>
                            index === day ? { ...item, opens: event.target.value } : item,
                          ),
                        )
                      }
                    />
                    <span aria-hidden="true">–</span>
                    <Input
                      type="time"
                      className="w-32"
                      aria-label={t('services.hours.closesOn', { day: t(`services.days.${day}`) })}
                      value={entry.closes}
                      disabled={busy}
                      onChange={(event) =>
                        setHours((current) =>
                          current.map((item, index) =>
                            index === day ? { ...item, closes: event.target.value } : item,
                          ),
                        )
                      }
                    />
                  </>
                ) : (
                  <span className="text-muted-foreground">{t('services.hours.closed')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {errors.hours ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.hours}
          </p>
        ) : null}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || uploading > 0}>
          {busy ? busyLabel : uploading > 0 ? t('services.form.waitForPhotos') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
