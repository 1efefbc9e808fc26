import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatTigrinyaAgo,
  tigrinyaMonths,
  tigrinyaWeekdays,
} from './locale-format';
import { numberLocale } from '@aebro/shared/money';

const afternoon = new Date('2026-01-05T15:07:00Z'); // a Monday
const morning = new Date('2026-05-24T09:05:00Z'); // a Sunday
const utc = 'UTC';

describe('Tigrinya dates', () => {
  it("have twelve months and seven days, all in Ge'ez script", () => {
    expect(tigrinyaMonths).toHaveLength(12);
    expect(tigrinyaWeekdays).toHaveLength(7);
    for (const name of [...tigrinyaMonths, ...tigrinyaWeekdays])
      expect(name).toMatch(/^[\u1200-\u137F]+$/);
  });

  it('are written day, month, year with Tigrinya names', () => {
    expect(formatDateTime(afternoon, 'ti', { dateStyle: 'short', timeZone: utc })).toBe(
      '5 ጥሪ 2026',
    );
    expect(
      formatDateTime(afternoon, 'ti', { dateStyle: 'short', withoutYear: true, timeZone: utc }),
    ).toBe('5 ጥሪ');
    expect(formatDateTime(morning, 'ti', { dateStyle: 'long', timeZone: utc })).toBe(
      '24 ግንቦት 2026',
    );
    expect(
      formatDateTime('2026-11-14T12:00:00Z', 'ti', { dateStyle: 'medium', timeZone: utc }),
    ).toBe('14 ሕዳር 2026');
  });

  it('name the weekday and the time of day, morning and afternoon', () => {
    expect(
      formatDateTime(afternoon, 'ti', { dateStyle: 'full', withTime: true, timeZone: utc }),
    ).toBe('ሰኑይ፣ 5 ጥሪ 2026 ሰዓት 3:07 ድ.ቀ.');
    expect(
      formatDateTime(morning, 'ti', { dateStyle: 'full', withTime: true, timeZone: utc }),
    ).toBe('ሰንበት፣ 24 ግንቦት 2026 ሰዓት 9:05 ቅ.ቀ.');
    expect(
      formatDateTime('2026-03-01T00:30:00Z', 'ti', {
        dateStyle: 'medium',
        withTime: true,
        timeZone: utc,
      }),
    ).toBe('1 መጋቢት 2026 12:30 ቅ.ቀ.');
    expect(
      formatDateTime('2026-03-01T12:00:00Z', 'ti', {
        dateStyle: 'medium',
        withTime: true,
        timeZone: utc,
      }),
    ).toBe('1 መጋቢት 2026 12:00 ድ.ቀ.');
  });

  it('read the day in the time zone asked for', () => {
    // 23:30 in Los Angeles on 31 December is already 1 January in UTC.
    const lateEvening = new Date('2027-01-01T07:30:00Z');
    expect(
      formatDateTime(lateEvening, 'ti', { dateStyle: 'full', timeZone: 'America/Los_Angeles' }),
    ).toBe('ሓሙስ፣ 31 ታሕሳስ 2026');
    expect(
      formatDateTime(lateEvening, 'ti', { dateStyle: 'full', timeZone: 'Africa/Asmara' }),
    ).toBe('ዓርቢ፣ 1 ጥሪ 2027');
  });

  it('leave English and Amharic to Intl', () => {
    expect(formatDateTime(afternoon, 'en', { dateStyle: 'short', timeZone: utc })).toBe(
      'Jan 5, 2026',
    );
    expect(formatDateTime(afternoon, 'am', { dateStyle: 'long', timeZone: utc })).toMatch(/ጃንዋሪ/);
  });
});

describe('Tigrinya relative times', () => {
  it('say "ago" with ቅድሚ, singular after one and plural after more', () => {
    expect(formatTigrinyaAgo(1, 'minute')).toBe('ቅድሚ 1 ደቒቕ');
    expect(formatTigrinyaAgo(5, 'minute')).toBe('ቅድሚ 5 ደቓይቕ');
    expect(formatTigrinyaAgo(1, 'hour')).toBe('ቅድሚ 1 ሰዓት');
    expect(formatTigrinyaAgo(3, 'hour')).toBe('ቅድሚ 3 ሰዓታት');
    expect(formatTigrinyaAgo(1, 'day')).toBe('ቅድሚ 1 መዓልቲ');
    expect(formatTigrinyaAgo(6, 'day')).toBe('ቅድሚ 6 መዓልታት');
  });
});

describe('numberLocale', () => {
  it("writes Tigrinya numbers as CLDR does (1,234.5), whatever the browser's default locale", () => {
    expect(numberLocale('ti')).toBe('en');
    expect(new Intl.NumberFormat(numberLocale('ti')).format(1234.5)).toBe(
      new Intl.NumberFormat('ti').format(1234.5),
    );
    expect(numberLocale('am')).toBe('am-ET');
    expect(numberLocale('en')).toBe('en');
  });
});
