import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './locale-format';

// 10:00 UTC on 14 November 2026 is Hidar 5, 2019 in the Ethiopian calendar.
const instant = new Date('2026-11-14T10:00:00Z');
const timeZone = 'Africa/Addis_Ababa';

describe('formatDate', () => {
  it('writes English dates in the Gregorian, the Ethiopian or both calendars', () => {
    const english = { language: 'en', timeZone } as const;
    expect(formatDate(instant, { ...english, calendar: 'gregorian' })).toBe('Nov 14, 2026');
    expect(formatDate(instant, { ...english, calendar: 'ethiopian' })).toBe('Hidar 5, 2019');
    expect(formatDate(instant, { ...english, calendar: 'both' })).toBe(
      'Nov 14, 2026 (Hidar 5, 2019)',
    );
  });

  it('writes Amharic dates with Amharic month names and the era of the Ethiopian year', () => {
    const amharic = { language: 'am', timeZone } as const;
    const gregorian = formatDate(instant, { ...amharic, calendar: 'gregorian' });
    expect(gregorian).toMatch(/^[\u1200-\u137F]+ 14,? 2026$/);
    expect(formatDate(instant, { ...amharic, calendar: 'ethiopian' })).toBe('ኅዳር 5 ቀን 2019 ዓ.ም.');
    expect(formatDate(instant, { ...amharic, calendar: 'both' })).toBe(
      `${gregorian} (ኅዳር 5 ቀን 2019 ዓ.ም.)`,
    );
    for (const calendar of ['gregorian', 'ethiopian', 'both'] as const) {
      expect(formatDate(instant, { ...amharic, calendar })).not.toMatch(/[A-Za-z]/);
    }
  });

  it('leaves out the year of this year, judged in each calendar', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const english = { language: 'en', timeZone, now } as const;
    expect(formatDate(instant, { ...english, calendar: 'gregorian' })).toBe('Nov 14');
    expect(formatDate(instant, { ...english, calendar: 'ethiopian' })).toBe('Hidar 5');
    expect(formatDate(instant, { ...english, calendar: 'both' })).toBe('Nov 14 (Hidar 5)');
    expect(formatDate(instant, { language: 'am', timeZone, now, calendar: 'ethiopian' })).toBe(
      'ኅዳር 5 ቀን',
    );
    // 5 September 2026 is this Gregorian year but the last Ethiopian year (2018 ended on 10 September).
    expect(formatDate('2026-09-05T12:00:00Z', { ...english, calendar: 'both' })).toBe(
      'Sep 5 (Nehase 30, 2018)',
    );
  });

  it("reads the day in the reader's time zone", () => {
    // 22:00 UTC on 10 September 2026: already Ethiopian New Year in Addis Ababa, not yet in New York.
    const evening = '2026-09-10T22:00:00Z';
    expect(formatDate(evening, { language: 'en', calendar: 'both', timeZone })).toBe(
      'Sep 11, 2026 (Meskerem 1, 2019)',
    );
    expect(
      formatDate(evening, { language: 'en', calendar: 'both', timeZone: 'America/New_York' }),
    ).toBe('Sep 10, 2026 (Pagume 5, 2018)');
  });

  it('adds the time of day in every calendar, and writes long dates with the year', () => {
    const english = { language: 'en', timeZone, withTime: true } as const;
    expect(formatDate(instant, { ...english, calendar: 'gregorian' })).toBe(
      'Nov 14, 2026, 1:00 PM',
    );
    expect(formatDate(instant, { ...english, calendar: 'ethiopian' })).toBe(
      'Hidar 5, 2019, 1:00 PM',
    );
    expect(formatDate(instant, { ...english, calendar: 'both' })).toBe(
      'Nov 14, 2026, 1:00 PM (Hidar 5, 2019)',
    );
    const now = new Date('2026-11-22T12:00:00Z');
    expect(
      formatDate(instant, { language: 'en', timeZone, now, calendar: 'both', dateStyle: 'long' }),
    ).toBe('November 14, 2026 (Hidar 5, 2019)');
    expect(
      formatDate(instant, { language: 'am', timeZone, calendar: 'ethiopian', withTime: true }),
    ).toBe('ኅዳር 5 ቀን 2019 ዓ.ም., 1:00 ከሰዓት');
  });

  it('writes Tigrinya dates and times from its own tables, day before month', () => {
    const tigrinya = { language: 'ti', timeZone } as const;
    expect(formatDate(instant, { ...tigrinya, calendar: 'gregorian' })).toBe('14 ሕዳር 2026');
    expect(formatDate(instant, { ...tigrinya, calendar: 'ethiopian', withTime: true })).toBe(
      '5 ሕዳር 2019 ዓ.ም., 1:00 ድ.ቀ.',
    );
    expect(formatDate(instant, { ...tigrinya, calendar: 'both' })).toBe(
      '14 ሕዳር 2026 (5 ሕዳር 2019 ዓ.ም.)',
    );
    expect(formatTime(instant, 'ti', timeZone)).toBe('1:00 ድ.ቀ.');
    expect(formatTime(instant, 'en', timeZone)).toBe('1:00 PM');
    expect(formatTime('2026-11-14T06:05:00Z', 'ti', timeZone)).toBe('9:05 ቅ.ቀ.');
  });
});
