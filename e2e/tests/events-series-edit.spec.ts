import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * A series over its life (issue 36): the organiser edits "this and following" (a new time from the
 * second date on: the later dates move, the first keeps its time), then cancels all the dates.
 */

const shots = '/tmp/shots/series';
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

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

/** Screenshots of what is on screen now, at a desktop's and a phone's size. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  const before = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${shots}/${name}-${size.name}.png` });
  }
  if (before) await page.setViewportSize(before);
}

/** The event page's "When" (its own date and time), not the series' list of dates. */
const facts = (page: Page) => page.getByRole('definition').first();

test('"this and following" moves the later dates, then "Cancel all dates" cancels what is to come', async ({
  page,
  accounts,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await accounts.signIn(page);
  const title = `St Michael coffee ${Date.now().toString(36)}`;
  const date = next12th();
  await page.goto('/create-event');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Event type').selectOption('community_culture');
  await page.getByLabel('City').selectOption('washington-dc');
  await page.getByLabel('Address').fill('St Michael Church hall');
  await page.getByLabel('Starts').fill(`${date}T18:00`);
  await page.getByLabel('Ends', { exact: true }).fill(`${date}T20:00`);
  await page.getByLabel('Repeats').selectOption({ label: 'Every 12th of the Ethiopian month' });
  await page.getByRole('button', { name: 'Save and pay' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\?payment=/);
  const first = new URL(page.url()).pathname;

  // The next dates: the first (this page) and two more, each a page of its own.
  const dates = page.getByTestId('series-dates').getByRole('listitem');
  await expect(dates).toHaveCount(3, { timeout: 15_000 });
  const [second, third] = await Promise.all(
    [1, 2].map(
      async (index) => (await dates.nth(index).getByRole('link').getAttribute('href')) ?? '',
    ),
  );
  expect(second).toMatch(/^\/events\//);

  // The second date: edit it and the following ones.
  await page.goto(second ?? '');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit event', level: 2 })).toBeVisible();
  const only = page.getByRole('radio', { name: 'Only this occurrence' });
  const following = page.getByRole('radio', { name: 'This and the following occurrences' });
  await expect(only).toBeChecked();
  await following.check();
  // The series' current rule is filled in.
  await expect(page.getByLabel('Repeats')).toHaveValue('ethiopian-monthly');
  await expect(page.getByLabel('Stops repeating')).toHaveValue('never');
  await shoot(page, 'edit-choice');
  // The whole form, down to the filled-in Repeats fields.
  await page.screenshot({ path: `${shots}/edit-following-form-full.png`, fullPage: true });
  await expectAccessible(page);
  const day = (await page.getByLabel('Starts').inputValue()).slice(0, 10);
  await page.getByLabel('Starts').fill(`${day}T19:30`);
  await page.getByLabel('Ends', { exact: true }).fill(`${day}T21:30`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${second}$`));

  // This date and the later ones moved to 19:30; the first kept 18:00.
  await expect(facts(page)).toContainText('7:30');
  await page.goto(third ?? '');
  await expect(facts(page)).toContainText('7:30');
  await page.goto(first);
  await expect(facts(page)).toContainText('6:00');
  await expect(facts(page)).not.toContainText('7:30');

  // From the edited date: "Cancel all dates", after a confirmation.
  await page.goto(second ?? '');
  await page.getByRole('button', { name: 'Cancel all dates' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Cancel every coming date of this event?')).toBeVisible();
  await shoot(page, 'cancel-all-confirmation');
  await dialog.getByRole('button', { name: 'Cancel all dates' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This event was cancelled.')).toBeVisible();
  await page.goto(third ?? '');
  await expect(page.getByText('This event was cancelled.')).toBeVisible();
  // The first date belongs to the part before the split, its own series: cancelled the same way.
  await page.goto(first);
  await expect(page.getByText('This event was cancelled.')).toBeHidden();
  await page.getByRole('button', { name: 'Cancel all dates' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel all dates' }).click();
  await expect(page.getByText('This event was cancelled.')).toBeVisible();
  for (const path of [second, third])
    await expect(async () => {
      await page.goto(path ?? '');
      await expect(page.getByText('This event was cancelled.')).toBeVisible({ timeout: 2_000 });
    }).toPass();
});
