import type { Language } from '@aebro/shared/language';
import { calendarPreference, type CalendarPreference } from './calendar-preference';
import { formatDate, formatTigrinyaAgo, formatTime, type RelativeUnit } from './locale-format';

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

const formatters = new Map<Language, Intl.RelativeTimeFormat>();
function relative(language: Language): Intl.RelativeTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'long' });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * SPEC §9 relative time: "just now", then minutes, hours and days ago, then the date after 7 days,
 * in the calendar the reader chose (Settings → Appearance), without the year when it is this year.
 * Intl.RelativeTimeFormat chooses the plural form; Amharic treats 0 and 1 as "one", which is why
 * "just now" is a text of its own rather than "0 minutes ago". Chromium has no Tigrinya data (Intl
 * would answer in English), so Tigrinya comes from our own table ("ቅድሚ 3 መዓልታት").
 */
export function formatRelativeTime(
  date: Date | string,
  language: Language,
  justNow: string,
  now: Date = new Date(),
  calendar: CalendarPreference = calendarPreference(),
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  const ago = (count: number, unit: RelativeUnit): string =>
    language === 'ti' ? formatTigrinyaAgo(count, unit) : relative(language).format(-count, unit);
  if (seconds < minute) return justNow;
  if (seconds < hour) return ago(Math.floor(seconds / minute), 'minute');
  if (seconds < day) return ago(Math.floor(seconds / hour), 'hour');
  if (seconds < 7 * day) return ago(Math.floor(seconds / day), 'day');
  return formatDate(then, { language, calendar, now });
}

/**
 * A message's time under its bubble: the time of day ("3:07 PM") within the last week, then the
 * day in the reader's calendar with its time ("Nov 14, 3:07 PM", "Hidar 5, 3:07 PM").
 */
export function formatMessageTime(
  date: Date | string,
  language: Language,
  calendar: CalendarPreference,
  now: Date = new Date(),
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (now.getTime() - then.getTime() < 7 * day * 1000) return formatTime(then, language);
  return formatDate(then, { language, calendar, now, withTime: true });
}
