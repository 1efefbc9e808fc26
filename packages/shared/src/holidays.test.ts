import { describe, expect, it } from 'vitest';
import { gregorianToJdn, jdnToGregorian, julianToJdn, utcMidnightOfJdn } from './day-numbers';
import type { GregorianDate } from './ethiopian-calendar';
import { fasikaDate, holidaysBetween, holidaysOn, type HolidayId } from './holidays';

const iso = ({ year, month, day }: GregorianDate): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const parse = (text: string): GregorianDate => {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  return { year, month, day };
};

/**
 * The published dates (Ethiopian government and Orthodox Church calendars, Eritrean public holidays).
 * New Year and Meskel come a day later in the Gregorian years after a Pagume 6 (2023, 2027, 2031,
 * 2035); Timkat on 20 January in Gregorian leap years; Genna always on 7 January; Adwa on 2 March.
 * Fasika is Orthodox Easter.
 */
const published = `
  year  enkutatash meskel genna timkat adwa  fasika eritrea-independence eritrea-martyrs
  2020  09-11      09-27  01-07 01-20  03-02 04-19  05-24                06-20
  2021  09-11      09-27  01-07 01-19  03-02 05-02  05-24                06-20
  2022  09-11      09-27  01-07 01-19  03-02 04-24  05-24                06-20
  2023  09-12      09-28  01-07 01-19  03-02 04-16  05-24                06-20
  2024  09-11      09-27  01-07 01-20  03-02 05-05  05-24                06-20
  2025  09-11      09-27  01-07 01-19  03-02 04-20  05-24                06-20
  2026  09-11      09-27  01-07 01-19  03-02 04-12  05-24                06-20
  2027  09-12      09-28  01-07 01-19  03-02 05-02  05-24                06-20
  2028  09-11      09-27  01-07 01-20  03-02 04-16  05-24                06-20
  2029  09-11      09-27  01-07 01-19  03-02 04-08  05-24                06-20
  2030  09-11      09-27  01-07 01-19  03-02 04-28  05-24                06-20
  2031  09-12      09-28  01-07 01-19  03-02 04-13  05-24                06-20
  2032  09-11      09-27  01-07 01-20  03-02 05-02  05-24                06-20
  2033  09-11      09-27  01-07 01-19  03-02 04-24  05-24                06-20
  2034  09-11      09-27  01-07 01-19  03-02 04-09  05-24                06-20
  2035  09-12      09-28  01-07 01-19  03-02 04-29  05-24                06-20
`;

const [header = '', ...rows] = published.trim().split('\n');
const columns = header.trim().split(/\s+/).slice(1) as HolidayId[];
const table = rows.map((row) => {
  const [year = '', ...dates] = row.trim().split(/\s+/);
  return {
    year: Number(year),
    dates: new Map(columns.map((id, i) => [id, `${year}-${dates[i]}`])),
  };
});

function datesOf(id: HolidayId, year: number): string[] {
  return holidaysBetween({ year, month: 1, day: 1 }, { year, month: 12, day: 31 })
    .filter((holiday) => holiday.id === id)
    .map((holiday) => iso(holiday.date));
}

describe('holidays', () => {
  it.each(table)('match the published dates of $year', ({ year, dates }) => {
    for (const [id, date] of dates) expect(datesOf(id, year), id).toEqual([date]);
  });

  it('keep Genna on Julian 25 December, 7 January until 2100 and 8 January from 2101', () => {
    for (let year = 1901; year <= 2150; year += 1) {
      const christmas = iso(jdnToGregorian(julianToJdn({ year: year - 1, month: 12, day: 25 })));
      expect(datesOf('genna', year)).toEqual([christmas]);
    }
    expect(datesOf('genna', 2100)).toEqual(['2100-01-07']);
    expect(datesOf('genna', 2101)).toEqual(['2101-01-08']);
  });

  it('put Genna on Tahsas 28 in the year after a leap year, else Tahsas 29; Timkat on Tir 11', () => {
    const [genna2024] = holidaysOn({ year: 2024, month: 1, day: 7 });
    expect(genna2024?.ethiopianDate).toEqual({ year: 2016, month: 4, day: 28 });
    const [genna2025] = holidaysOn({ year: 2025, month: 1, day: 7 });
    expect(genna2025?.ethiopianDate).toEqual({ year: 2017, month: 4, day: 29 });
    const [timkat2024] = holidaysOn({ year: 2024, month: 1, day: 20 });
    expect(timkat2024).toMatchObject({ id: 'timkat', ethiopianDate: { month: 5, day: 11 } });
    const [meskel2023] = holidaysOn({ year: 2023, month: 9, day: 28 });
    expect(meskel2023).toMatchObject({
      id: 'meskel',
      ethiopianDate: { year: 2016, month: 1, day: 17 },
    });
    expect(holidaysOn({ year: 2023, month: 9, day: 27 })).toEqual([]);
  });

  it('put Fasika on a Sunday between 4 April and 8 May in every year of 1900–2099', () => {
    for (let year = 1900; year <= 2099; year += 1) {
      const date = fasikaDate(year);
      expect(utcMidnightOfJdn(gregorianToJdn(date)).getUTCDay(), `${year}`).toBe(0);
      const monthDay = date.month * 100 + date.day;
      expect(monthDay).toBeGreaterThanOrEqual(404);
      expect(monthDay).toBeLessThanOrEqual(508);
    }
  });

  it('give the Eids as approximate dates that matched the announced ones in 2020–2025', () => {
    const announced = {
      'eid-al-fitr': ['2020-05-24', '2021-05-13', '2022-05-02', '2023-04-21', '2024-04-10'],
      'eid-al-adha': ['2020-07-31', '2021-07-20', '2022-07-09', '2023-06-28', '2024-06-16'],
    } as const;
    for (const [id, dates] of Object.entries(announced)) {
      for (const date of dates) {
        const holiday = holidaysOn(parse(date)).find((found) => found.id === id);
        expect(holiday, `${id} ${date}`).toMatchObject({ approximate: true });
      }
    }
    expect(datesOf('eid-al-fitr', 2025)).toEqual(['2025-03-30']);
    expect(datesOf('eid-al-adha', 2025)).toEqual(['2025-06-06']);
    // The Islamic year is 11 days shorter: 2033 holds two Eid al-Fitr, in January and in December.
    expect(datesOf('eid-al-fitr', 2033)).toHaveLength(2);
  });

  it('find Eid al-Adha 67 to 69 days after every Eid al-Fitr from 2020 to 2035', () => {
    const eids = holidaysBetween(
      { year: 2020, month: 1, day: 1 },
      { year: 2036, month: 3, day: 1 },
    );
    const fitr = eids.filter((holiday) => holiday.id === 'eid-al-fitr');
    const adha = eids.filter((holiday) => holiday.id === 'eid-al-adha');
    expect(fitr.length).toBeGreaterThanOrEqual(16);
    expect(adha).toHaveLength(fitr.length);
    fitr.forEach((holiday, index) => {
      const next = adha[index];
      const gap = next ? gregorianToJdn(next.date) - gregorianToJdn(holiday.date) : 0;
      expect(gap, iso(holiday.date)).toBeGreaterThanOrEqual(67);
      expect(gap, iso(holiday.date)).toBeLessThanOrEqual(69);
    });
    const others = holidaysBetween(
      { year: 2020, month: 1, day: 1 },
      { year: 2035, month: 12, day: 31 },
    );
    expect(
      others.filter((holiday) => !holiday.id.startsWith('eid')).every((h) => !h.approximate),
    ).toBe(true);
  });

  it('list the holidays of a period in date order, both ends included, with their names', () => {
    const season = holidaysBetween(
      { year: 2023, month: 9, day: 12 },
      { year: 2024, month: 1, day: 20 },
    );
    expect(season.map((holiday) => `${holiday.id} ${iso(holiday.date)}`)).toEqual([
      'enkutatash 2023-09-12',
      'meskel 2023-09-28',
      'genna 2024-01-07',
      'timkat 2024-01-20',
    ]);
    expect(season[0]?.names).toEqual({
      en: 'Enkutatash (Ethiopian New Year)',
      am: 'እንቁጣጣሽ (አዲስ ዓመት)',
      ti: 'ሓድሽ ዓመት (ቅዱስ ዮሃንስ)',
    });
    expect(
      holidaysBetween({ year: 2024, month: 2, day: 1 }, { year: 2024, month: 1, day: 1 }),
    ).toEqual([]);
    // 24 May 2020 was both Eid al-Fitr and Eritrean Independence Day.
    expect(
      holidaysOn({ year: 2020, month: 5, day: 24 })
        .map((holiday) => holiday.id)
        .sort(),
    ).toEqual(['eid-al-fitr', 'eritrea-independence']);
  });
});
