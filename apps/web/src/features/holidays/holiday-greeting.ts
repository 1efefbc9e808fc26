import type { GregorianDate } from '@aebro/shared/ethiopian-calendar';
import { holidaysOn, type Holiday, type HolidayId } from '@aebro/shared/holidays';

/** The holidays whose eve is kept too: Demera before Meskel, Ketera before Timkat, and the eves of the New Year, Genna and Fasika. */
const withEve: ReadonlySet<HolidayId> = new Set([
  'enkutatash',
  'meskel',
  'genna',
  'timkat',
  'fasika',
]);

export interface Greeting {
  holiday: Holiday;
  /** The day before the holiday (its eve), not the day itself. */
  eve: boolean;
  /** The day the greeting is for, "YYYY-MM-DD": dismissing it hides it for that day only. */
  key: string;
}

function shift(date: GregorianDate, days: number): GregorianDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function keyOf(date: GregorianDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/**
 * The greeting the dashboard shows on `today` (the member's own day), or null:
 * - on a holiday, that holiday (the first of two that fall together);
 * - on the day after an Eid too, as the day is announced on the sighting of the moon and may
 *   come a day after the computed one;
 * - on the eve of the Ethiopian New Year, Meskel (Demera), Genna, Timkat (Ketera) and Fasika.
 */
export function greetingOn(today: GregorianDate): Greeting | null {
  const key = keyOf(today);
  const on = holidaysOn(today)[0];
  if (on) return { holiday: on, eve: false, key };
  const lateEid = holidaysOn(shift(today, -1)).find((holiday) => holiday.approximate);
  if (lateEid) return { holiday: lateEid, eve: false, key };
  const tomorrow = holidaysOn(shift(today, 1)).find((holiday) => withEve.has(holiday.id));
  if (tomorrow) return { holiday: tomorrow, eve: true, key };
  return null;
}
