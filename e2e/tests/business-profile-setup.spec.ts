import { expect, test } from '../fixtures';
import { becomeBusiness } from './services-helpers';

test.describe('completing a business profile', () => {
  test('speaks to a business in English, Amharic and Tigrinya; a member keeps the member wording', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.slow(); // three languages and axe
    await accounts.signIn(page);
    await becomeBusiness(page, `Abol Buna ${Date.now().toString(36)}`);
    for (const [language, words] of [
      [
        'en',
        [
          'Tell the community about your business.',
          'Business logo',
          'About your business',
          'Products and services',
        ],
      ],
      ['am', ['ስለ ንግድዎ ለማኅበረሰቡ ይንገሩ።', 'የንግድ አርማ', 'ስለ ንግድዎ', 'ምርቶች እና አገልግሎቶች']],
      ['ti', ['ብዛዕባ ንግድኹም ንማሕበረሰብ ንገሩ።', 'ኣርማ ንግዲ', 'ብዛዕባ ንግድኹም', 'ፍርያትን ኣገልግሎታትን']],
    ] as const) {
      await page.goto('/complete-profile');
      await page.evaluate((lang) => localStorage.setItem('aebro.language', lang), language);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const text of words) await expect(page.getByText(text).first()).toBeVisible();
      if (language === 'en') {
        await expect(page.getByText(/about yourself|About you$/)).toHaveCount(0);
        await expect(page.getByRole('textbox', { name: /^Interests\b/ })).toHaveCount(0);
        await expect(page.getByRole('textbox', { name: /^Products and services\b/ })).toBeVisible();
        await expectAccessible(page);
      }
    }

    // A member still reads the member wording.
    const context = await browser.newContext({ baseURL });
    const them = await context.newPage();
    await accounts.signIn(them);
    await them.goto('/complete-profile');
    await expect(them.getByText('Tell the community a little about yourself.')).toBeVisible();
    await expect(them.getByLabel(/^About you\b/)).toBeVisible();
    await expect(them.getByRole('textbox', { name: /^Interests\b/ })).toBeVisible();
    await context.close();
  });
});
