import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/* Repeating events (issue 36): every 12th of the Ethiopian month, made in the form and paid once. */

/** The Ethiopian day of the month of a Gregorian date (from its Julian day number). */
function ethiopianDay(year: number, month: number, day: number): number {
  const jdn = Math.floor(Date.UTC(year, month - 1, day) / 86_400_000) + 2_440_588;
  const r = (jdn - 1_723_856) % 1461;
  const n = (r % 365) + 365 * Math.floor(r / 1460);
  return (n % 30) + 1;
}

/** The first date from the day after tomorrow on that is the 12th of an Ethiopian month. */
function next12th(): string {
  for (let days = 2; ; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000);
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (ethiopianDay(year, month, day) === 12)
      return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
}

interface Texts {
  title: string;
  type: string;
  city: string;
  address: string;
  starts: string;
  ends: string;
  repeats: string;
  rule: string;
  submit: string;
  card: string;
  expiry: string;
  cvc: string;
  pay: RegExp;
  next: string;
  search: string;
}

const english: Texts = {
  title: 'Title',
  type: 'Event type',
  city: 'City',
  address: 'Address',
  starts: 'Starts',
  ends: 'Ends',
  repeats: 'Repeats',
  rule: 'Every 12th of the Ethiopian month',
  submit: 'Save and pay',
  card: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code (CVC)',
  pay: /^Pay /,
  next: 'Next dates',
  search: 'Search events',
};

const amharic: Texts = {
  title: 'ርዕስ',
  type: 'የዝግጅት ዓይነት',
  city: 'ከተማ',
  address: 'አድራሻ',
  starts: 'የሚጀምርበት',
  ends: 'የሚያበቃበት',
  repeats: 'ይደገማል',
  rule: 'በየወሩ በቀን 12 (በኢትዮጵያ አቆጣጠር)',
  submit: 'ያስቀምጡና ይክፈሉ',
  card: 'የካርድ ቁጥር',
  expiry: 'የሚያበቃበት ቀን',
  cvc: 'የደኅንነት ኮድ (CVC)',
  pay: /^ይክፈሉ፦ /,
  next: 'የሚቀጥሉት ቀናት',
  search: 'ዝግጅቶችን ይፈልጉ',
};

async function createMonthly12th(page: Page, texts: Texts, title: string): Promise<void> {
  const date = next12th();
  await page.goto('/create-event');
  await page.getByLabel(texts.title, { exact: true }).fill(title);
  await page.getByLabel(texts.type).selectOption('community_culture');
  await page.getByLabel(texts.city).selectOption('washington-dc');
  await page.getByLabel(texts.address).fill('St Michael Church hall');
  await page.getByLabel(texts.starts).fill(`${date}T18:00`);
  await page.getByLabel(texts.ends, { exact: true }).fill(`${date}T20:00`);
  // The choice is read off the start: the 12th of its Ethiopian month.
  await page.getByLabel(texts.repeats).selectOption({ label: texts.rule });
  await page.getByRole('button', { name: texts.submit }).click();

  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  await page.getByLabel(texts.card).fill('4242 4242 4242 4242');
  await page.getByLabel(texts.expiry).fill('12/34');
  await page.getByLabel(texts.cvc).fill('123');
  await page.getByRole('button', { name: texts.pay }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\?payment=/);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
}

for (const [language, texts] of [
  ['en', english],
  ['am', amharic],
] as const) {
  test(`a monthly event on the 12th of the Ethiopian month, made and paid in one go (${language})`, async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(
      ([lang]) => {
        window.localStorage.setItem('aebro.language', lang ?? 'en');
        // Gregorian and Ethiopian dates side by side.
        window.localStorage.setItem('aebro.calendar', 'both');
      },
      [language],
    );
    await accounts.signIn(page);
    const title = `St Michael ${language} ${Date.now().toString(36)}`;
    await createMonthly12th(page, texts, title);

    const series = page.getByTestId('event-series');
    await expect(series.getByTestId('series-rule')).toHaveText(texts.rule, { timeout: 15_000 });
    await expect(series.getByText(texts.next)).toBeVisible();
    const dates = series.getByTestId('series-dates').getByRole('listitem');
    await expect(dates).toHaveCount(3);
    // Each one on the 12th of its Ethiopian month (in brackets after the Gregorian date).
    for (const item of await dates.all()) await expect(item).toContainText(/\([^)]*\b12\b/);
    await expectAccessible(page);

    // The second date is an event of its own, with its own answers.
    await dates.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(page.getByTestId('series-rule')).toHaveText(texts.rule);

    // The list shows the series once, at its next date, with its rule.
    await page.goto('/events');
    await page.getByLabel(texts.search).fill(title);
    const cards = page.getByRole('listitem').filter({ hasText: title });
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(texts.rule);
  });
}
