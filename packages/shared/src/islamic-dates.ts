import { floorDiv, gregorianToJdn, jdnToGregorian, utcMidnightOfJdn } from './day-numbers';
import type { GregorianDate } from './ethiopian-calendar';

/**
 * Islamic dates for the two Eids, from the Umm al-Qura calendar (Saudi Arabia's official, published
 * calendar) that Intl carries as `islamic-umalqura`. A formula alone cannot give the Eids: they
 * begin on the sighting of the new moon, announced in Ethiopia and Eritrea by their Islamic councils
 * the evening before. The purely arithmetic (tabular) calendar misses those days by one or two;
 * Umm al-Qura matched the announced Eid al-Fitr and Eid al-Adha of 2020–2025, yet a local sighting
 * can still fall a day later, so these dates are shown as expected, never as certain.
 */

interface HijriDate {
  year: number;
  month: number;
  day: number;
}

let formatter: Intl.DateTimeFormat | null | undefined;

/** The Umm al-Qura formatter, or null where Intl does not have that calendar (then no Eids). */
function umalqura(): Intl.DateTimeFormat | null {
  if (formatter === undefined) {
    const candidate = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatter = candidate.resolvedOptions().calendar === 'islamic-umalqura' ? candidate : null;
  }
  return formatter;
}

function hijriOfJdn(calendar: Intl.DateTimeFormat, jdn: number): HijriDate {
  const date: HijriDate = { year: 0, month: 0, day: 0 };
  for (const part of calendar.formatToParts(utcMidnightOfJdn(jdn))) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day') {
      date[part.type] = Number(part.value);
    }
  }
  return date;
}

/** The tabular calendar's day (epoch Friday 16 July 622, Julian): within a few days of Umm al-Qura. */
function tabularJdn({ year, month, day }: HijriDate): number {
  return (
    day + Math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + floorDiv(3 + 11 * year, 30) + 1948439
  );
}

/** Searches the days around the tabular estimate for the Umm al-Qura date. */
function umalquraToJdn(calendar: Intl.DateTimeFormat, target: HijriDate): number | null {
  const estimate = tabularJdn(target);
  for (const offset of [0, -1, 1, -2, 2, -3, 3, -4, 4]) {
    const found = hijriOfJdn(calendar, estimate + offset);
    if (found.year === target.year && found.month === target.month && found.day === target.day) {
      return estimate + offset;
    }
  }
  return null;
}

/**
 * The Gregorian dates in `gregorianYear` of an Islamic month and day (a Gregorian year can hold two,
 * as 2000 did for Eid al-Fitr); empty where Intl lacks the Umm al-Qura calendar.
 */
export function islamicDatesInYear(
  gregorianYear: number,
  month: number,
  day: number,
): GregorianDate[] {
  const calendar = umalqura();
  if (!calendar) return [];
  const firstYear = hijriOfJdn(
    calendar,
    gregorianToJdn({ year: gregorianYear, month: 1, day: 1 }),
  ).year;
  const lastYear = hijriOfJdn(
    calendar,
    gregorianToJdn({ year: gregorianYear, month: 12, day: 31 }),
  ).year;
  const dates: GregorianDate[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    const jdn = umalquraToJdn(calendar, { year, month, day });
    if (jdn === null) continue;
    const date = jdnToGregorian(jdn);
    if (date.year === gregorianYear) dates.push(date);
  }
  return dates;
}
