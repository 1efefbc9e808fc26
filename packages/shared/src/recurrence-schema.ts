import { z } from 'zod';
import { feastIds, weekdays, type FeastId } from './recurrence-terms';

/*
 * How an event repeats (issue 36): the rules, their schema and the names of the feasts, without
 * their expansion (recurrence.ts, which loads the rrule library). docs/decisions/recurring-events.md.
 */

export {
  dateOfIso,
  feastIds,
  feastOffsets,
  isoOf,
  monthsAfter,
  movableFeastNames,
  weekdays,
  type FeastId,
  type FixedFeastId,
  type MovableFeastId,
  type Weekday,
} from './recurrence-terms';

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
