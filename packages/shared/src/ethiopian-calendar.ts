import { floorDiv, gregorianToJdn, jdnToGregorian, mod, type CalendarDate } from './day-numbers';

/**
 * The Ethiopian calendar (ዓመተ ምሕረት, the Amete Mihret era), converted by the project's own
 * arithmetic: the npm libraries were found wrong on many days and around leap years (issue 18).
 * Twelve months of 30 days and Pagume (ጳጉሜን) of 5 days, 6 in a leap year. Every fourth year is a
 * leap year with no century exception, like the Julian calendar: year mod 4 = 3 (the "year of
 * Luke"), so Pagume 6 comes just before the Julian leap day. Conversion runs through Julian Day
 * Numbers; the tests check every day from 1900 to 2100 against Intl's `ethiopic` calendar.
 */

/** A Gregorian calendar date: month 1–12. */
export type GregorianDate = CalendarDate;
/** An Ethiopian calendar date: month 1–13 (13 is Pagume), day 1–30 (Pagume 1–5, or 1–6). */
export type EthiopianDate = CalendarDate;

/** The languages Ethiopian dates are written in. */
export type CalendarLanguage = 'en' | 'am' | 'ti';

/** JDN of Meskerem 1 of year 1 (Julian 29 August, 8 CE). */
const ethiopianEpochJdn = 1724221;
/** Days in a four-year cycle of years 4n+1 … 4n+4, the third of which is the leap year. */
const cycleDays = 4 * 365 + 1;

export function isEthiopianLeapYear(year: number): boolean {
  return mod(year, 4) === 3;
}

/** 30 days for months 1–12; Pagume (13) has 6 in a leap year, else 5. */
export function daysInEthiopianMonth(year: number, month: number): number {
  if (month >= 1 && month <= 12) return 30;
  if (month === 13) return isEthiopianLeapYear(year) ? 6 : 5;
  return 0;
}

export function isValidEthiopianDate({ year, month, day }: EthiopianDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInEthiopianMonth(year, month)
  );
}

export function ethiopianToJdn(date: EthiopianDate): number {
  if (!isValidEthiopianDate(date)) {
    throw new RangeError(`Not an Ethiopian date: ${date.year}-${date.month}-${date.day}`);
  }
  const { year, month, day } = date;
  // Leap days before `year`: one for each earlier year y with y mod 4 = 3, which is floor(year / 4).
  return ethiopianEpochJdn + 365 * (year - 1) + floorDiv(year, 4) + 30 * (month - 1) + (day - 1);
}

export function jdnToEthiopian(jdn: number): EthiopianDate {
  const sinceEpoch = jdn - ethiopianEpochJdn;
  const cycle = floorDiv(sinceEpoch, cycleDays);
  const inCycle = mod(sinceEpoch, cycleDays);
  // Years of the cycle start on its days 0, 365, 730 and, after the 366-day third year, 1096.
  const yearInCycle = inCycle < 730 ? floorDiv(inCycle, 365) : inCycle < 1096 ? 2 : 3;
  const dayOfYear = inCycle - (yearInCycle === 3 ? 1096 : 365 * yearInCycle);
  return {
    year: 4 * cycle + yearInCycle + 1,
    month: floorDiv(dayOfYear, 30) + 1,
    day: mod(dayOfYear, 30) + 1,
  };
}

export function gregorianToEthiopian(date: GregorianDate): EthiopianDate {
  return jdnToEthiopian(gregorianToJdn(date));
}

export function ethiopianToGregorian(date: EthiopianDate): GregorianDate {
  return jdnToGregorian(ethiopianToJdn(date));
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = zoneFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    zoneFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The Gregorian date an instant falls on in a time zone (the runtime's own zone when none is
 * given): 23:30 on the 10th in Addis Ababa is already the 11th there, whatever UTC says. Intl reads
 * the zone's rules; the arithmetic from there on is ours. Meant for years 1–9999.
 */
export function gregorianDateOf(instant: Date, timeZone?: string): GregorianDate {
  // The runtime's own zone is what Date's local fields read: no formatter to build (building the
  // first one loads the zone data, tens of milliseconds on a slow phone).
  if (timeZone === undefined)
    return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
  const date: GregorianDate = { year: 0, month: 0, day: 0 };
  for (const part of zoneFormatter(timeZone).formatToParts(instant)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day') {
      date[part.type] = Number(part.value);
    }
  }
  return date;
}

/** The Ethiopian date an instant falls on in a time zone (the runtime's own when none is given). */
export function ethiopianDateOf(instant: Date, timeZone?: string): EthiopianDate {
  return gregorianToEthiopian(gregorianDateOf(instant, timeZone));
}

export const ethiopianMonthNames: Readonly<Record<CalendarLanguage, readonly string[]>> = {
  en: [
    'Meskerem',
    'Tikimt',
    'Hidar',
    'Tahsas',
    'Tir',
    'Yekatit',
    'Megabit',
    'Miyazya',
    'Ginbot',
    'Sene',
    'Hamle',
    'Nehase',
    'Pagume',
  ],
  am: [
    'መስከረም',
    'ጥቅምት',
    'ኅዳር',
    'ታኅሣሥ',
    'ጥር',
    'የካቲት',
    'መጋቢት',
    'ሚያዝያ',
    'ግንቦት',
    'ሰኔ',
    'ሐምሌ',
    'ነሐሴ',
    'ጳጉሜን',
  ],
  // Tigrinya spells several months its own way. In Eritrea the same names also name the Gregorian
  // months (ጥሪ is January there), so an Ethiopian date in Tigrinya always carries its era, ዓ.ም.
  ti: [
    'መስከረም',
    'ጥቅምቲ',
    'ሕዳር',
    'ታሕሳስ',
    'ጥሪ',
    'ለካቲት',
    'መጋቢት',
    'ሚያዝያ',
    'ግንቦት',
    'ሰነ',
    'ሓምለ',
    'ነሓሰ',
    'ጳጉሜን',
  ],
};

export function ethiopianMonthName(month: number, language: CalendarLanguage): string {
  const name = ethiopianMonthNames[language][month - 1];
  if (name === undefined) throw new RangeError(`Not an Ethiopian month: ${month}`);
  return name;
}

export interface EthiopianFormatOptions {
  /** Write the year (default). Lists leave it out for dates of the current year. */
  year?: boolean;
}

function isInstant(date: Date | EthiopianDate): date is Date {
  return date instanceof Date;
}

/**
 * An Ethiopian date as its readers write it, with digits 0–9 (as print and phones do today):
 * - English: "Meskerem 17, 2018", like an English Gregorian date.
 * - Amharic: "መስከረም 17 ቀን 2018 ዓ.ም.", the form of letters and newspapers (ቀን "day", ዓ.ም. the era).
 * - Tigrinya: "17 መስከረም 2018 ዓ.ም.": Tigrinya writers put the day first, as in "24 ግንቦት 1991";
 *   ዓ.ም. (ዓመተ ምሕረት) marks the Ethiopian year, which matters where the month names are Gregorian too.
 * An instant is first placed on a day in `timeZone` (the runtime's zone when none is given).
 */
export function formatEthiopianDate(
  date: Date | EthiopianDate,
  language: CalendarLanguage,
  timeZone?: string,
  { year: withYear = true }: EthiopianFormatOptions = {},
): string {
  const ethiopian = isInstant(date) ? ethiopianDateOf(date, timeZone) : date;
  if (!isValidEthiopianDate(ethiopian)) {
    throw new RangeError(
      `Not an Ethiopian date: ${ethiopian.year}-${ethiopian.month}-${ethiopian.day}`,
    );
  }
  const { year, month, day } = ethiopian;
  const monthName = ethiopianMonthName(month, language);
  switch (language) {
    case 'en':
      return withYear ? `${monthName} ${day}, ${year}` : `${monthName} ${day}`;
    case 'am':
      return withYear ? `${monthName} ${day} ቀን ${year} ዓ.ም.` : `${monthName} ${day} ቀን`;
    case 'ti':
      return withYear ? `${day} ${monthName} ${year} ዓ.ም.` : `${day} ${monthName}`;
  }
}
