import { feastIds, weekdays, type FeastId } from '@aebro/shared/recurrence-schema';
import { zonedToInstant } from '@aebro/shared/events';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useDateFormat } from '@/lib/use-date-format';
import { repeatKinds, ruleOf, weekdayOf, type RepeatValues } from './recurrence-form';
import { feastName, useRecurrenceText } from './recurrence-text';
import type { EventFieldsProps } from './use-event-form';

const ends = {
  never: 'events.repeat.endNever',
  count: 'events.repeat.endCount',
  until: 'events.repeat.endUntil',
} as const;

/**
 * "Repeats" (issue 36): does not repeat, or a rule read off the start ("Every 12th of the Ethiopian
 * month" when the start is a 12th), and when it ends: never, after a number of times, on a date.
 */
export function EventRepeatFields({ id, form, error, note }: EventFieldsProps & { note?: string }) {
  const { t } = useTranslation();
  const { language, pickerHint } = useDateFormat();
  const describe = useRecurrenceText();
  const [startsAt, timeZone, repeats, endKind, until, chosenDays] = useWatch({
    control: form.control,
    name: ['startsAt', 'timeZone', 'repeats', 'endKind', 'until', 'weekdays'],
  });
  const start = startsAt.slice(0, 10);
  const hasStart = /^\d{4}-\d{2}-\d{2}$/.test(start);
  // Each choice in words for this start: "Every month on the second Sunday".
  const label = (kind: (typeof repeatKinds)[number]): string => {
    if (kind === 'feast' || !hasStart) return t(`events.repeat.kinds.${kind}`);
    const values: RepeatValues = { ...form.getValues(), weekdays: chosenDays, repeats: kind };
    const rule = ruleOf(values, start);
    const first = zonedToInstant(startsAt, timeZone);
    return rule && !Number.isNaN(first.getTime())
      ? describe({ rule }, first.toISOString(), timeZone)
      : t(`events.repeat.kinds.${kind}`);
  };
  return (
    <div className="flex flex-col gap-4">
      <FormField
        id={`${id}-repeats`}
        label={t('events.repeat.label')}
        error={error('repeats')}
        hint={hasStart ? undefined : t('events.repeat.pickStart')}
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...form.register('repeats', {
              // Every week: on the start's weekday, until other days are ticked.
              onChange: (event: { target: { value: string } }) => {
                if (
                  event.target.value === 'weekly' &&
                  hasStart &&
                  form.getValues('weekdays').length === 0
                )
                  form.setValue('weekdays', [weekdayOf(start)]);
              },
            })}
          >
            <option value="">{t('events.repeat.none')}</option>
            {repeatKinds.map((kind) => (
              <option key={kind} value={kind}>
                {label(kind)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {repeats === 'weekly' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('events.repeat.weekdays')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {weekdays.map((day) => (
              <label key={day} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={day}
                  className="size-4 accent-primary"
                  {...form.register('weekdays')}
                />
                {t(`events.repeat.weekday.${day}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {repeats === 'feast' ? (
        <FormField id={`${id}-feast`} label={t('events.repeat.feastLabel')}>
          {(control) => (
            <NativeSelect {...control} {...form.register('feast')}>
              {feastIds.map((feast: FeastId) => (
                <option key={feast} value={feast}>
                  {feastName(feast, language)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      {repeats ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-endKind`} label={t('events.repeat.end')}>
              {(control) => (
                <NativeSelect {...control} {...form.register('endKind')}>
                  {Object.entries(ends).map(([end, key]) => (
                    <option key={end} value={end}>
                      {t(key)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {endKind === 'count' ? (
              <FormField id={`${id}-count`} label={t('events.repeat.count')} error={error('count')}>
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={500}
                    {...form.register('count')}
                  />
                )}
              </FormField>
            ) : null}
            {endKind === 'until' ? (
              <FormField
                id={`${id}-until`}
                label={t('events.repeat.until')}
                error={error('until')}
                hint={pickerHint(until)}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    min={start || undefined}
                    {...form.register('until')}
                  />
                )}
              </FormField>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">{note ?? t('events.repeat.note')}</p>
        </>
      ) : null}
    </div>
  );
}
