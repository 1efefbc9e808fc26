import { cities } from '@aebro/shared/cities';
import {
  cityTimeZone,
  createEventSchema,
  eventCategories,
  eventLimits,
  localDateTime,
  type CreateEvent,
  type Event,
} from '@aebro/shared/events';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ImagePicker, type PickedImage } from '@/features/communities/image-picker';
import { ApiRequestError } from '@/lib/api';
import { fieldErrorText, validationKeyOf } from '@/lib/form-errors';
import { useDateFormat } from '@/lib/use-date-format';
import { cityName, useEventDates } from './event-format';

export interface EventFormValues {
  title: string;
  description: string;
  category: string;
  online: boolean;
  city: string;
  address: string;
  onlineUrl: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  capacity: string;
  cover: PickedImage;
  communityId: string;
}

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function emptyEventForm(communityId = ''): EventFormValues {
  return {
    title: '',
    description: '',
    category: '',
    online: false,
    city: '',
    address: '',
    onlineUrl: '',
    startsAt: '',
    endsAt: '',
    timeZone: browserZone(),
    capacity: '',
    cover: { key: undefined, previewUrl: null },
    communityId,
  };
}

export function eventFormOf(event: Event): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    category: event.category ?? '',
    online: event.online,
    city: event.city ?? '',
    address: event.address,
    onlineUrl: event.onlineUrl ?? '',
    startsAt: localDateTime(new Date(event.startsAt), event.timeZone),
    endsAt: localDateTime(new Date(event.endsAt), event.timeZone),
    timeZone: event.timeZone,
    capacity: event.capacity === null ? '' : String(event.capacity),
    cover: { key: undefined, previewUrl: event.coverUrl },
    communityId: event.community?.id ?? '',
  };
}

/** The form's values as the API takes them. */
export function eventInputOf(values: EventFormValues): CreateEvent {
  const capacity = values.capacity.trim();
  return {
    title: values.title,
    description: values.description,
    category: (values.category || null) as CreateEvent['category'],
    online: values.online,
    city: values.online ? null : values.city || null,
    address: values.online ? '' : values.address,
    onlineUrl: values.online ? values.onlineUrl.trim() || null : null,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    timeZone: values.timeZone,
    capacity: capacity === '' ? null : Number(capacity),
    ...(values.cover.key !== undefined ? { coverKey: values.cover.key } : {}),
    communityId: values.communityId || null,
  };
}

type Errors = Partial<Record<keyof EventFormValues, string>>;

const fieldOfPath: Record<string, keyof EventFormValues> = { coverKey: 'cover' };

/** The schema's problems with the form, by field (the same checks the server makes). */
export function formErrors(values: EventFormValues): Errors {
  const parsed = createEventSchema.safeParse(eventInputOf(values));
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0] ?? '');
    const field = fieldOfPath[path] ?? (path as keyof EventFormValues);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A server's refusal as field errors (its English validation texts become keys again). */
export function serverErrors(error: unknown): Errors | null {
  if (!(error instanceof ApiRequestError) || error.issues.length === 0) return null;
  const errors: Errors = {};
  for (const issue of error.issues) {
    const path = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
    const field = fieldOfPath[path] ?? (path as keyof EventFormValues);
    errors[field] ??= validationKeyOf(issue.message) ?? issue.message;
  }
  return errors;
}

interface EventFormProps {
  initial: EventFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Shown above the buttons: the creation fee. */
  footer?: ReactNode;
  communities?: Array<{ id: string; name: string }>;
  serverError: unknown;
  onSubmit: (values: EventFormValues) => void;
  onCancel: () => void;
}

/** Title, description, type, location (a city and address, or online), times, places and cover. */
export function EventForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  footer,
  communities,
  serverError,
  onSubmit,
  onCancel,
}: EventFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { language } = useEventDates();
  const ethiopianHint = useDateFormat().pickerHint;
  const [values, setValues] = useState(initial);
  const [zoneTouched, setZoneTouched] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const fromServer = serverErrors(serverError) ?? {};
  const shown = { ...fromServer, ...errors };
  const error = (field: keyof EventFormValues): string | undefined =>
    fieldErrorText(t, shown[field]);
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]): void => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const zones = [
    ...new Set([values.timeZone, browserZone(), ...cities.map((city) => city.timeZone)]),
  ].sort();

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const found = formErrors(values);
        setErrors(found);
        const first = Object.keys(found)[0];
        if (first) {
          document.getElementById(`${id}-${first}`)?.focus();
          return;
        }
        onSubmit(values);
      }}
    >
      <FormField id={`${id}-title`} label={t('events.form.title')} error={error('title')}>
        {(control) => (
          <Input
            {...control}
            value={values.title}
            maxLength={eventLimits.titleMax}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('events.form.description')}
        error={error('description')}
        optional
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.description}
            maxLength={eventLimits.descriptionMax}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-category`}
        label={t('events.form.category')}
        error={error('category')}
        optional
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={values.category}
            onChange={(event) => set('category', event.target.value)}
          >
            <option value="">{t('events.form.noCategory')}</option>
            {eventCategories.map((category) => (
              <option key={category} value={category}>
                {t(`events.categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('events.form.locationKind')}</legend>
        <div className="flex flex-wrap gap-4">
          {[false, true].map((online) => (
            <label key={String(online)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-online`}
                checked={values.online === online}
                onChange={() => set('online', online)}
                className="size-4 accent-primary"
              />
              {online ? t('events.form.online') : t('events.form.inPerson')}
            </label>
          ))}
        </div>
      </fieldset>
      {values.online ? (
        <FormField
          id={`${id}-onlineUrl`}
          label={t('events.form.onlineUrl')}
          hint={t('events.form.onlineUrlHint')}
          error={error('onlineUrl')}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.onlineUrl}
              onChange={(event) => set('onlineUrl', event.target.value)}
            />
          )}
        </FormField>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-city`} label={t('events.form.city')} error={error('city')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.city}
                onChange={(event) => {
                  const city = event.target.value;
                  set('city', city);
                  const zone = cityTimeZone(city);
                  if (zone && !zoneTouched)
                    setValues((current) => ({ ...current, city, timeZone: zone }));
                }}
              >
                <option value="">{t('events.form.cityPlaceholder')}</option>
                {cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {cityName(city.id, language)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id={`${id}-address`}
            label={t('events.form.address')}
            error={error('address')}
            optional
          >
            {(control) => (
              <Input
                {...control}
                value={values.address}
                maxLength={eventLimits.addressMax}
                autoComplete="street-address"
                onChange={(event) => set('address', event.target.value)}
              />
            )}
          </FormField>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-startsAt`}
          label={t('events.form.starts')}
          error={error('startsAt')}
          hint={ethiopianHint(values.startsAt)}
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={values.startsAt}
              onChange={(event) => set('startsAt', event.target.value.slice(0, 16))}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-endsAt`}
          label={t('events.form.ends')}
          error={error('endsAt')}
          hint={ethiopianHint(values.endsAt)}
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={values.endsAt}
              min={values.startsAt || undefined}
              onChange={(event) => set('endsAt', event.target.value.slice(0, 16))}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-timeZone`}
          label={t('events.form.timeZone')}
          error={error('timeZone')}
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={values.timeZone}
              onChange={(event) => {
                setZoneTouched(true);
                set('timeZone', event.target.value);
              }}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={`${id}-capacity`}
          label={t('events.form.capacity')}
          hint={t('events.form.capacityHint')}
          error={error('capacity')}
          optional
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={eventLimits.capacityMax}
              value={values.capacity}
              onChange={(event) => set('capacity', event.target.value)}
            />
          )}
        </FormField>
      </div>
      {communities && communities.length > 0 ? (
        <FormField id={`${id}-communityId`} label={t('events.form.community')} optional>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.communityId}
              onChange={(event) => set('communityId', event.target.value)}
            >
              <option value="">{t('events.form.noCommunity')}</option>
              {communities.map((community) => (
                <option key={community.id} value={community.id}>
                  {community.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <ImagePicker
        label={t('events.form.cover')}
        shape="cover"
        value={values.cover}
        disabled={busy}
        onChange={(image) => set('cover', image)}
        onBusyChange={setUploading}
      />
      {error('cover') ? (
        <p className="text-sm font-medium text-destructive">{error('cover')}</p>
      ) : null}
      {footer}
      {serverError && !serverErrors(serverError) ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('events.form.failed')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || uploading}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('events.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
