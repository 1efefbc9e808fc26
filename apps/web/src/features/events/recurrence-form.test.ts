import { recurrenceSchema } from '@aebro/shared/recurrence';
import { describe, expect, it } from 'vitest';
import { noRepeat, nthOfMonth, recurrenceOf, weekdayOf } from './recurrence-form';

describe('the Repeats choice', () => {
  // 2026-12-21 is a Monday, the third of its month, and Tahsas 12, 2019 in the Ethiopian calendar.
  const start = '2026-12-21T18:00';

  it('reads each rule off the start date', () => {
    const rule = (repeats: (typeof noRepeat)['repeats']) =>
      recurrenceOf({ ...noRepeat, repeats }, start)?.rule;
    expect(recurrenceOf(noRepeat, start)).toBeNull();
    expect(rule('weekly')).toEqual({ kind: 'weekly', interval: 1, weekdays: ['MO'] });
    expect(rule('monthly-date')).toEqual({ kind: 'monthly-date', interval: 1, day: 21 });
    expect(rule('monthly-weekday')).toEqual({
      kind: 'monthly-weekday',
      interval: 1,
      weekday: 'MO',
      ordinal: 3,
    });
    expect(rule('yearly')).toEqual({ kind: 'yearly', interval: 1 });
    expect(rule('ethiopian-monthly')).toEqual({ kind: 'ethiopian-monthly', day: 12 });
    expect(rule('ethiopian-yearly')).toEqual({ kind: 'ethiopian-yearly', month: 4, day: 12 });
    expect(recurrenceOf({ ...noRepeat, repeats: 'feast', feast: 'timkat' }, start)?.rule).toEqual({
      kind: 'feast',
      feast: 'timkat',
    });
  });

  it('takes the chosen weekdays, the fifth weekday as the last, and the end as typed', () => {
    expect(weekdayOf('2026-11-29')).toBe('SU');
    expect(nthOfMonth('2026-11-29')).toBe(-1);
    const weekly = recurrenceOf(
      { ...noRepeat, repeats: 'weekly', weekdays: ['TU', 'TH'], endKind: 'count', count: '8' },
      start,
    );
    expect(weekly).toEqual({
      rule: { kind: 'weekly', interval: 1, weekdays: ['TU', 'TH'] },
      end: { kind: 'count', count: 8 },
    });
    expect(recurrenceSchema.safeParse(weekly).success).toBe(true);
    const zero = recurrenceOf(
      { ...noRepeat, repeats: 'yearly', endKind: 'count', count: '0' },
      start,
    );
    expect(recurrenceSchema.safeParse(zero).error?.issues[0]?.message).toBe(
      'validation.recurrenceCountInvalid',
    );
    expect(
      recurrenceOf({ ...noRepeat, repeats: 'yearly', endKind: 'until', until: '2028-01-01' }, start)
        ?.end,
    ).toEqual({ kind: 'until', date: '2028-01-01' });
  });
});
