import { z } from 'zod';
import { gregorianToJdn, jdnToGregorian, type CalendarDate } from './day-numbers';
import {
  daysInEthiopianMonth,
  ethiopianToGregorian,
  gregorianToEthiopian,
  type CalendarLanguage,
  type GregorianDate,
} from './ethiopian-calendar';
import { zonedToInstant } from './zoned-time';
import { fasikaDate, holidaysBetween, type HolidayId } from './holidays';
import { RRule, rruleDate, type RRuleOptions } from './rrule';

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

export const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * The feasts an event can repeat on. Fixed ones fall on an Ethiopian date (holidays.ts holds their
 * rules); movable ones are a number of days from Fasika (Easter), as the Bahire Hasab counts them.
 */
export const feastOffsets = {
  nineveh: -69,
  'abiy-tsom': -55,
  'debre-zeit': -28,
  hosanna: -7,
  siklet: -2,
  fasika: 0,
  'rikbe-kahinat': 24,
  erget: 39,
  peraklitos: 49,
  'tsome-hawaryat': 50,
} as const;
export type MovableFeastId = keyof typeof feastOffsets;

const fixedFeasts = ['enkutatash', 'meskel', 'genna', 'timkat'] as const satisfies HolidayId[];
export type FixedFeastId = (typeof fixedFeasts)[number];

export const feastIds = [...fixedFeasts, ...(Object.keys(feastOffsets) as MovableFeastId[])];
export type FeastId = FixedFeastId | MovableFeastId;

/** The movable feasts' names (the fixed ones' are in holidays.ts). */
export const movableFeastNames: Readonly<
  Record<MovableFeastId, Readonly<Record<CalendarLanguage, string>>>
> = {
  nineveh: { en: 'Fast of Nineveh', am: 'ጾመ ነነዌ', ti: 'ጾመ ነነዌ' },
  'abiy-tsom': { en: 'Abiy Tsom (Great Lent begins)', am: 'ዓቢይ ጾም', ti: 'ዓቢይ ጾም' },
  'debre-zeit': { en: 'Debre Zeit', am: 'ደብረ ዘይት', ti: 'ደብረ ዘይት' },
  hosanna: { en: 'Hosanna (Palm Sunday)', am: 'ሆሳዕና', ti: 'ሆሳዕና' },
  siklet: { en: 'Siklet (Good Friday)', am: 'ስቅለት', ti: 'ስቅለት' },
  fasika: { en: 'Fasika (Easter)', am: 'ፋሲካ (ትንሣኤ)', ti: 'ፋሲካ (ትንሳኤ)' },
  'rikbe-kahinat': { en: 'Rikbe Kahinat', am: 'ርክበ ካህናት', ti: 'ርክበ ካህናት' },
  erget: { en: 'Erget (Ascension)', am: 'ዕርገት', ti: 'ዕርገት' },
  peraklitos: { en: 'Peraklitos (Pentecost)', am: 'ጰራቅሊጦስ', ti: 'ጰራቅሊጦስ' },
  'tsome-hawaryat': { en: 'Fast of the Apostles', am: 'ጾመ ሐዋርያት', ti: 'ጾመ ሓዋርያት' },
};

const interval = z.number().int().min(1).max(12);
const weekday = z.enum(weekdays);

export const recurrenceRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('weekly'),
    interval,
    weekdays: z.array(weekday).min(1).max(7),
  }),
  /** On this day of the month; months without it (the 31st in April) have no occurrence. */
  z.object({ kind: z.literal('monthly-date'), interval, day: z.number().int().min(1).max(31) }),
  /** "The second Sunday", "the last Friday" (ordinal -1). */
  z.object({
    kind: z.literal('monthly-weekday'),
    interval,
    weekday,
    ordinal: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
  }),
  /** On the first occurrence's month and day. */
  z.object({ kind: z.literal('yearly'), interval }),
  z.object({ kind: z.literal('ethiopian-monthly'), day: z.number().int().min(1).max(30) }),
  z.object({
    kind: z.literal('ethiopian-yearly'),
    month: z.number().int().min(1).max(13),
    day: z.number().int().min(1).max(30),
  }),
  z.object({ kind: z.literal('feast'), feast: z.enum(feastIds as [FeastId, ...FeastId[]]) }),
]);
export type RecurrenceRule = z.infer<typeof recurrenceRuleSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.recurrenceUntilInvalid');
const countMessage = { message: 'validation.recurrenceCountInvalid' };

export const recurrenceEndSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('never') }),
  z.object({
    kind: z.literal('count'),
    count: z.number(countMessage).int(countMessage).min(1, countMessage).max(500, countMessage),
  }),
  /** The last day an occurrence may fall on (included). */
  z.object({ kind: z.literal('until'), date: isoDate }),
]);
export type RecurrenceEnd = z.infer<typeof recurrenceEndSchema>;

export const recurrenceSchema = z.object({
  rule: recurrenceRuleSchema,
  end: recurrenceEndSchema,
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

/* Dates as "YYYY-MM-DD" */

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

export function isoOf(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function dateOfIso(iso: string): GregorianDate {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month, day };
}

/** The date `months` calendar months after a date ("YYYY-MM-DD"; the 31st may spill over). */
export function monthsAfter(iso: string, months: number): string {
  const { year, month, day } = dateOfIso(iso);
  const date = new Date(Date.UTC(year, month - 1 + months, day));
  return isoOf({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

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
