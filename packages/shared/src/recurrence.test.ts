import { describe, expect, it } from 'vitest';
import { gregorianToJdn } from './day-numbers';
import { gregorianToEthiopian, isEthiopianLeapYear } from './ethiopian-calendar';
import {
  dateOfIso,
  feastDatesIn,
  feastOffsets,
  isoOf,
  occurrenceDates,
  occurrences,
  recurrenceSchema,
  type Recurrence,
  type RecurrenceRule,
} from './recurrence';

const never = { kind: 'never' } as const;
const series = (rule: RecurrenceRule, end: Recurrence['end'] = never): Recurrence => ({
  rule,
  end,
});
const weekdayOf = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay(); // 0 = Sunday
const ethiopianOf = (iso: string) => gregorianToEthiopian(dateOfIso(iso));
const daysBetween = (a: string, b: string): number =>
  gregorianToJdn(dateOfIso(b)) - gregorianToJdn(dateOfIso(a));

const century = { from: '2000-01-01', to: '2100-12-31' };

describe('monthly on day N of the Ethiopian month', () => {
  it('gives the 12th of every Ethiopian month, in Gregorian dates', () => {
    const dates = occurrenceDates(series({ kind: 'ethiopian-monthly', day: 12 }), '2026-11-29', {
      from: '2026-11-29',
      to: '2027-02-28',
    });
    // Hidar 20, 2019 is 29 November 2026; Tahsas 12, Tir 12 and Yekatit 12 follow.
    expect(dates).toEqual(['2026-12-21', '2027-01-20', '2027-02-19']);
    expect(dates.map(ethiopianOf)).toEqual([
      { year: 2019, month: 4, day: 12 },
      { year: 2019, month: 5, day: 12 },
      { year: 2019, month: 6, day: 12 },
    ]);
  });

  it.each([1, 5, 6, 7, 12, 21, 29, 30])(
    'day %i across 2000–2100: that day of each month, Pagume only when it has the day',
    (day) => {
      const dates = occurrenceDates(
        series({ kind: 'ethiopian-monthly', day }),
        century.from,
        century,
        5000,
      );
      const perYear = new Map<number, number>();
      let previous: ReturnType<typeof ethiopianOf> | undefined;
      for (const iso of dates) {
        const date = ethiopianOf(iso);
        expect(date.day).toBe(day);
        perYear.set(date.year, (perYear.get(date.year) ?? 0) + 1);
        if (previous) {
          // The next month, or over Pagume when it has no such day.
          const step = (date.year - previous.year) * 13 + date.month - previous.month;
          const skipsPagume = previous.month === 12 && date.month === 1;
          expect(step).toBe(skipsPagume ? 2 : 1);
          if (skipsPagume) expect(day > 6 || (day === 6 && !isEthiopianLeapYear(previous.year)));
        }
        previous = date;
      }
      // Whole Ethiopian years inside the range: 1993 to 2092.
      for (let year = 1993; year <= 2092; year += 1) {
        const pagume = day <= 5 || (day === 6 && isEthiopianLeapYear(year)) ? 1 : 0;
        expect(perYear.get(year), `year ${year}`).toBe(12 + pagume);
      }
    },
  );

  it('stops after a count, counted from the first occurrence', () => {
    const recurrence = series({ kind: 'ethiopian-monthly', day: 12 }, { kind: 'count', count: 3 });
    expect(occurrenceDates(recurrence, '2026-11-29', century)).toEqual([
      '2026-12-21',
      '2027-01-20',
      '2027-02-19',
    ]);
    // A later window sees only what is left of the three.
    expect(
      occurrenceDates(recurrence, '2026-11-29', { from: '2027-01-01', to: '2030-01-01' }),
    ).toEqual(['2027-01-20', '2027-02-19']);
  });

  it('stops on an end date (included)', () => {
    const recurrence = series(
      { kind: 'ethiopian-monthly', day: 12 },
      { kind: 'until', date: '2027-01-20' },
    );
    expect(occurrenceDates(recurrence, '2026-11-29', century)).toEqual([
      '2026-12-21',
      '2027-01-20',
    ]);
  });
});

describe('yearly on an Ethiopian date', () => {
  it('Pagume 6 comes only in leap years', () => {
    const dates = occurrenceDates(
      series({ kind: 'ethiopian-yearly', month: 13, day: 6 }),
      century.from,
      century,
    );
    expect(dates.length).toBe(25);
    for (const iso of dates) {
      const date = ethiopianOf(iso);
      expect(date).toMatchObject({ month: 13, day: 6 });
      expect(isEthiopianLeapYear(date.year)).toBe(true);
    }
  });

  it('Meskerem 17 every year: 27 September, or the 28th after Pagume 6', () => {
    const dates = occurrenceDates(
      series({ kind: 'ethiopian-yearly', month: 1, day: 17 }),
      '2022-01-01',
      { from: '2022-01-01', to: '2027-12-31' },
    );
    expect(dates).toEqual([
      '2022-09-27',
      '2023-09-28',
      '2024-09-27',
      '2025-09-27',
      '2026-09-27',
      '2027-09-28',
    ]);
  });
});

describe('feasts', () => {
  it('Fasika falls on the Orthodox Easter Sunday', () => {
    expect(
      ['2023', '2024', '2025', '2026'].map((y) => isoOf(feastDatesIn('fasika', +y)[0]!)),
    ).toEqual(['2023-04-16', '2024-05-05', '2025-04-20', '2026-04-12']);
  });

  it('the movable feasts keep their distance from Fasika and their weekday, 2000–2100', () => {
    const weekdays: Record<keyof typeof feastOffsets, number> = {
      nineveh: 1,
      'abiy-tsom': 1,
      'debre-zeit': 0,
      hosanna: 0,
      siklet: 5,
      fasika: 0,
      'rikbe-kahinat': 3,
      erget: 4,
      peraklitos: 0,
      'tsome-hawaryat': 1,
    };
    const fasika = occurrenceDates(
      series({ kind: 'feast', feast: 'fasika' }),
      '2000-01-01',
      century,
    );
    expect(fasika).toHaveLength(101);
    for (const [feast, offset] of Object.entries(feastOffsets) as [
      keyof typeof feastOffsets,
      number,
    ][]) {
      const dates = occurrenceDates(series({ kind: 'feast', feast }), '2000-01-01', century);
      expect(dates).toHaveLength(101);
      dates.forEach((iso, i) => {
        expect(daysBetween(fasika[i]!, iso)).toBe(offset);
        expect(weekdayOf(iso), `${feast} ${iso}`).toBe(weekdays[feast]);
      });
    }
  });

  it('dates of 2025 as the Church announced them', () => {
    const in2025 = (feast: Parameters<typeof feastDatesIn>[0]) =>
      isoOf(feastDatesIn(feast, 2025)[0]!);
    expect(in2025('nineveh')).toBe('2025-02-10');
    expect(in2025('abiy-tsom')).toBe('2025-02-24');
    expect(in2025('hosanna')).toBe('2025-04-13');
    expect(in2025('siklet')).toBe('2025-04-18');
    expect(in2025('erget')).toBe('2025-05-29');
    expect(in2025('peraklitos')).toBe('2025-06-08');
  });

  it('fixed feasts: Timkat, Meskel, Genna and Enkutatash once a year on their Ethiopian dates', () => {
    for (const [feast, month, days] of [
      ['timkat', 5, [10, 11]],
      ['meskel', 1, [17]],
      ['genna', 4, [28, 29]],
      ['enkutatash', 1, [1]],
    ] as const) {
      const dates = occurrenceDates(series({ kind: 'feast', feast }), '2000-01-01', century);
      expect(dates.length, feast).toBe(101);
      for (const iso of dates) {
        const date = ethiopianOf(iso);
        expect(date.month, `${feast} ${iso}`).toBe(month);
        expect(days as readonly number[]).toContain(date.day);
      }
    }
  });
});

describe('Gregorian rules (rrule)', () => {
  it('every second Sunday of the month', () => {
    const dates = occurrenceDates(
      series({ kind: 'monthly-weekday', interval: 1, weekday: 'SU', ordinal: 2 }),
      '2026-01-01',
      { from: '2026-01-01', to: '2026-12-31' },
    );
    expect(dates).toHaveLength(12);
    for (const iso of dates) {
      expect(weekdayOf(iso)).toBe(0);
      expect(dateOfIso(iso).day).toBeGreaterThanOrEqual(8);
      expect(dateOfIso(iso).day).toBeLessThanOrEqual(14);
    }
    expect(dates[0]).toBe('2026-01-11');
  });

  it('the last Friday of the month', () => {
    const dates = occurrenceDates(
      series({ kind: 'monthly-weekday', interval: 1, weekday: 'FR', ordinal: -1 }),
      '2026-01-01',
      { from: '2026-01-01', to: '2026-03-31' },
    );
    expect(dates).toEqual(['2026-01-30', '2026-02-27', '2026-03-27']);
  });

  it('every other week on Sunday and Wednesday, from the first date on', () => {
    const dates = occurrenceDates(
      series({ kind: 'weekly', interval: 2, weekdays: ['SU', 'WE'] }),
      '2026-12-02',
      { from: '2026-11-01', to: '2026-12-31' },
    );
    // Weeks start on Monday: the week of 30 November, then of 14 and 28 December.
    expect(dates).toEqual(['2026-12-02', '2026-12-06', '2026-12-16', '2026-12-20', '2026-12-30']);
  });

  it('the 31st only in months that have one', () => {
    const dates = occurrenceDates(
      series({ kind: 'monthly-date', interval: 1, day: 31 }),
      '2026-01-31',
      { from: '2026-01-01', to: '2026-12-31' },
    );
    expect(dates.map((iso) => dateOfIso(iso).month)).toEqual([1, 3, 5, 7, 8, 10, 12]);
  });

  it('yearly on the first date, with a count', () => {
    const dates = occurrenceDates(
      series({ kind: 'yearly', interval: 1 }, { kind: 'count', count: 3 }),
      '2026-05-24',
      century,
    );
    expect(dates).toEqual(['2026-05-24', '2027-05-24', '2028-05-24']);
  });

  it('keeps the wall-clock time across daylight-saving changes', () => {
    const list = occurrences(
      series({ kind: 'weekly', interval: 1, weekdays: ['SU'] }),
      '2026-03-01T18:00',
      'America/New_York',
      { from: '2026-03-01', to: '2026-03-15' },
    );
    expect(list.map((o) => o.local)).toEqual([
      '2026-03-01T18:00',
      '2026-03-08T18:00',
      '2026-03-15T18:00',
    ]);
    // 18:00 EST is 23:00 UTC; from 8 March, 18:00 EDT is 22:00 UTC.
    expect(list.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-03-01T23:00:00.000Z',
      '2026-03-08T22:00:00.000Z',
      '2026-03-15T22:00:00.000Z',
    ]);
  });

  it('and in Europe in the autumn', () => {
    const list = occurrences(
      series({ kind: 'ethiopian-monthly', day: 21 }),
      '2026-09-01T10:30',
      'Europe/London',
      { from: '2026-09-01', to: '2026-11-30' },
    );
    // Meskerem 21, Tikimt 21 and Hidar 21 of 2019; British Summer Time ends on 25 October.
    expect(list.map((o) => o.local)).toEqual([
      '2026-10-01T10:30',
      '2026-10-31T10:30',
      '2026-11-30T10:30',
    ]);
    expect(list.map((o) => o.startsAt.toISOString().slice(11, 16))).toEqual([
      '09:30',
      '10:30',
      '10:30',
    ]);
  });
});

describe('the schema', () => {
  it('takes every rule kind and refuses impossible ones', () => {
    expect(
      recurrenceSchema.safeParse({ rule: { kind: 'ethiopian-monthly', day: 12 }, end: never })
        .success,
    ).toBe(true);
    expect(
      recurrenceSchema.safeParse({ rule: { kind: 'ethiopian-monthly', day: 31 }, end: never })
        .success,
    ).toBe(false);
    expect(
      recurrenceSchema.safeParse({ rule: { kind: 'feast', feast: 'christmas' }, end: never })
        .success,
    ).toBe(false);
    expect(
      recurrenceSchema.safeParse({
        rule: { kind: 'weekly', interval: 1, weekdays: [] },
        end: never,
      }).success,
    ).toBe(false);
    expect(
      recurrenceSchema.safeParse({
        rule: { kind: 'yearly', interval: 1 },
        end: { kind: 'until', date: '29 Nov' },
      }).success,
    ).toBe(false);
  });
});
