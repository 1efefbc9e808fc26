import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { ImagePicker } from '@/features/communities/image-picker';
import { EventBasicsFields } from './event-basics-fields';
import { serverErrors, type eventFormSchema, type EventFormValues } from './event-form-values';
import { EventLocationFields } from './event-location-fields';
import { EventRepeatFields } from './event-repeat-fields';
import { EventScheduleFields } from './event-schedule-fields';
import { useEventForm } from './use-event-form';

interface EventFormProps {
  initial: EventFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Shown above the buttons: the creation fee. */
  footer?: ReactNode;
  communities?: Array<{ id: string; name: string }>;
  /** Offer "Repeats" (creating, and "this and following" of a series). */
  repeatable?: boolean;
  /** Under the Repeats fields, instead of the creation's note (which speaks of the fee). */
  repeatNote?: string;
  /** The checks before sending (the creation's by default). */
  schema?: typeof eventFormSchema;
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
  repeatable = false,
  repeatNote,
  schema,
  serverError,
  onSubmit,
  onCancel,
}: EventFormProps) {
  const { t } = useTranslation();
  const state = useEventForm(initial, serverError, onSubmit, schema);
  const { id, form, error } = state;
  const [uploading, setUploading] = useState(false);

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={state.submit}>
      <EventBasicsFields id={id} form={form} error={error} />
      <EventLocationFields id={id} form={form} error={error} onCity={state.pickCity} />
      <EventScheduleFields
        id={id}
        form={form}
        error={error}
        zones={state.zones}
        onZone={state.pickZone}
      />
      {repeatable ? (
        <EventRepeatFields id={id} form={form} error={error} note={repeatNote} />
      ) : null}
      {communities && communities.length > 0 ? (
        <FormField id={`${id}-communityId`} label={t('events.form.community')} optional>
          {(control) => (
            <NativeSelect {...control} {...form.register('communityId')}>
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
      <Controller
        control={form.control}
        name="cover"
        render={({ field }) => (
          <ImagePicker
            label={t('events.form.cover')}
            shape="cover"
            value={field.value}
            disabled={busy}
            onChange={field.onChange}
            onBusyChange={setUploading}
          />
        )}
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
