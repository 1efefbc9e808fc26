import {
  daysInEthiopianMonth,
  ethiopianToGregorian,
  gregorianToEthiopian,
  type EthiopianDate,
} from '@aebro/shared/ethiopian-calendar';
import { localDateTime, zonedToInstant } from '@aebro/shared/zoned-time';

/** The calendar a scheduled post's day is picked in (issue 36). */
export type ScheduleCalendar = 'gregorian' | 'ethiopian';

/** A picked time: a Gregorian day ("2027-01-19") and a wall-clock time ("06:00"). */
export interface ScheduleValue {
  calendar: ScheduleCalendar;
  date: string;
  time: string;
}

/** The member's time zone: the one their profile keeps, else this browser's. */
export function memberTimeZone(profileZone: string | null | undefined): string {
  return profileZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The instant a picked time stands for in the zone (Invalid Date when it is incomplete). */
export function scheduleInstant(value: ScheduleValue, timeZone: string): Date {
  return zonedToInstant(`${value.date}T${value.time}`, timeZone);
}

/** A picker's first value: the instant (default: the next full hour after one from now) in the zone. */
export function scheduleValueOf(
  instant: Date | null,
  timeZone: string,
  calendar: ScheduleCalendar,
  now: number = Date.now(),
): ScheduleValue {
  const at = instant ?? new Date(Math.ceil((now + 3600_000) / 3600_000) * 3600_000);
  const local = localDateTime(at, timeZone);
  return { calendar, date: local.slice(0, 10), time: local.slice(11, 16) };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The picked day in the Ethiopian calendar (the project's exact converter, packages/shared). */
export function ethiopianDayOf(value: ScheduleValue): EthiopianDate {
  const [year = 0, month = 1, day = 1] = value.date.split('-').map(Number);
  return gregorianToEthiopian({ year, month, day });
}

/**
 * The value with its day picked in the Ethiopian calendar; a day the month lacks (Pagume 6 in a
 * common year, after switching month) becomes the month's last.
 */
export function withEthiopianDay(value: ScheduleValue, picked: EthiopianDate): ScheduleValue {
  const day = Math.min(picked.day, daysInEthiopianMonth(picked.year, picked.month));
  const gregorian = ethiopianToGregorian({ ...picked, day });
  return {
    ...value,
    date: `${pad(gregorian.year, 4)}-${pad(gregorian.month)}-${pad(gregorian.day)}`,
  };
}
