import { gregorianToJdn, jdnToGregorian, julianToJdn, mod } from './day-numbers';
import {
  ethiopianToGregorian,
  gregorianToEthiopian,
  isEthiopianLeapYear,
  type CalendarLanguage,
  type EthiopianDate,
  type GregorianDate,
} from './ethiopian-calendar';
import { islamicDatesInYear } from './islamic-dates';

/**
 * The Ethiopian and Eritrean holidays Aebro greets and shows on the events page, computed for any
 * Gregorian year as they are kept today (no historical start years). The Orthodox feasts are tied
 * to the Ethiopian calendar and hence to the Julian one; the Eritrean national days to the Gregorian.
 */

export const holidayIds = [
  'enkutatash',
  'meskel',
  'genna',
  'timkat',
  'adwa',
  'fasika',
  'eid-al-fitr',
  'eid-al-adha',
  'eritrea-independence',
  'eritrea-martyrs',
] as const;
export type HolidayId = (typeof holidayIds)[number];

/** Where the day is a public holiday: Ethiopia, Eritrea. */
export type HolidayCountry = 'ET' | 'ER';

export interface Holiday {
  readonly id: HolidayId;
  readonly date: Readonly<GregorianDate>;
  readonly ethiopianDate: Readonly<EthiopianDate>;
  readonly names: Readonly<Record<CalendarLanguage, string>>;
  /**
   * True for the Eids: computed from the Umm al-Qura calendar, while the day itself is announced on
   * the sighting of the moon and may come a day later. Show these as expected dates.
   */
  readonly approximate: boolean;
  readonly countries: readonly HolidayCountry[];
}

interface HolidayRule {
  id: HolidayId;
  names: Holiday['names'];
  countries: readonly HolidayCountry[];
  approximate?: boolean;
  datesIn: (gregorianYear: number) => GregorianDate[];
}

/** A feast on an Ethiopian month and day, which may depend on the Ethiopian year. */
function ethiopianFeast(
  monthDay: (ethiopianYear: number) => { month: number; day: number },
): (gregorianYear: number) => GregorianDate[] {
  // A Gregorian year holds the end of Ethiopian year Y − 8 and the start of Y − 7.
  return (gregorianYear) =>
    [gregorianYear - 8, gregorianYear - 7]
      .map((year) => ethiopianToGregorian({ year, ...monthDay(year) }))
      .filter((date) => date.year === gregorianYear);
}

const fixedEthiopian = (month: number, day: number): ((year: number) => GregorianDate[]) =>
  ethiopianFeast(() => ({ month, day }));

const fixedGregorian =
  (month: number, day: number): ((year: number) => GregorianDate[]) =>
  (year) => [{ year, month, day }];

/**
 * Easter of the Ethiopian and Eritrean Orthodox Tewahedo Churches, the same Sunday as the other
 * Orthodox churches: the Julian-calendar computus (the 19-year lunar cycle of the paschal full
 * moons, then the Sunday after), converted from the Julian to the Gregorian calendar.
 */
export function fasikaDate(gregorianYear: number): GregorianDate {
  const a = mod(gregorianYear, 4);
  const b = mod(gregorianYear, 7);
  const c = mod(gregorianYear, 19);
  const fullMoon = mod(19 * c + 15, 30);
  const toSunday = mod(2 * a + 4 * b - fullMoon + 34, 7);
  const days = fullMoon + toSunday + 114;
  const julian = { year: gregorianYear, month: Math.floor(days / 31), day: (days % 31) + 1 };
  return jdnToGregorian(julianToJdn(julian));
}

const rules: readonly HolidayRule[] = [
  {
    id: 'genna',
    names: { en: 'Genna (Ethiopian Christmas)', am: 'ገና (ልደት)', ti: 'ልደት' },
    countries: ['ET', 'ER'],
    // Christmas is Julian 25 December. That is Tahsas 29, except in the year of John (the year after
    // a leap year, when Meskerem 1 came a day late, on Julian 30 August): there Julian 25 December is
    // Tahsas 28, and the Church keeps Genna on Tahsas 28. Either way 7 January until 2100.
    datesIn: ethiopianFeast((year) => ({
      month: 4,
      day: isEthiopianLeapYear(year - 1) ? 28 : 29,
    })),
  },
  {
    id: 'timkat',
    names: { en: 'Timkat (Epiphany)', am: 'ጥምቀት', ti: 'ጥምቀት' },
    countries: ['ET', 'ER'],
    // Unlike Genna, Timkat stays on Tir 11: 19 January, and 20 January in the year of John (in the
    // Gregorian leap years 2020, 2024, 2028…), as the published holiday calendars show.
    datesIn: fixedEthiopian(5, 11),
  },
  {
    id: 'adwa',
    names: { en: 'Adwa Victory Day', am: 'የዓድዋ ድል በዓል', ti: 'በዓል ዓወት ዓድዋ' },
    countries: ['ET'],
    // Yekatit 23 is 2 March every year: by March the Gregorian leap day has caught up.
    datesIn: fixedEthiopian(6, 23),
  },
  {
    id: 'fasika',
    names: { en: 'Fasika (Easter)', am: 'ፋሲካ (ትንሣኤ)', ti: 'ፋሲካ (ትንሳኤ)' },
    countries: ['ET', 'ER'],
    datesIn: (year) => [fasikaDate(year)],
  },
  {
    id: 'eid-al-fitr',
    names: { en: 'Eid al-Fitr', am: 'ዒድ አል-ፈጥር', ti: 'ዒድ ኣል-ፈጥር' },
    countries: ['ET', 'ER'],
    approximate: true,
    datesIn: (year) => islamicDatesInYear(year, 10, 1),
  },
  {
    id: 'eid-al-adha',
    names: { en: 'Eid al-Adha', am: 'ዒድ አል-አድሐ (አረፋ)', ti: 'ዒድ ኣል-ኣድሓ' },
    countries: ['ET', 'ER'],
    approximate: true,
    datesIn: (year) => islamicDatesInYear(year, 12, 10),
  },
  {
    id: 'eritrea-independence',
    names: {
      en: 'Eritrean Independence Day',
      am: 'የኤርትራ የነጻነት ቀን',
      ti: 'በዓል ናጽነት ኤርትራ',
    },
    countries: ['ER'],
    datesIn: fixedGregorian(5, 24),
  },
  {
    id: 'eritrea-martyrs',
    names: { en: "Martyrs' Day (Eritrea)", am: 'የሰማዕታት ቀን (ኤርትራ)', ti: 'መዓልቲ ሰማእታት' },
    countries: ['ER'],
    datesIn: fixedGregorian(6, 20),
  },
  {
    id: 'enkutatash',
    names: {
      en: 'Enkutatash (Ethiopian New Year)',
      am: 'እንቁጣጣሽ (አዲስ ዓመት)',
      ti: 'ሓድሽ ዓመት (ቅዱስ ዮሃንስ)',
    },
    countries: ['ET', 'ER'],
    // Meskerem 1: 11 September, or 12 September after a Pagume 6.
    datesIn: fixedEthiopian(1, 1),
  },
  {
    id: 'meskel',
    names: { en: 'Meskel', am: 'መስቀል', ti: 'መስቀል' },
    countries: ['ET', 'ER'],
    // Meskerem 17: 27 September, or 28 September when the year began on 12 September.
    datesIn: fixedEthiopian(1, 17),
  },
];

const years = new Map<number, readonly Holiday[]>();

function holidaysOfYear(year: number): readonly Holiday[] {
  let holidays = years.get(year);
  if (!holidays) {
    holidays = rules
      .flatMap((rule) =>
        rule.datesIn(year).map((date): Holiday =>
          Object.freeze({
            id: rule.id,
            date: Object.freeze(date),
            ethiopianDate: Object.freeze(gregorianToEthiopian(date)),
            names: rule.names,
            approximate: rule.approximate ?? false,
            countries: rule.countries,
          }),
        ),
      )
      .sort((a, b) => gregorianToJdn(a.date) - gregorianToJdn(b.date));
    years.set(year, holidays);
  }
  return holidays;
}

/** The holidays from `from` to `to`, both included, in date order. */
export function holidaysBetween(from: GregorianDate, to: GregorianDate): Holiday[] {
  const start = gregorianToJdn(from);
  const end = gregorianToJdn(to);
  const found: Holiday[] = [];
  for (let year = from.year; year <= to.year; year += 1) {
    for (const holiday of holidaysOfYear(year)) {
      const jdn = gregorianToJdn(holiday.date);
      if (jdn >= start && jdn <= end) found.push(holiday);
    }
  }
  return found;
}

/** The holidays on one Gregorian day (usually none; Eid and a national day can coincide). */
export function holidaysOn(date: GregorianDate): Holiday[] {
  return holidaysBetween(date, date);
}
