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
