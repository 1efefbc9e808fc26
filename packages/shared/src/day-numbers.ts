/**
 * Calendar dates as Julian Day Numbers (JDN: whole days counted from 1 January 4713 BCE, Julian),
 * the common ground through which the Gregorian, Julian and Ethiopian calendars convert. Pure
 * arithmetic on proleptic calendars: no Date, no time zone.
 */

/** A day in some calendar; which calendar is said by the function or type using it. */
export interface CalendarDate {
  year: number;
  /** 1–12 (Gregorian, Julian) or 1–13 (Ethiopian). */
  month: number;
  day: number;
}

/** Division rounding towards minus infinity, so the formulas also hold before year 1. */
export function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

/** The remainder that is never negative (JavaScript's % keeps the sign of a). */
export function mod(a: number, b: number): number {
  return ((a % b) + b) % b;
}

/** Every fourth year, except the centuries not divisible by 400 (1900 and 2100 are not leap years). */
export function isGregorianLeapYear(year: number): boolean {
  return mod(year, 4) === 0 && (mod(year, 100) !== 0 || mod(year, 400) === 0);
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInGregorianMonth(year: number, month: number): number {
  if (month === 2 && isGregorianLeapYear(year)) return 29;
  return monthLengths[month - 1] ?? 0;
}

export function isValidGregorianDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInGregorianMonth(year, month)
  );
}

/**
 * Days before the month in a year counted from March, where the leap day is the last day of the
 * (previous) year: the month lengths from March repeat 31, 30, 31, 30, 31 and (153m + 2) / 5 sums them.
 */
function marchBased(year: number, month: number): { years: number; monthDays: number } {
  const shifted = month <= 2 ? 1 : 0;
  const years = year + 4800 - shifted;
  const m = month + 12 * shifted - 3;
  return { years, monthDays: floorDiv(153 * m + 2, 5) };
}

export function gregorianToJdn({ year, month, day }: CalendarDate): number {
  const { years, monthDays } = marchBased(year, month);
  return (
    day +
    monthDays +
    365 * years +
    floorDiv(years, 4) -
    floorDiv(years, 100) +
    floorDiv(years, 400) -
    32045
  );
}

/** The inverse of gregorianToJdn: 400-year cycles, then centuries, then 4-year cycles, then years. */
export function jdnToGregorian(jdn: number): CalendarDate {
  const a = jdn + 32044;
  const centuries = floorDiv(4 * a + 3, 146097);
  const inCentury = a - floorDiv(146097 * centuries, 4);
  const years = floorDiv(4 * inCentury + 3, 1461);
  const inYear = inCentury - floorDiv(1461 * years, 4);
  const m = floorDiv(5 * inYear + 2, 153);
  return {
    year: 100 * centuries + years - 4800 + floorDiv(m, 10),
    month: m + 3 - 12 * floorDiv(m, 10),
    day: inYear - floorDiv(153 * m + 2, 5) + 1,
  };
}

/** The Julian calendar (every fourth year a leap year): Orthodox feasts are reckoned in it. */
export function julianToJdn({ year, month, day }: CalendarDate): number {
  const { years, monthDays } = marchBased(year, month);
  return day + monthDays + 365 * years + floorDiv(years, 4) - 32083;
}

export function jdnToJulian(jdn: number): CalendarDate {
  const c = jdn + 32082;
  const years = floorDiv(4 * c + 3, 1461);
  const inYear = c - floorDiv(1461 * years, 4);
  const m = floorDiv(5 * inYear + 2, 153);
  return {
    year: years - 4800 + floorDiv(m, 10),
    month: m + 3 - 12 * floorDiv(m, 10),
    day: inYear - floorDiv(153 * m + 2, 5) + 1,
  };
}

/** JDN of 1970-01-01, the day Date's milliseconds count from. */
const unixEpochJdn = 2440588;
const dayMs = 86_400_000;

/** The JDN of the UTC day an instant falls on (for tests and UTC-midnight instants). */
export function jdnOfUtcDay(instant: Date): number {
  return floorDiv(instant.getTime(), dayMs) + unixEpochJdn;
}

/** Midnight UTC at the start of a JDN's day. */
export function utcMidnightOfJdn(jdn: number): Date {
  return new Date((jdn - unixEpochJdn) * dayMs);
}
