import { expect, test } from '../fixtures';
import { otherUser, userIdOf } from './notifications-helpers';

test.describe('messages in Amharic', () => {
  test('the list, a conversation and a refusal speak Amharic', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
    await accounts.signIn(page);
    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      await other.page.request.patch('/api/v1/me/profile', { data: { fullName: 'ሰላም ተስፋዬ' } });
      const otherId = await userIdOf(other.page);
      await page.goto('/messages');
      await expect(page.locator('html')).toHaveAttribute('lang', 'am');
      await expect(page.getByRole('heading', { name: 'መልእክቶች', level: 2 })).toBeVisible();
      await expect(page.getByText('እስካሁን ምንም ውይይት የለም')).toBeVisible();
      await expectAccessible(page);

      await page.goto(`/messages/${otherId}`);
      await expect(page.getByRole('heading', { name: 'ሰላም ተስፋዬ', level: 2 })).toBeVisible();
      await page.getByLabel('መልእክት ይጻፉ').fill('እንደምን አደሩ? ነገ እንገናኝ።');
      await page.getByLabel('መልእክት ይጻፉ').press('Enter');
      await expect(page.getByTestId('message')).toHaveCount(1);
      await expect(page.getByTestId('message')).toContainText('እንደምን አደሩ?');
      await expectAccessible(page);
      if (process.env.MESSAGES_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.MESSAGES_SCREENSHOTS}/conversation-am.png` });

      await other.page.request.patch('/api/v1/me/privacy', { data: { allowNewMessages: false } });
      const third = await otherUser(browser, baseURL, accounts.signIn);
      try {
        await third.page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
        await third.page.request.patch('/api/v1/me/profile', {
          data: { languagePreference: 'am' },
        });
        await third.page.goto(`/messages/${otherId}`);
        await expect(
          third.page.getByRole('heading', { name: 'ለዚህ ሰው መልእክት መላክ አይችሉም' }),
        ).toBeVisible();
        await expect(third.page.getByText('ሰላም ተስፋዬ አዲስ መልእክቶችን አይቀበሉም።')).toBeVisible();
      } finally {
        await third.close();
      }
    } finally {
      await other.close();
    }
  });
});
