import { z } from 'zod';
import type { CalendarDate } from './day-numbers';
import type { GregorianDate, CalendarLanguage } from './ethiopian-calendar';
import type { HolidayId } from './holidays';

/*
 * How an event repeats (issue 36): the rules, their schema and the names of the feasts, without
 * their expansion (recurrence.ts, which loads the rrule library). docs/decisions/recurring-events.md.
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

/*
 * Every part of a rule answers one clear text (not zod's generic "Invalid input"): a rule is picked
 * from a list in the form, so what is wrong is the rule as a whole, or that none was chosen.
 */
const ruleInvalid = { error: 'validation.recurrenceRuleInvalid' } as const;
const whole = (min: number, max: number) =>
  z.number(ruleInvalid).int(ruleInvalid).min(min, ruleInvalid).max(max, ruleInvalid);
const interval = whole(1, 12);
const weekday = z.enum(weekdays, ruleInvalid);

export const recurrenceRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object(
      {
        kind: z.literal('weekly'),
        interval,
        weekdays: z.array(weekday, ruleInvalid).min(1, ruleInvalid).max(7, ruleInvalid),
      },
      ruleInvalid,
    ),
    /** On this day of the month; months without it (the 31st in April) have no occurrence. */
    z.object({ kind: z.literal('monthly-date'), interval, day: whole(1, 31) }, ruleInvalid),
    /** "The second Sunday", "the last Friday" (ordinal -1). */
    z.object(
      {
        kind: z.literal('monthly-weekday'),
        interval,
        weekday,
        ordinal: z.union(
          [z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)],
          ruleInvalid,
        ),
      },
      ruleInvalid,
    ),
    /** On the first occurrence's month and day. */
    z.object({ kind: z.literal('yearly'), interval }, ruleInvalid),
    z.object({ kind: z.literal('ethiopian-monthly'), day: whole(1, 30) }, ruleInvalid),
    z.object(
      { kind: z.literal('ethiopian-yearly'), month: whole(1, 13), day: whole(1, 30) },
      ruleInvalid,
    ),
    z.object(
      { kind: z.literal('feast'), feast: z.enum(feastIds as [FeastId, ...FeastId[]], ruleInvalid) },
      ruleInvalid,
    ),
  ],
  ruleInvalid,
);
export type RecurrenceRule = z.infer<typeof recurrenceRuleSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.recurrenceUntilInvalid');
const countMessage = { message: 'validation.recurrenceCountInvalid' };
const endInvalid = { error: 'validation.recurrenceEndInvalid' } as const;

export const recurrenceEndSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('never') }, endInvalid),
    z.object(
      {
        kind: z.literal('count'),
        count: z.number(countMessage).int(countMessage).min(1, countMessage).max(500, countMessage),
      },
      endInvalid,
    ),
    /** The last day an occurrence may fall on (included). */
    z.object({ kind: z.literal('until'), date: isoDate }, endInvalid),
  ],
  endInvalid,
);
export type RecurrenceEnd = z.infer<typeof recurrenceEndSchema>;

/** A missing rule (null, left out) says so: "Please choose how the event repeats." */
export const recurrenceSchema = z.object(
  { rule: recurrenceRuleSchema, end: recurrenceEndSchema },
  {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'validation.recurrenceRequired'
        : 'validation.recurrenceRuleInvalid',
  },
);
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
