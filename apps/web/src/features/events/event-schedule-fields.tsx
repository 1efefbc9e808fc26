import { eventLimits } from '@aebro/shared/event-rules';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { timeZoneOptions } from '@/lib/place-names';
import { useDateFormat } from '@/lib/use-date-format';
import type { EventFieldsProps } from './use-event-form';

interface EventScheduleFieldsProps extends EventFieldsProps {
  zones: string[];
  /** A zone picked by hand: a city picked later no longer changes it. */
  onZone: () => void;
}

/** Some browsers give seconds too; the form keeps minutes. */
const toMinutes = (value: string): string => value.slice(0, 16);

/** When (start, end and time zone) and how many places. */
export function EventScheduleFields({ id, form, error, zones, onZone }: EventScheduleFieldsProps) {
  const { t } = useTranslation();
  const { pickerHint: ethiopianHint, language } = useDateFormat();
  const [startsAt, endsAt] = useWatch({ control: form.control, name: ['startsAt', 'endsAt'] });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-startsAt`}
          label={t('events.form.starts')}
          error={error('startsAt')}
          hint={ethiopianHint(startsAt)}
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              {...form.register('startsAt', { setValueAs: toMinutes })}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-endsAt`}
          label={t('events.form.ends')}
          error={error('endsAt')}
          hint={ethiopianHint(endsAt)}
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              min={startsAt || undefined}
              {...form.register('endsAt', { setValueAs: toMinutes })}
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
            <NativeSelect {...control} {...form.register('timeZone', { onChange: onZone })}>
              {timeZoneOptions(zones, language).map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
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
              {...form.register('capacity')}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
