import { describe, expect, it } from 'vitest';
import {
  gregorianToJdn,
  isGregorianLeapYear,
  isValidGregorianDate,
  jdnOfUtcDay,
  jdnToGregorian,
  jdnToJulian,
  julianToJdn,
  utcMidnightOfJdn,
} from './day-numbers';
import {
  daysInEthiopianMonth,
  ethiopianDateOf,
  ethiopianToGregorian,
  ethiopianToJdn,
  formatEthiopianDate,
  gregorianDateOf,
  gregorianToEthiopian,
  isEthiopianLeapYear,
  isValidEthiopianDate,
  jdnToEthiopian,
} from './ethiopian-calendar';

const first = gregorianToJdn({ year: 1900, month: 1, day: 1 });
const last = gregorianToJdn({ year: 2100, month: 12, day: 31 });

/**
 * ICU counts Ethiopian years within an era: 'AM' (Amete Mihret, years from Meskerem 1 of 8 CE) is
 * the era Ethiopia writes and the one every day from 1900 to 2100 is in; before its year 1 ICU
 * switches to 'AA' (Amete Alem, the era of the world), which starts 5500 years earlier. The map says
 * so explicitly; an unknown era fails the test rather than being read as Amete Mihret.
 */
const eraOffsets: Record<string, number> = { AM: 0, AA: -5500 };

const ethiopic = new Intl.DateTimeFormat('en-u-ca-ethiopic-nu-latn', {
  timeZone: 'UTC',
  era: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function intlEthiopian(jdn: number): { year: number; month: number; day: number; era: string } {
  const date = { year: 0, month: 0, day: 0, era: '' };
  for (const part of ethiopic.formatToParts(utcMidnightOfJdn(jdn))) {
    if (part.type === 'era') date.era = part.value;
    else if (part.type === 'year' || part.type === 'month' || part.type === 'day') {
      date[part.type] = Number(part.value);
    }
  }
  const offset = eraOffsets[date.era];
  if (offset === undefined) throw new Error(`unknown ethiopic era ${date.era}`);
  return { ...date, year: date.year + offset };
}

describe('the Ethiopian calendar converter', () => {
  it('uses the ethiopic calendar of Intl for its reference', () => {
    expect(ethiopic.resolvedOptions().calendar).toBe('ethiopic');
  });

  it('agrees with Intl and with Date on every day from 1900-01-01 to 2100-12-31', () => {
    const started = performance.now();
    const mismatches: string[] = [];
    const pagumeSixYears: number[] = [];
    for (let jdn = first; jdn <= last; jdn += 1) {
      const instant = utcMidnightOfJdn(jdn);
      const gregorian = jdnToGregorian(jdn);
      const ethiopian = jdnToEthiopian(jdn);
      const expected = intlEthiopian(jdn);
      if (
        expected.era !== 'AM' ||
        ethiopian.year !== expected.year ||
        ethiopian.month !== expected.month ||
        ethiopian.day !== expected.day ||
        gregorian.year !== instant.getUTCFullYear() ||
        gregorian.month !== instant.getUTCMonth() + 1 ||
        gregorian.day !== instant.getUTCDate() ||
        gregorianToJdn(gregorian) !== jdn ||
        ethiopianToJdn(ethiopian) !== jdn
      ) {
        mismatches.push(`${instant.toISOString().slice(0, 10)}: ${JSON.stringify(ethiopian)}`);
      }
      if (expected.month === 13 && expected.day === 6) pagumeSixYears.push(expected.year);
    }
    const days = last - first + 1;
    console.log(`${days} days checked in ${Math.round(performance.now() - started)} ms`);
    expect(days).toBe(73_414);
    expect(mismatches.slice(0, 5)).toEqual([]);
    // Pagume 6 exists exactly in the years mod 4 = 3: 1895, 1899, … 2091.
    const leapYears = pagumeSixYears.filter((year) => isEthiopianLeapYear(year));
    expect(pagumeSixYears).toEqual(leapYears);
    expect(pagumeSixYears[0]).toBe(1895);
    expect(pagumeSixYears.at(-1)).toBe(2091);
    expect(pagumeSixYears).toHaveLength((2091 - 1895) / 4 + 1);
  });

  it('maps ICU’s Amete Alem era too (year 1 CE is 5493 Amete Alem, -7 Amete Mihret)', () => {
    const jdn = gregorianToJdn({ year: 1, month: 1, day: 1 });
    expect(intlEthiopian(jdn)).toMatchObject({ era: 'AA', year: -7 });
    expect(jdnToEthiopian(jdn)).toEqual({ year: -7, month: 5, day: 8 });
  });

  it('round-trips every Ethiopian date of the years 1892 to 2094', () => {
    let count = 0;
    for (let year = 1892; year <= 2094; year += 1) {
      for (let month = 1; month <= 13; month += 1) {
        for (let day = 1; day <= daysInEthiopianMonth(year, month); day += 1) {
          const date = { year, month, day };
          const back = gregorianToEthiopian(ethiopianToGregorian(date));
          if (back.year !== year || back.month !== month || back.day !== day) {
            throw new Error(`${JSON.stringify(date)} came back as ${JSON.stringify(back)}`);
          }
          count += 1;
        }
      }
    }
    expect(count).toBe(203 * 365 + 50);
  });

  it('has Pagume 6 exactly in leap years (mod 4 = 3), the day before Meskerem 1', () => {
    expect(isEthiopianLeapYear(2015)).toBe(true);
    expect(isEthiopianLeapYear(2016)).toBe(false);
    expect(ethiopianToGregorian({ year: 2015, month: 13, day: 6 })).toEqual({
      year: 2023,
      month: 9,
      day: 11,
    });
    expect(ethiopianToGregorian({ year: 2016, month: 1, day: 1 })).toEqual({
      year: 2023,
      month: 9,
      day: 12,
    });
    expect(ethiopianToGregorian({ year: 2017, month: 13, day: 5 })).toEqual({
      year: 2025,
      month: 9,
      day: 10,
    });
    expect(ethiopianToGregorian({ year: 2018, month: 1, day: 1 })).toEqual({
      year: 2025,
      month: 9,
      day: 11,
    });
    expect(isValidEthiopianDate({ year: 2019, month: 13, day: 6 })).toBe(true);
    expect(isValidEthiopianDate({ year: 2018, month: 13, day: 6 })).toBe(false);
    expect(isValidEthiopianDate({ year: 2019, month: 13, day: 7 })).toBe(false);
    expect(isValidEthiopianDate({ year: 2018, month: 14, day: 1 })).toBe(false);
    expect(() => ethiopianToJdn({ year: 2018, month: 13, day: 6 })).toThrow(RangeError);
  });

  it('follows the Gregorian century rule: 1900 and 2100 have no 29 February, 2000 has', () => {
    expect([1900, 2000, 2100, 2024, 2023].map(isGregorianLeapYear)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(isValidGregorianDate({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isValidGregorianDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isValidGregorianDate({ year: 2100, month: 2, day: 29 })).toBe(false);
    expect(gregorianToJdn({ year: 2100, month: 3, day: 1 })).toBe(
      gregorianToJdn({ year: 2100, month: 2, day: 28 }) + 1,
    );
    // The Ethiopian calendar has no such exception: New Year moves from 11 to 12 September for good.
    const newYear = (year: number) => ethiopianToGregorian({ year, month: 1, day: 1 });
    expect(newYear(2091)).toEqual({ year: 2098, month: 9, day: 11 });
    expect(newYear(2092)).toEqual({ year: 2099, month: 9, day: 12 });
    expect(newYear(2093)).toEqual({ year: 2100, month: 9, day: 12 });
    expect(newYear(2094)).toEqual({ year: 2101, month: 9, day: 12 });
  });

  it('converts the Julian calendar, which the Orthodox feasts use', () => {
    // The Gregorian reform: Thursday 4 October 1582 (Julian) was followed by Friday 15 October.
    expect(julianToJdn({ year: 1582, month: 10, day: 4 }) + 1).toBe(
      gregorianToJdn({ year: 1582, month: 10, day: 15 }),
    );
    for (let year = 1900; year <= 2099; year += 1) {
      const christmas = jdnToGregorian(julianToJdn({ year, month: 12, day: 25 }));
      expect(christmas).toEqual({ year: year + 1, month: 1, day: 7 });
    }
    for (let jdn = first; jdn <= first + 4 * 366; jdn += 1) {
      expect(julianToJdn(jdnToJulian(jdn))).toBe(jdn);
    }
  });

  it("places an instant on the reader's day in their time zone", () => {
    // 21:30 UTC on 10 September 2025 is 00:30 on the 11th in Addis Ababa: Ethiopian New Year 2018.
    const instant = new Date('2025-09-10T21:30:00Z');
    expect(gregorianDateOf(instant, 'Africa/Addis_Ababa')).toEqual({
      year: 2025,
      month: 9,
      day: 11,
    });
    expect(ethiopianDateOf(instant, 'Africa/Addis_Ababa')).toEqual({
      year: 2018,
      month: 1,
      day: 1,
    });
    expect(ethiopianDateOf(instant, 'UTC')).toEqual({ year: 2017, month: 13, day: 5 });
    expect(ethiopianDateOf(instant, 'America/Los_Angeles')).toEqual({
      year: 2017,
      month: 13,
      day: 5,
    });
    // Just after midnight in Washington in summer time (UTC-4) is still the previous day in UTC-7.
    const late = new Date('2024-07-04T04:30:00Z');
    expect(gregorianDateOf(late, 'America/New_York')).toEqual({ year: 2024, month: 7, day: 4 });
    expect(gregorianDateOf(late, 'America/Los_Angeles')).toEqual({
      year: 2024,
      month: 7,
      day: 3,
    });
    expect(jdnOfUtcDay(late)).toBe(gregorianToJdn({ year: 2024, month: 7, day: 4 }));
  });

  it("without a zone gives the runtime's own zone's day, as Intl does", () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const iso of [
      '2024-07-04T04:30:00Z',
      '2024-12-31T23:59:59Z',
      '2025-01-01T00:00:00Z',
      '2026-09-11T21:30:00Z',
    ]) {
      const instant = new Date(iso);
      expect(gregorianDateOf(instant), iso).toEqual(gregorianDateOf(instant, zone));
    }
  });
});

describe('formatEthiopianDate', () => {
  const meskel = { year: 2018, month: 1, day: 17 };

  it('writes the date as readers of each language expect', () => {
    expect(formatEthiopianDate(meskel, 'en')).toBe('Meskerem 17, 2018');
    expect(formatEthiopianDate(meskel, 'am')).toBe('መስከረም 17 ቀን 2018 ዓ.ም.');
    expect(formatEthiopianDate(meskel, 'ti')).toBe('17 መስከረም 2018 ዓ.ም.');
    expect(formatEthiopianDate(meskel, 'en', undefined, { year: false })).toBe('Meskerem 17');
    expect(formatEthiopianDate(meskel, 'am', undefined, { year: false })).toBe('መስከረም 17 ቀን');
    expect(formatEthiopianDate(meskel, 'ti', undefined, { year: false })).toBe('17 መስከረም');
  });

  it('uses each language’s month names, Pagume included', () => {
    const names = (language: 'en' | 'am' | 'ti'): string[] =>
      Array.from({ length: 13 }, (_, index) =>
        formatEthiopianDate({ year: 2015, month: index + 1, day: 1 }, language, undefined, {
          year: false,
        }),
      );
    expect(names('en')).toEqual([
      'Meskerem 1',
      'Tikimt 1',
      'Hidar 1',
      'Tahsas 1',
      'Tir 1',
      'Yekatit 1',
      'Megabit 1',
      'Miyazya 1',
      'Ginbot 1',
      'Sene 1',
      'Hamle 1',
      'Nehase 1',
      'Pagume 1',
    ]);
    expect(names('am').map((text) => text.split(' ')[0])).toEqual(
      'መስከረም ጥቅምት ኅዳር ታኅሣሥ ጥር የካቲት መጋቢት ሚያዝያ ግንቦት ሰኔ ሐምሌ ነሐሴ ጳጉሜን'.split(' '),
    );
    expect(names('ti').map((text) => text.split(' ')[1])).toEqual(
      'መስከረም ጥቅምቲ ሕዳር ታሕሳስ ጥሪ ለካቲት መጋቢት ሚያዝያ ግንቦት ሰነ ሓምለ ነሓሰ ጳጉሜን'.split(' '),
    );
    expect(formatEthiopianDate({ year: 2015, month: 13, day: 6 }, 'en')).toBe('Pagume 6, 2015');
  });

  it('formats an instant on the day it is in the given time zone', () => {
    const instant = new Date('2025-09-26T22:30:00Z');
    expect(formatEthiopianDate(instant, 'en', 'Africa/Addis_Ababa')).toBe('Meskerem 17, 2018');
    expect(formatEthiopianDate(instant, 'en', 'America/Chicago')).toBe('Meskerem 16, 2018');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatEthiopianDate({ year: 2018, month: 13, day: 6 }, 'en')).toThrow(RangeError);
    expect(() => formatEthiopianDate({ year: 2018, month: 0, day: 1 }, 'am')).toThrow(RangeError);
  });
});
