import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const shots = process.env.HOLIDAY_SCREENSHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function chooseLanguage(page: Page, name: string, code: string): Promise<void> {
  await page
    .getByRole('group', { name: /Language|ቋንቋ/ })
    .getByRole('button', { name })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

test.describe('the holiday greeting on the dashboard', () => {
  test('greets on Enkutatash, the eve of Meskel and Eritrean Independence Day, in English, Amharic and Tigrinya; closes; quiet on other days', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    // The member's own day: 11 September 2026 is Meskerem 1, 2019, the Ethiopian New Year.
    await page.clock.setFixedTime(new Date('2026-09-11T10:00:00'));
    await accounts.signIn(page);
    await page.goto('/dashboard');
    const greeting = page.getByRole('region', { name: 'Happy Enkutatash!' });
    await expect(greeting).toBeVisible();
    await expect(greeting).toContainText('Happy 2019!');
    await expectAccessible(page);
    await shoot(page, 'greeting-en');
    await greeting.getByRole('button', { name: 'Close the greeting' }).click();
    await expect(greeting).toBeHidden();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Write a post' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Happy Enkutatash!' })).toBeHidden();

    // Demera, the eve of Meskel, in Amharic.
    await page.clock.setFixedTime(new Date('2026-09-26T18:00:00'));
    await page.goto('/dashboard');
    await chooseLanguage(page, 'አማርኛ', 'am');
    const demera = page.getByRole('region', { name: 'እንኳን ለደመራ በዓል በሰላም አደረሰዎ!' });
    await expect(demera).toBeVisible();
    await expect(demera).toContainText('ደመራ ይለኮሳል');
    await expectAccessible(page);
    await shoot(page, 'greeting-am');

    // Eritrean Independence Day, in Tigrinya.
    await page.clock.setFixedTime(new Date('2026-05-24T09:00:00'));
    await page.goto('/dashboard');
    await chooseLanguage(page, 'ትግርኛ', 'ti');
    const independence = page.getByRole('region', { name: 'እንቋዕ ንበዓል ናጽነት ብሰላም ኣብጽሓኩም!' });
    await expect(independence).toBeVisible();
    await expect(independence).toContainText('24 ግንቦት 1991');
    await shoot(page, 'greeting-ti');

    // An ordinary day: no greeting.
    await page.clock.setFixedTime(new Date('2026-11-24T09:00:00'));
    await page.goto('/dashboard');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expect(page.locator('[data-holiday]')).toHaveCount(0);
  });
});
