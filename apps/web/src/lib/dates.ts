import {
  ethiopianDateOf,
  formatEthiopianDate,
  gregorianDateOf,
} from '@aebro/shared/ethiopian-calendar';
import type { Language } from '@aebro/shared/language';
import type { CalendarPreference } from './calendar-preference';

export interface FormatDateOptions {
  language: Language;
  calendar: CalendarPreference;
  /** The IANA time zone the day is read in; the browser's own when left out. */
  timeZone?: string;
  /** When given, the year is left out for a date in the same year as `now` (in each calendar). */
  now?: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function gregorianFormatter(
  language: Language,
  timeZone: string | undefined,
  withYear: boolean,
): Intl.DateTimeFormat {
  const key = `${language}|${timeZone ?? ''}|${withYear}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      year: withYear ? 'numeric' : undefined,
      month: 'short',
      day: 'numeric',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A day as the reader chose to see dates (Settings → Appearance): "Nov 14, 2026" (Gregorian),
 * "Hidar 5, 2019" (Ethiopian, with Ethiopian month names in every language) or both, the Ethiopian
 * one in brackets: "Nov 14, 2026 (Hidar 5, 2019)". The day is the one the instant falls on in
 * `timeZone`, so a post written late in the evening keeps its evening's date.
 */
export function formatDate(
  instant: Date | string,
  { language, calendar, timeZone, now }: FormatDateOptions,
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const gregorian = (): string => {
    const withYear =
      !now || gregorianDateOf(now, timeZone).year !== gregorianDateOf(date, timeZone).year;
    return gregorianFormatter(language, timeZone, withYear).format(date);
  };
  const ethiopian = (): string => {
    const day = ethiopianDateOf(date, timeZone);
    const withYear = !now || ethiopianDateOf(now, timeZone).year !== day.year;
    return formatEthiopianDate(day, language, undefined, { year: withYear });
  };
  switch (calendar) {
    case 'gregorian':
      return gregorian();
    case 'ethiopian':
      return ethiopian();
    case 'both':
      return `${gregorian()} (${ethiopian()})`;
  }
}
