import {
  ethiopianDateOf,
  formatEthiopianDate,
  gregorianDateOf,
} from '@aebro/shared/ethiopian-calendar';
import type { Language } from '@aebro/shared/language';
import type { CalendarPreference } from './calendar-preference';
import { formatDateTime } from './locale-format';

export interface FormatDateOptions {
  language: Language;
  calendar: CalendarPreference;
  /** The IANA time zone the day is read in; the browser's own when left out. */
  timeZone?: string;
  /** When given, the year is left out for a date in the same year as `now` (in each calendar). */
  now?: Date;
}

/**
 * A day as the reader chose to see dates (Settings → Appearance): "Nov 14, 2026" (Gregorian;
 * "14 ሕዳር 2026" in Tigrinya, from our own tables as Chromium has no Tigrinya data),
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
    return formatDateTime(date, language, { dateStyle: 'short', withoutYear: !withYear, timeZone });
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
