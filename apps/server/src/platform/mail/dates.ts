import { formatEthiopianDate } from '@aebro/shared/ethiopian-calendar';
import type { Language } from '@aebro/shared/language';
import type { CalendarPreference } from '@aebro/shared/calendar-preference';

/** Node's ICU has Amharic and Tigrinya date names (the browser lacks Tigrinya; the server does not). */
const dateLocales: Record<Language, string> = { en: 'en-GB', am: 'am-ET', ti: 'ti-ER' };

function formatter(language: Language, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(dateLocales[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

/** How a member reads dates: their zone (null until their browser told it) and calendar. */
export interface DateReader {
  timeZone: string | null;
  calendar: CalendarPreference;
}

/** The Gregorian date and time, in the reader's language, with the zone named. */
function gregorian(date: Date, language: Language, timeZone: string): string {
  const format = formatter(language, timeZone);
  if (language !== 'ti') return format.format(date);
  // ICU writes Tigrinya month first ("ታሕሳስ 1, 2026"); Tigrinya writers, and the web app
  // (apps/web/src/lib/locale-format.ts), put the day first: "1 ታሕሳስ 2026 ሰዓት 12:30 ድ.ቀ.".
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} ሰዓት ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
}

/** The time of day alone, with the zone named ("09:30 UTC"). */
function timeOfDay(date: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(dateLocales[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}

/**
 * A moment in an e-mail, in the reader's language and with its time zone named ("1 December 2026
 * at 09:30 UTC", "1 ዲሴምበር 2026 12:30 ከሰዓት ጂ ኤም ቲ+3", "1 ታሕሳስ 2026 ሰዓት 12:30 ድ.ቀ. GMT+3"), in the
 * member's own zone (their browser tells the server; `fallbackZone` until it has: the event's for
 * an event, UTC for the account's own deadlines) and calendar: the Ethiopian date with the time
 * ("ኅዳር 22 ቀን 2019 ዓ.ም. 12:30 ከሰዓት …"), or both ("… (ኅዳር 22 ቀን 2019 ዓ.ም.)").
 */
export function formatMailDate(
  date: Date,
  language: Language,
  reader: DateReader = { timeZone: null, calendar: 'gregorian' },
  fallbackZone = 'UTC',
): string {
  const timeZone = reader.timeZone ?? fallbackZone;
  if (reader.calendar === 'gregorian') return gregorian(date, language, timeZone);
  const ethiopian = formatEthiopianDate(date, language, timeZone);
  if (reader.calendar === 'ethiopian') return `${ethiopian} ${timeOfDay(date, language, timeZone)}`;
  return `${gregorian(date, language, timeZone)} (${ethiopian})`;
}
