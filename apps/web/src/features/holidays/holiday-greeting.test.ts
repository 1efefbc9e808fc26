import { describe, expect, it } from 'vitest';
import { greetingOn } from './holiday-greeting';

const on = (year: number, month: number, day: number) => {
  const greeting = greetingOn({ year, month, day });
  return greeting ? { id: greeting.holiday.id, eve: greeting.eve, key: greeting.key } : null;
};

describe('the dashboard greeting', () => {
  it('greets on each holiday, on its published day', () => {
    expect(on(2026, 1, 7)).toEqual({ id: 'genna', eve: false, key: '2026-01-07' });
    expect(on(2026, 1, 19)).toMatchObject({ id: 'timkat', eve: false });
    expect(on(2024, 1, 20)).toMatchObject({ id: 'timkat', eve: false }); // the year of John
    expect(on(2026, 3, 2)).toMatchObject({ id: 'adwa', eve: false });
    expect(on(2026, 4, 12)).toMatchObject({ id: 'fasika', eve: false });
    expect(on(2027, 5, 2)).toMatchObject({ id: 'fasika', eve: false });
    expect(on(2026, 5, 24)).toMatchObject({ id: 'eritrea-independence', eve: false });
    expect(on(2026, 6, 20)).toMatchObject({ id: 'eritrea-martyrs', eve: false });
    expect(on(2026, 9, 11)).toMatchObject({ id: 'enkutatash', eve: false });
    expect(on(2026, 9, 27)).toMatchObject({ id: 'meskel', eve: false });
    // After Pagume 6 (Ethiopian leap year 2019) the new year and Meskel come a day later.
    expect(on(2027, 9, 12)).toMatchObject({ id: 'enkutatash', eve: false });
    expect(on(2027, 9, 28)).toMatchObject({ id: 'meskel', eve: false });
  });

  it('greets on the eve of the New Year, Meskel (Demera), Genna, Timkat (Ketera) and Fasika only', () => {
    expect(on(2026, 9, 10)).toEqual({ id: 'enkutatash', eve: true, key: '2026-09-10' });
    expect(on(2027, 9, 11)).toMatchObject({ id: 'enkutatash', eve: true });
    expect(on(2026, 9, 26)).toMatchObject({ id: 'meskel', eve: true });
    expect(on(2026, 1, 6)).toMatchObject({ id: 'genna', eve: true });
    expect(on(2026, 1, 18)).toMatchObject({ id: 'timkat', eve: true });
    expect(on(2026, 4, 11)).toMatchObject({ id: 'fasika', eve: true });
    expect(on(2026, 3, 1)).toBeNull(); // Adwa has no eve
    expect(on(2026, 6, 19)).toBeNull(); // nor Martyrs' Day
    expect(on(2026, 5, 23)).toBeNull(); // nor Independence Day
  });

  it('greets on an Eid and on the day after, as the moon may put it a day later', () => {
    expect(on(2026, 3, 20)).toMatchObject({ id: 'eid-al-fitr', eve: false });
    expect(on(2026, 3, 21)).toEqual({ id: 'eid-al-fitr', eve: false, key: '2026-03-21' });
    expect(on(2026, 3, 22)).toBeNull();
    expect(on(2026, 5, 27)).toMatchObject({ id: 'eid-al-adha', eve: false });
    expect(on(2026, 5, 28)).toMatchObject({ id: 'eid-al-adha', eve: false });
    expect(on(2026, 5, 26)).toBeNull();
  });

  it('is quiet on ordinary days, every day of a year greeted at most on its holidays', () => {
    expect(on(2026, 11, 24)).toBeNull();
    expect(on(2026, 2, 15)).toBeNull();
    let greeted = 0;
    for (let day = 0; day < 365; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      if (on(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())) greeted += 1;
    }
    // 10 holidays, 5 eves, 2 days after an Eid.
    expect(greeted).toBe(17);
  });
});
