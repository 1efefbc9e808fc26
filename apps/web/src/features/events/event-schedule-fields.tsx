import { eventLimits } from '@aebro/shared/events';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useDateFormat } from '@/lib/use-date-format';
import type { EventFieldsProps } from './use-event-form';

interface EventScheduleFieldsProps extends EventFieldsProps {
  zones: string[];
  onZone: (zone: string) => void;
}

/** When (start, end and time zone) and how many places. */
export function EventScheduleFields({
  id,
  values,
  set,
  error,
  zones,
  onZone,
}: EventScheduleFieldsProps) {
  const { t } = useTranslation();
  const ethiopianHint = useDateFormat().pickerHint;
  return (
    <>
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
              onChange={(event) => onZone(event.target.value)}
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
    </>
  );
}
