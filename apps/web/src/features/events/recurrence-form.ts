import { gregorianToEthiopian } from '@aebro/shared/ethiopian-calendar';
import {
  dateOfIso,
  feastIds,
  weekdays,
  type FeastId,
  type Recurrence,
  type RecurrenceEnd,
  type RecurrenceRule,
  type Weekday,
} from '@aebro/shared/recurrence-schema';

/* The event form's "Repeats" choice (issue 36): a rule read off the start date, and an end. */

export const repeatKinds = [
  'weekly',
  'monthly-date',
  'monthly-weekday',
  'yearly',
  'ethiopian-monthly',
  'ethiopian-yearly',
  'feast',
] as const;
export type RepeatKind = (typeof repeatKinds)[number];

/** The form's fields for it, as typed ('' = does not repeat). */
export interface RepeatValues {
  repeats: RepeatKind | '';
  /** For "every week": the chosen weekdays (none chosen = the start's weekday). */
  weekdays: Weekday[];
  feast: FeastId;
  endKind: RecurrenceEnd['kind'];
  count: string;
  until: string;
  /** Every N weeks, months or years: kept from a series' rule (the form offers 1). */
  interval?: number;
}

export const noRepeat: RepeatValues = {
  repeats: '',
  weekdays: [],
  feast: feastIds[0] ?? 'meskel',
  endKind: 'never',
  count: '',
  until: '',
};

/** The start's weekday (MO…SU) of a "YYYY-MM-DD" date. */
export function weekdayOf(date: string): Weekday {
  const { year, month, day } = dateOfIso(date);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7] ?? 'MO';
}

/** Which of its weekdays in the month the date is: 1–4, or -1 for the fifth (the last). */
export function nthOfMonth(date: string): 1 | 2 | 3 | 4 | -1 {
  const nth = Math.ceil(dateOfIso(date).day / 7);
  return nth === 1 || nth === 2 || nth === 3 || nth === 4 ? nth : -1;
}

/** The rule the choice stands for, read off the start date ("YYYY-MM-DD"). */
export function ruleOf(values: RepeatValues, start: string): RecurrenceRule | null {
  if (values.repeats === '' || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return null;
  const gregorian = dateOfIso(start);
  const ethiopian = gregorianToEthiopian(gregorian);
  const interval = values.interval ?? 1;
  switch (values.repeats) {
    case 'weekly':
      return {
        kind: 'weekly',
        interval,
        weekdays: values.weekdays.length > 0 ? values.weekdays : [weekdayOf(start)],
      };
    case 'monthly-date':
      return { kind: 'monthly-date', interval, day: gregorian.day };
    case 'monthly-weekday':
      return {
        kind: 'monthly-weekday',
        interval,
        weekday: weekdayOf(start),
        ordinal: nthOfMonth(start),
      };
    case 'yearly':
      return { kind: 'yearly', interval };
    case 'ethiopian-monthly':
      return { kind: 'ethiopian-monthly', day: ethiopian.day };
    case 'ethiopian-yearly':
      return { kind: 'ethiopian-yearly', month: ethiopian.month, day: ethiopian.day };
    case 'feast':
      return { kind: 'feast', feast: values.feast };
  }
}

function endOf(values: RepeatValues): RecurrenceEnd {
  if (values.endKind === 'count') {
    const count = values.count.trim();
    // As typed: the shared schema says what is wrong with "0" or "" (a whole number from 1).
    return { kind: 'count', count: count === '' ? Number.NaN : Number(count) };
  }
  if (values.endKind === 'until') return { kind: 'until', date: values.until };
  return { kind: 'never' };
}

/** The recurrence the API takes, or null for an event that does not repeat. */
export function recurrenceOf(values: RepeatValues, startsAt: string): Recurrence | null {
  const rule = ruleOf(values, startsAt.slice(0, 10));
  return rule ? { rule, end: endOf(values) } : null;
}

/** The form's choice for an existing series' rule ("this and following" starts from it). */
export function repeatValuesOf({ rule, end }: Recurrence): RepeatValues {
  const values: RepeatValues = {
    ...noRepeat,
    repeats: rule.kind,
    endKind: end.kind,
    count: end.kind === 'count' ? String(end.count) : '',
    until: end.kind === 'until' ? end.date : '',
  };
  if (rule.kind === 'weekly')
    return { ...values, weekdays: rule.weekdays, interval: rule.interval };
  if (rule.kind === 'feast') return { ...values, feast: rule.feast };
  return 'interval' in rule ? { ...values, interval: rule.interval } : values;
}
