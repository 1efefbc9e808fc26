import { describe, expect, it } from 'vitest';
import {
  ethiopianDayOf,
  scheduleInstant,
  scheduleValueOf,
  withEthiopianDay,
  type ScheduleValue,
} from './schedule-time';

/* A scheduled post's time (issue 36): a day in either calendar and a time in the member's zone. */

const addis = 'Africa/Addis_Ababa';

describe('the schedule picker’s time', () => {
  it('reads a Timket greeting at 06:00 on Tir 11, 2019 in Addis Ababa as 03:00 UTC on 19 January 2027', () => {
    const start: ScheduleValue = { calendar: 'ethiopian', date: '2026-11-29', time: '06:00' };
    const timket = withEthiopianDay(start, { year: 2019, month: 5, day: 11 });
    expect(timket.date).toBe('2027-01-19');
    expect(ethiopianDayOf(timket)).toEqual({ year: 2019, month: 5, day: 11 });
    expect(scheduleInstant(timket, addis).toISOString()).toBe('2027-01-19T03:00:00.000Z');
    // The same wall-clock time in Washington is eight hours later in UTC.
    expect(scheduleInstant(timket, 'America/New_York').toISOString()).toBe(
      '2027-01-19T11:00:00.000Z',
    );
  });

  it('keeps Pagume within its 5 or 6 days', () => {
    const start: ScheduleValue = { calendar: 'ethiopian', date: '2026-11-29', time: '09:00' };
    // 2020 is a common year (Pagume has 5 days); 2019 a leap year (year mod 4 = 3: 6 days).
    expect(ethiopianDayOf(withEthiopianDay(start, { year: 2020, month: 13, day: 6 }))).toEqual({
      year: 2020,
      month: 13,
      day: 5,
    });
    expect(ethiopianDayOf(withEthiopianDay(start, { year: 2019, month: 13, day: 6 }))).toEqual({
      year: 2019,
      month: 13,
      day: 6,
    });
  });

  it('starts at the next full hour after one from now, in the member’s zone', () => {
    const now = Date.parse('2026-11-29T12:36:00Z');
    expect(scheduleValueOf(null, addis, 'gregorian', now)).toEqual({
      calendar: 'gregorian',
      date: '2026-11-29',
      time: '17:00',
    });
    const kept = new Date('2027-01-19T03:00:00Z');
    expect(scheduleValueOf(kept, addis, 'ethiopian', now)).toMatchObject({
      date: '2027-01-19',
      time: '06:00',
    });
  });
});
