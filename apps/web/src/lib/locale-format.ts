import {
  ethiopianDateOf,
  formatEthiopianDate,
  gregorianDateOf,
} from '@aebro/shared/ethiopian-calendar';
import type { Language } from '@aebro/shared/language';
import { numberLocale } from '@aebro/shared/money';
import type { CalendarPreference } from './calendar-preference';

/**
 * Dates, times and numbers in the interface language. English and Amharic come from Intl; Chromium
 * ships without Tigrinya locale data (Intl quietly falls back to English month names and "3 days
 * ago", and numbers to the browser's default locale), so Tigrinya is written from the tables here,
 * the way CLDR and Eritrean usage write it: "ሰኑይ፣ 23 ሕዳር 2026 ሰዓት 3:07 ድ.ቀ.", "ቅድሚ 3 መዓልታት".
 *
 * Every date the interface shows goes through `formatDate` (below), which writes it in the calendar
 * the reader chose in Settings → Appearance; `useDateFormat()` (use-date-format.ts) is its hook.
 */

/** The Gregorian months in Tigrinya, January first. */
export const tigrinyaMonths = [
  'ጥሪ',
  'ለካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰነ',
  'ሓምለ',
  'ነሓሰ',
  'መስከረም',
  'ጥቅምቲ',
  'ሕዳር',
  'ታሕሳስ',
] as const;

/** The days of the week in Tigrinya, Sunday first (as Date.getDay counts them). */
export const tigrinyaWeekdays = ['ሰንበት', 'ሰኑይ', 'ሰሉስ', 'ረቡዕ', 'ሓሙስ', 'ዓርቢ', 'ቀዳም'] as const;

export type DateStyle = 'full' | 'long' | 'medium' | 'short';

export interface DateTimeOptions {
  /** full: with the weekday; long and medium: "23 ሕዳር 2026" / "Nov 23, 2026"; short: month abbreviated. */
  dateStyle: DateStyle;
  /** With the time of day ("3:07 PM", "3:07 ድ.ቀ."). */
  withTime?: boolean;
  /** Leave out the year (only for the `short` style). */
  withoutYear?: boolean;
  /** The IANA time zone; the browser's own when left out. */
  timeZone?: string;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar fields of an instant in a time zone (English data exists in every browser). */
function partsOf(date: Date, timeZone: string | undefined): Parts {
  const key = timeZone ?? '';
  let formatter = partFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone,
    });
    partFormatters.set(key, formatter);
  }
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const year = fields.year ?? date.getFullYear();
  const month = fields.month ?? date.getMonth() + 1;
  const day = fields.day ?? date.getDate();
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
  };
}

/** "3:07 ድ.ቀ." (ድሕሪ ቀትሪ, afternoon) or "9:07 ቅ.ቀ." (ቅድሚ ቀትሪ, morning). */
function tigrinyaTime({ hour, minute }: Parts): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'ቅ.ቀ.' : 'ድ.ቀ.'}`;
}

/** A date (and time) in Tigrinya, day before month as Tigrinya writes it. */
export function formatTigrinyaDateTime(instant: Date, options: DateTimeOptions): string {
  const parts = partsOf(instant, options.timeZone);
  const month = tigrinyaMonths[parts.month - 1] ?? '';
  const withYear = !(options.dateStyle === 'short' && options.withoutYear);
  let text = withYear ? `${parts.day} ${month} ${parts.year}` : `${parts.day} ${month}`;
  if (options.dateStyle === 'full') text = `${tigrinyaWeekdays[parts.weekday] ?? ''}፣ ${text}`;
  if (!options.withTime) return text;
  return options.dateStyle === 'full' || options.dateStyle === 'long'
    ? `${text} ሰዓት ${tigrinyaTime(parts)}`
    : `${text} ${tigrinyaTime(parts)}`;
}

const intlFormatters = new Map<string, Intl.DateTimeFormat>();

function intlDateTime(language: string, options: DateTimeOptions): Intl.DateTimeFormat {
  const key = `${language}|${options.dateStyle}|${options.withTime === true}|${options.withoutYear === true}|${options.timeZone ?? ''}`;
  let formatter = intlFormatters.get(key);
  if (!formatter) {
    formatter =
      options.dateStyle === 'short'
        ? new Intl.DateTimeFormat(language, {
            year: options.withoutYear ? undefined : 'numeric',
            month: 'short',
            day: 'numeric',
            ...(options.withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
            timeZone: options.timeZone,
          })
        : new Intl.DateTimeFormat(language, {
            dateStyle: options.dateStyle,
            ...(options.withTime ? { timeStyle: 'short' } : {}),
            timeZone: options.timeZone,
          });
    intlFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date (and time) in the interface language: Intl for English ("Monday, November 23, 2026 at 3:07
 * PM") and Amharic, the tables above for Tigrinya.
 */
export function formatDateTime(
  instant: Date | string,
  language: Language,
  options: DateTimeOptions,
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (language === 'ti') return formatTigrinyaDateTime(date, options);
  return intlDateTime(language === 'am' ? 'am-ET' : language, options).format(date);
}

export type RelativeUnit = 'minute' | 'hour' | 'day';

/** Singular after 1, plural after more: "ቅድሚ 1 ሰዓት", "ቅድሚ 3 ሰዓታት". */
const tigrinyaUnits: Record<RelativeUnit, { one: string; other: string }> = {
  minute: { one: 'ደቒቕ', other: 'ደቓይቕ' },
  hour: { one: 'ሰዓት', other: 'ሰዓታት' },
  day: { one: 'መዓልቲ', other: 'መዓልታት' },
};

/** "3 days ago" in Tigrinya: "ቅድሚ 3 መዓልታት" (Intl's CLDR data even reads "ኣብ 2 መዓልቲ", "in 2 days"). */
export function formatTigrinyaAgo(count: number, unit: RelativeUnit): string {
  const words = tigrinyaUnits[unit];
  return `ቅድሚ ${count} ${count === 1 ? words.one : words.other}`;
}

/** "in 3 days" in Tigrinya: "ኣብ ውሽጢ 3 መዓልታት". */
export function formatTigrinyaIn(count: number, unit: RelativeUnit): string {
  const words = tigrinyaUnits[unit];
  return `ኣብ ውሽጢ ${count} ${count === 1 ? words.one : words.other}`;
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Whole numbers ("1,234", counts and limits) in the interface language, through one formatter per
 * language: building one is slow (the first on a page loads ICU's data), and a feed shows dozens.
 */
export function numberFormat(language: string | undefined): Intl.NumberFormat {
  const locale = numberLocale(language);
  let formatter = numberFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    numberFormatters.set(locale, formatter);
  }
  return formatter;
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** A time of day in the interface language: "6:30 PM", "6:30 ከሰዓት", "6:30 ድ.ቀ.". */
export function formatTime(instant: Date | string, language: Language, timeZone?: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (language === 'ti') return tigrinyaTime(partsOf(date, timeZone));
  const key = `${language}|${timeZone ?? ''}`;
  let formatter = timeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'am' ? 'am-ET' : language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    timeFormatters.set(key, formatter);
  }
  return formatter.format(date);
}

export interface FormatDateOptions {
  language: Language;
  calendar: CalendarPreference;
  /** The IANA time zone the day is read in; the browser's own when left out. */
  timeZone?: string | undefined;
  /** When given, the year is left out for a date in the same year as `now` (in each calendar). */
  now?: Date | undefined;
  /** How the Gregorian date is written: short "Nov 14, 2026" (the default), long, or full with the weekday. */
  dateStyle?: Exclude<DateStyle, 'medium'> | undefined;
  /** With the time of day. */
  withTime?: boolean | undefined;
}

/**
 * A day (and time) as the reader chose to see dates (Settings → Appearance): "Nov 14, 2026"
 * (Gregorian; "14 ሕዳር 2026" in Tigrinya, from our own tables as Chromium has no Tigrinya data),
 * "Hidar 5, 2019" (Ethiopian, with Ethiopian month names in every language) or both, the Ethiopian
 * one in brackets: "Nov 14, 2026 (Hidar 5, 2019)". The day is the one the instant falls on in
 * `timeZone`, so a post written late in the evening keeps its evening's date. A `date`-only value
 * ("2026-11-14") is a calendar day: read it with `timeZone: 'UTC'`.
 */
export function formatDate(
  instant: Date | string,
  { language, calendar, timeZone, now, dateStyle = 'short', withTime = false }: FormatDateOptions,
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const gregorian = (time: boolean): string => {
    const withYear =
      dateStyle !== 'short' ||
      !now ||
      gregorianDateOf(now, timeZone).year !== gregorianDateOf(date, timeZone).year;
    return formatDateTime(date, language, {
      dateStyle,
      withoutYear: !withYear,
      withTime: time,
      ...(timeZone ? { timeZone } : {}),
    });
  };
  const ethiopian = (): string => {
    const day = ethiopianDateOf(date, timeZone);
    const withYear =
      dateStyle !== 'short' || !now || ethiopianDateOf(now, timeZone).year !== day.year;
    return formatEthiopianDate(day, language, undefined, { year: withYear });
  };
  switch (calendar) {
    case 'gregorian':
      return gregorian(withTime);
    case 'ethiopian':
      return withTime ? `${ethiopian()}, ${formatTime(date, language, timeZone)}` : ethiopian();
    case 'both':
      return `${gregorian(withTime)} (${ethiopian()})`;
  }
}
