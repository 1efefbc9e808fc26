import { expect, test } from '../fixtures';
import { otherUser, realtimeConnected, userIdOf } from './notifications-helpers';

test.describe('messages and blocks', () => {
  test('after a block the conversation stays readable but closed: a send is refused and the composer says why', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await accounts.signIn(page);
    await page.request.patch('/api/v1/me/profile', { data: { fullName: 'Blocked Sender' } });
    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const b = other.page;
      await b.request.patch('/api/v1/me/profile', { data: { fullName: 'Blocking Reader' } });
      const blockerId = await userIdOf(b);
      const senderId = await userIdOf(page);
      await other.call('put', `/api/v1/profiles/${senderId}/follow`);

      const connected = realtimeConnected(page);
      await page.goto(`/messages/${blockerId}`);
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      await connected;
      const field = page.getByLabel('Write a message');
      await field.fill('Before the block');
      await field.press('Enter');
      await expect(
        page.getByRole('log', { name: 'Messages' }).getByText('Before the block'),
      ).toBeVisible();
      await expect(page.getByTestId('pending-message')).toHaveCount(0);

      // The other person blocks the sender (who is not told); the sender's next message is refused.
      await other.call('put', `/api/v1/profiles/${senderId}/block`);
      await field.fill('After the block');
      await field.press('Enter');
      await expect(page.getByRole('note')).toHaveText("You can't message this person.");
      await expect(page.getByLabel('Write a message')).toHaveCount(0);
      await expect(
        page.getByRole('log', { name: 'Messages' }).getByText('Before the block'),
      ).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath('blocked-conversation.png') });

      // The blocker's side: the history is there, and no composer either.
      await b.goto(new URL(page.url()).pathname);
      await expect(
        b.getByRole('log', { name: 'Messages' }).getByText('Before the block'),
      ).toBeVisible();
      await expect(
        b.getByRole('log', { name: 'Messages' }).getByText('After the block'),
      ).toHaveCount(0);
      await expect(b.getByRole('note')).toHaveText("You can't message this person.");

      // In Amharic.
      await b.evaluate(() => window.localStorage.setItem('aebro.language', 'am'));
      await b.reload();
      await expect(b.getByRole('note')).toHaveText('ለዚህ ሰው መልእክት መላክ አይችሉም።');
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
