import { expect, test } from '../fixtures';
import { grantAdmin } from '../support/admin';
import { otherUser } from './notifications-helpers';

const shots = process.env.SHOTS_DIR;

test.describe('trust levels (issue 37)', () => {
  test('a new account hits a cap and sees why; its link post is held for review until an admin approves it', async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    test.slow(); // the command line, two people
    const admin = await accounts.signIn(page);
    expect(grantAdmin(admin.email)).toContain('is now a site admin');
    const newcomer = await otherUser(browser, baseURL, accounts.signIn);
    try {
      // The journeys' site is in bootstrap mode: the admin keeps this account at `new` by hand.
      const sessionOf = (await (await newcomer.page.request.get('/api/v1/session')).json()) as {
        user: { id: string };
      };
      const set = await page.request.put(`/api/v1/admin/users/${sessionOf.user.id}/trust-level`, {
        data: { level: 'new', reason: 'Journey' },
      });
      expect(set.ok()).toBe(true);

      const them = newcomer.page;
      await them.setViewportSize({ width: 1280, height: 800 });
      await them.goto('/dashboard');
      const postButton = them.getByRole('button', { name: 'Post', exact: true });
      // A link in a first post: held for review, labelled for its author.
      await them.getByLabel('Write a post').fill('Our shop opens today: www.example-shop.com');
      await postButton.click();
      const held = them.locator('article').filter({ hasText: 'www.example-shop.com' });
      await expect(held.getByTestId('held-for-review')).toContainText('Held for review.');
      // Quick posts: a new account may write 3 times a minute, and is told so, and when.
      for (const body of ['Selam everyone', 'Glad to be here']) {
        await them.getByLabel('Write a post').fill(body);
        await postButton.click();
        await expect(them.locator('article').filter({ hasText: body })).toBeVisible();
      }
      await them.getByLabel('Write a post').fill('One more thing');
      await postButton.click();
      const alert = them.getByRole('alert').filter({ hasText: 'As a new account' });
      await expect(alert).toContainText('As a new account you can write 3 times a minute.');
      await expect(alert).toContainText('You can do it again from');
      if (shots) await them.screenshot({ path: `${shots}/trust-cap-1280.png` });
      await them.setViewportSize({ width: 390, height: 844 });
      await alert.scrollIntoViewIfNeeded();
      if (shots) await them.screenshot({ path: `${shots}/trust-cap-390.png` });

      // The admin finds the held post in the queue and approves it.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Held for review' }).click();
      const queued = page.locator('li').filter({ hasText: 'www.example-shop.com' });
      await expect(queued).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/admin-held-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      if (shots) await page.screenshot({ path: `${shots}/admin-held-390.png` });
      await queued.getByRole('button', { name: 'Approve' }).click();
      await expect(queued).toHaveCount(0);
      await them.reload();
      await expect(
        them
          .locator('article')
          .filter({ hasText: 'www.example-shop.com' })
          .getByTestId('held-for-review'),
      ).toHaveCount(0);
      expect(newcomer.errors).toEqual([]);
    } finally {
      await newcomer.close();
    }
  });
});
