import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  daysInEthiopianMonth,
  ethiopianDateOf,
  ethiopianMonthName,
  type EthiopianDate,
} from '@aebro/shared/ethiopian-calendar';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDate } from '@/lib/locale-format';
import { timeZoneName } from '@/lib/place-names';
import { useDateFormat } from '@/lib/use-date-format';
import {
  ethiopianDayOf,
  scheduleInstant,
  withEthiopianDay,
  type ScheduleCalendar,
  type ScheduleValue,
} from './schedule-time';

interface SchedulePickerProps {
  id: string;
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
  /** The member's time zone: the wall-clock time is read there. */
  timeZone: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** A label above its control, tied to it by id (a select inside its label would take the option's text into its name). */
function Field({
  htmlFor,
  label,
  children,
}: {
  htmlFor: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

const months = Array.from({ length: 13 }, (_, index) => index + 1);

/**
 * When a scheduled post goes out (issue 36): a day in the Gregorian or the Ethiopian calendar (the
 * project's exact converter, packages/shared) and a time, in the member's time zone. The value stays
 * a Gregorian day, so switching calendars keeps the day picked.
 */
export function SchedulePicker({
  id,
  value,
  onChange,
  timeZone,
  error,
  disabled,
}: SchedulePickerProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const ethiopian = ethiopianDayOf(value);
  const setEthiopian = (change: Partial<EthiopianDate>) =>
    onChange(withEthiopianDay(value, { ...ethiopian, ...change }));
  // A post is scheduled at most a year ahead: this Ethiopian year and the next (and the picked one).
  const thisYear = ethiopianDateOf(new Date(), timeZone).year;
  const years = [...new Set([thisYear, thisYear + 1, ethiopian.year])].sort((a, b) => a - b);
  const instant = scheduleInstant(value, timeZone);
  const calendars: Array<[ScheduleCalendar, string]> = [
    ['gregorian', t('posts.schedule.gregorian')],
    ['ethiopian', t('posts.schedule.ethiopian')],
  ];
  const described = [error ? `${id}-error` : null, `${id}-summary`].filter(Boolean).join(' ');
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled} aria-describedby={described}>
      <legend className="sr-only">{t('posts.schedule.when')}</legend>
      <div role="radiogroup" aria-label={t('posts.schedule.calendar')} className="flex gap-2">
        {calendars.map(([calendar, label]) => (
          <label
            key={calendar}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              name={`${id}-calendar`}
              className="size-4 accent-[var(--primary)]"
              checked={value.calendar === calendar}
              onChange={() => onChange({ ...value, calendar })}
            />
            {label}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {value.calendar === 'gregorian' ? (
          <Field htmlFor={`${id}-date`} label={t('posts.schedule.date')}>
            <Input
              id={`${id}-date`}
              type="date"
              className="w-auto"
              value={value.date}
              onChange={(event) =>
                event.target.value && onChange({ ...value, date: event.target.value })
              }
            />
          </Field>
        ) : (
          <>
            <Field htmlFor={`${id}-month`} label={t('posts.schedule.month')}>
              <NativeSelect
                id={`${id}-month`}
                className="w-auto"
                value={String(ethiopian.month)}
                onChange={(event) => setEthiopian({ month: Number(event.target.value) })}
              >
                {months.map((number) => (
                  <option key={number} value={String(number)}>
                    {ethiopianMonthName(number, format.language)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field htmlFor={`${id}-day`} label={t('posts.schedule.day')}>
              <NativeSelect
                id={`${id}-day`}
                className="w-auto"
                value={String(ethiopian.day)}
                onChange={(event) => setEthiopian({ day: Number(event.target.value) })}
              >
                {Array.from(
                  { length: daysInEthiopianMonth(ethiopian.year, ethiopian.month) },
                  (_, index) => index + 1,
                ).map((number) => (
                  <option key={number} value={String(number)}>
                    {number}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field htmlFor={`${id}-year`} label={t('posts.schedule.year')}>
              <NativeSelect
                id={`${id}-year`}
                className="w-auto"
                value={String(ethiopian.year)}
                onChange={(event) => setEthiopian({ year: Number(event.target.value) })}
              >
                {years.map((number) => (
                  <option key={number} value={String(number)}>
                    {number}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </>
        )}
        <Field htmlFor={`${id}-time`} label={t('posts.schedule.time')}>
          <Input
            id={`${id}-time`}
            type="time"
            className="w-auto"
            value={value.time}
            onChange={(event) =>
              event.target.value && onChange({ ...value, time: event.target.value })
            }
          />
        </Field>
      </div>
      <p id={`${id}-summary`} className="text-sm text-muted-foreground">
        {Number.isNaN(instant.getTime())
          ? null
          : t('posts.schedule.summary', {
              date: formatDate(instant, {
                language: format.language,
                calendar: 'both',
                timeZone,
                dateStyle: 'long',
              }),
              time: format.time(instant, timeZone),
              zone: timeZoneName(timeZone, format.language, instant),
            })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
