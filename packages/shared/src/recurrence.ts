import { gregorianToJdn, jdnToGregorian } from './day-numbers';
import {
  daysInEthiopianMonth,
  ethiopianToGregorian,
  gregorianToEthiopian,
  type GregorianDate,
} from './ethiopian-calendar';
import { createEventSchema, eventLimits } from './events';
import { zonedToInstant } from './zoned-time';
import { fasikaDate, holidaysBetween } from './holidays';
import {
  dateOfIso,
  feastOffsets,
  isoOf,
  monthsAfter,
  type FeastId,
  type MovableFeastId,
  type Recurrence,
  type RecurrenceRule,
  type Weekday,
} from './recurrence-schema';
import { RRule, rruleDate, type RRuleOptions } from './rrule';

// The rules and their schema (no rrule: what the lists and pages need loads without it).
export * from './recurrence-schema';

/**
 * How an event repeats (issue 36): by Gregorian rules (weekly on chosen weekdays, monthly on a date
 * or on "the second Sunday", yearly), which the `rrule` library expands, or by the Ethiopian
 * calendar (day N of every Ethiopian month, an Ethiopian date every year, a feast of the Church,
 * fixed or movable with Easter), which the project's own calendar expands. Occurrences are calendar
 * dates; the event's wall-clock time in its time zone is put on them last, so an 18:00 meeting stays
 * at 18:00 across daylight-saving changes.
 *
 * Pagume, the short 13th month (5 days, 6 in an Ethiopian leap year), is a month like the others: "day N of every Ethiopian month" falls on Pagume N when
 * Pagume has that day (days 1–5 every year, day 6 in leap years) and has no Pagume occurrence for
 * days 7–30 (and day 6 in common years). The date is not moved to another day: a commemoration of the
 * 12th is kept on the 12th. docs/decisions/recurring-events.md.
 */

const jdnOfIso = (iso: string): number => gregorianToJdn(dateOfIso(iso));
const isoOfJdn = (jdn: number): string => isoOf(jdnToGregorian(jdn));

/* Expansion */

/** Where to look: dates from `from` to `to`, both included ("YYYY-MM-DD"). */
export interface DateRange {
  from: string;
  to: string;
}

/** At most this many occurrences come out of one expansion, whatever the range. */
export const maxOccurrences = 1000;

/**
 * The dates of a series whose first occurrence is on or after `first` ("YYYY-MM-DD", the date the
 * organiser chose), in order: the rule's dates from `first` on, cut by the series' end, then by
 * `range`. `count` counts from the first occurrence, not from the range.
 */
export function occurrenceDates(
  recurrence: Recurrence,
  first: string,
  range: DateRange,
  limit = maxOccurrences,
): string[] {
  const { end } = recurrence;
  const last = end.kind === 'until' && end.date < range.to ? end.date : range.to;
  // A count counts from the first occurrence, so the series is then walked from its first date.
  const walkFrom = end.kind === 'count' || range.from < first ? first : range.from;
  const dates: string[] = [];
  if (last < walkFrom) return dates;
  let counted = 0;
  for (const date of ruleDates(recurrence.rule, first, walkFrom, last)) {
    counted += 1;
    if (end.kind === 'count' && counted > end.count) break;
    if (date >= range.from) dates.push(date);
    if (dates.length >= limit) break;
  }
  return dates;
}

/** The rule's dates from `from` to `to` (both included), in order, as a lazy sequence. */
function* ruleDates(
  rule: RecurrenceRule,
  first: string,
  from: string,
  to: string,
): Generator<string> {
  switch (rule.kind) {
    case 'weekly':
    case 'monthly-date':
    case 'monthly-weekday':
    case 'yearly':
      yield* gregorianRuleDates(rule, first, from, to);
      return;
    case 'ethiopian-monthly':
      yield* ethiopianMonthlyDates(rule.day, from, to);
      return;
    case 'ethiopian-yearly':
      yield* ethiopianYearlyDates(rule.month, rule.day, from, to);
      return;
    case 'feast':
      yield* feastDates(rule.feast, from, to);
      return;
  }
}

type GregorianRule = Extract<
  RecurrenceRule,
  { kind: 'weekly' | 'monthly-date' | 'monthly-weekday' | 'yearly' }
>;

/** rrule's options for a Gregorian rule, counted from `first` (its DTSTART, a floating date). */
export function rruleOptions(rule: GregorianRule, first: string): Partial<RRuleOptions> {
  const start = dateOfIso(first);
  const dtstart = rruleDate(start.year, start.month, start.day);
  const byDay = (day: Weekday) => RRule[day];
  switch (rule.kind) {
    case 'weekly':
      return {
        freq: RRule.WEEKLY,
        interval: rule.interval,
        byweekday: rule.weekdays.map(byDay),
        wkst: RRule.MO,
        dtstart,
      };
    case 'monthly-date':
      return { freq: RRule.MONTHLY, interval: rule.interval, bymonthday: rule.day, dtstart };
    case 'monthly-weekday':
      return {
        freq: RRule.MONTHLY,
        interval: rule.interval,
        byweekday: byDay(rule.weekday).nth(rule.ordinal),
        dtstart,
      };
    case 'yearly':
      return {
        freq: RRule.YEARLY,
        interval: rule.interval,
        bymonth: start.month,
        bymonthday: start.day,
        dtstart,
      };
  }
}

function* gregorianRuleDates(
  rule: GregorianRule,
  first: string,
  from: string,
  to: string,
): Generator<string> {
  const start = dateOfIso(from);
  const end = dateOfIso(to);
  const between = new RRule(rruleOptions(rule, first)).between(
    rruleDate(start.year, start.month, start.day),
    rruleDate(end.year, end.month, end.day),
    true,
  );
  for (const date of between) yield date.toISOString().slice(0, 10);
}

function* ethiopianMonthlyDates(day: number, from: string, to: string): Generator<string> {
  const end = jdnOfIso(to);
  let { year, month } = gregorianToEthiopian(dateOfIso(from));
  for (;;) {
    if (day <= daysInEthiopianMonth(year, month)) {
      const jdn = gregorianToJdn(ethiopianToGregorian({ year, month, day }));
      if (jdn > end) return;
      const iso = isoOfJdn(jdn);
      if (iso >= from) yield iso;
    } else if (gregorianToJdn(ethiopianToGregorian({ year, month, day: 1 })) > end) return;
    month += 1;
    if (month > 13) {
      month = 1;
      year += 1;
    }
  }
}

function* ethiopianYearlyDates(
  month: number,
  day: number,
  from: string,
  to: string,
): Generator<string> {
  const end = jdnOfIso(to);
  for (let year = gregorianToEthiopian(dateOfIso(from)).year; ; year += 1) {
    if (gregorianToJdn(ethiopianToGregorian({ year, month: 1, day: 1 })) > end) return;
    if (day > daysInEthiopianMonth(year, month)) continue; // Pagume 6 outside leap years
    const jdn = gregorianToJdn(ethiopianToGregorian({ year, month, day }));
    if (jdn > end) return;
    const iso = isoOfJdn(jdn);
    if (iso >= from) yield iso;
  }
}

/** The Gregorian date(s) of a feast in a Gregorian year. */
export function feastDatesIn(feast: FeastId, gregorianYear: number): GregorianDate[] {
  if (feast in feastOffsets) {
    const offset = feastOffsets[feast as MovableFeastId];
    return [jdnToGregorian(gregorianToJdn(fasikaDate(gregorianYear)) + offset)];
  }
  return holidaysBetween(
    { year: gregorianYear, month: 1, day: 1 },
    { year: gregorianYear, month: 12, day: 31 },
  )
    .filter((holiday) => holiday.id === feast)
    .map((holiday) => ({ ...holiday.date }));
}

function* feastDates(feast: FeastId, from: string, to: string): Generator<string> {
  for (let year = dateOfIso(from).year; year <= dateOfIso(to).year; year += 1) {
    for (const date of feastDatesIn(feast, year)) {
      const iso = isoOf(date);
      if (iso >= from && iso <= to) yield iso;
    }
  }
}

/** One occurrence: its date and wall-clock start in the event's zone, and that moment. */
export interface Occurrence {
  date: string;
  /** "YYYY-MM-DDTHH:mm" in the event's time zone. */
  local: string;
  startsAt: Date;
}

/**
 * The occurrences of a series that starts at `startsAt` ("YYYY-MM-DDTHH:mm", wall clock in
 * `timeZone`; its date is the series' first date), between two dates of that zone.
 */
export function occurrences(
  recurrence: Recurrence,
  startsAt: string,
  timeZone: string,
  range: DateRange,
  limit = maxOccurrences,
): Occurrence[] {
  const time = startsAt.slice(11, 16);
  return occurrenceDates(recurrence, startsAt.slice(0, 10), range, limit).map((date) => {
    const local = `${date}T${time}`;
    return { date, local, startsAt: zonedToInstant(local, timeZone) };
  });
}

/**
 * A new event as the server takes it (and the form checks it): `createEventSchema`, and a
 * repeating event's rule must have a date in the months its occurrences are created for. Here,
 * with the expansion, so that what only lists and shows events loads without rrule.
 */
export const createEventRequestSchema = createEventSchema.superRefine((value, ctx) => {
  const { recurrence } = value;
  const start = value.startsAt.slice(0, 10);
  if (!recurrence || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return;
  const to = monthsAfter(start, eventLimits.seriesMonths);
  if (occurrenceDates(recurrence, start, { from: start, to }, 1).length === 0)
    ctx.addIssue({ code: 'custom', path: ['recurrence'], message: 'validation.recurrenceEmpty' });
});
