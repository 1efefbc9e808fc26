import type { CalendarDate } from './day-numbers';
import type { GregorianDate, CalendarLanguage } from './ethiopian-calendar';
import type { HolidayId } from './holidays';

/*
 * The words a repeat rule is made of (issue 36): weekdays, the feasts and their names, and dates as
 * "YYYY-MM-DD", without zod, so that a screen can name a rule before the schemas in
 * `recurrence-schema.ts` have loaded.
 */

export const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * The feasts an event can repeat on. Fixed ones fall on an Ethiopian date (holidays.ts holds their
 * rules); movable ones are a number of days from Fasika (Easter), as the Bahire Hasab counts them.
 */
export const feastOffsets = {
  nineveh: -69,
  'abiy-tsom': -55,
  'debre-zeit': -28,
  hosanna: -7,
  siklet: -2,
  fasika: 0,
  'rikbe-kahinat': 24,
  erget: 39,
  peraklitos: 49,
  'tsome-hawaryat': 50,
} as const;
export type MovableFeastId = keyof typeof feastOffsets;

const fixedFeasts = ['enkutatash', 'meskel', 'genna', 'timkat'] as const satisfies HolidayId[];
export type FixedFeastId = (typeof fixedFeasts)[number];

export const feastIds = [...fixedFeasts, ...(Object.keys(feastOffsets) as MovableFeastId[])];
export type FeastId = FixedFeastId | MovableFeastId;

/** The movable feasts' names (the fixed ones' are in holidays.ts). */
export const movableFeastNames: Readonly<
  Record<MovableFeastId, Readonly<Record<CalendarLanguage, string>>>
> = {
  nineveh: { en: 'Fast of Nineveh', am: 'ጾመ ነነዌ', ti: 'ጾመ ነነዌ' },
  'abiy-tsom': { en: 'Abiy Tsom (Great Lent begins)', am: 'ዓቢይ ጾም', ti: 'ዓቢይ ጾም' },
  'debre-zeit': { en: 'Debre Zeit', am: 'ደብረ ዘይት', ti: 'ደብረ ዘይት' },
  hosanna: { en: 'Hosanna (Palm Sunday)', am: 'ሆሳዕና', ti: 'ሆሳዕና' },
  siklet: { en: 'Siklet (Good Friday)', am: 'ስቅለት', ti: 'ስቅለት' },
  fasika: { en: 'Fasika (Easter)', am: 'ፋሲካ (ትንሣኤ)', ti: 'ፋሲካ (ትንሳኤ)' },
  'rikbe-kahinat': { en: 'Rikbe Kahinat', am: 'ርክበ ካህናት', ti: 'ርክበ ካህናት' },
  erget: { en: 'Erget (Ascension)', am: 'ዕርገት', ti: 'ዕርገት' },
  peraklitos: { en: 'Peraklitos (Pentecost)', am: 'ጰራቅሊጦስ', ti: 'ጰራቅሊጦስ' },
  'tsome-hawaryat': { en: 'Fast of the Apostles', am: 'ጾመ ሐዋርያት', ti: 'ጾመ ሓዋርያት' },
};

/* Dates as "YYYY-MM-DD" */

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

export function isoOf(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function dateOfIso(iso: string): GregorianDate {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month, day };
}

/** The date `months` calendar months after a date ("YYYY-MM-DD"; the 31st may spill over). */
export function monthsAfter(iso: string, months: number): string {
  const { year, month, day } = dateOfIso(iso);
  const date = new Date(Date.UTC(year, month - 1 + months, day));
  return isoOf({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}
