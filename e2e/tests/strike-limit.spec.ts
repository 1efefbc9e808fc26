import { expect, test } from '../fixtures';
import { grantAdmin } from '../support/admin';
import { createPost, otherUser } from './notifications-helpers';

const shots = '/tmp/shots/community';

test.describe('a limit is a strike (issue 37)', () => {
  test('a site admin lowers a trust level; the member sees the limit; the admin may lock any post’s comments', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.slow(); // the command line, two people and axe
    const admin = await accounts.signIn(page);
    expect(grantAdmin(admin.email)).toContain('is now a site admin');
    const member = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const { user } = (await (await member.page.request.get('/api/v1/session')).json()) as {
        user: { id: string };
      };
      const raised = await page.request.put(`/api/v1/admin/users/${user.id}/trust-level`, {
        data: { level: 'regular', reason: 'Helps newcomers' },
      });
      expect(raised.ok()).toBe(true);

      // Lowering it in /admin says it is a strike.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Members' }).click();
      const search = page.getByRole('searchbox', { name: 'Search by name, username or e-mail' });
      await search.fill(member.member.username);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.locator(`[data-user="${member.member.username}"]`);
      await row.getByTestId('trust-level').selectOption('new');
      const dialog = page.getByRole('dialog', { name: /^Limit @/ });
      await expect(dialog).toContainText('This is a strike');
      await dialog.getByLabel(/Reason/).fill('Link spam in three groups');
      await page.screenshot({ path: `${shots}/limit-confirm-1280.png` });
      await dialog.getByRole('button', { name: 'Limit', exact: true }).click();
      await expect(dialog).toBeHidden();

      // The member sees it in Account status, with the levels, and may appeal it.
      const them = member.page;
      await them.setViewportSize({ width: 1280, height: 800 });
      await them.goto('/settings/account-status');
      const limit = them.getByRole('article', { name: 'Account limited' });
      await expect(limit.getByText('Regular → New')).toBeVisible();
      await expect(limit.getByText('Link spam in three groups')).toBeVisible();
      await expect(limit.getByRole('button', { name: 'Appeal' })).toBeVisible();
      await expectAccessible(them);
      await them.screenshot({ path: `${shots}/limit-strike-1280.png`, fullPage: true });
      await them.setViewportSize({ width: 390, height: 844 });
      await them.screenshot({ path: `${shots}/limit-strike-390.png`, fullPage: true });

      // The site admin may lock the comments of anyone's post, from the post's menu.
      const postId = await createPost(them, `Buna at noon ${Date.now()}`);
      await page.goto(`/post/${postId}`);
      await page.getByRole('button', { name: 'Post options' }).first().click();
      await expect(page.getByRole('menuitem', { name: 'Lock comments' })).toBeVisible();
      await page.screenshot({ path: `${shots}/admin-lock-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/admin-lock-390.png` });
      await page.getByRole('menuitem', { name: 'Lock comments' }).click();
      await expect(page.getByText('Comments are locked').first()).toBeVisible();
      expect(member.errors).toEqual([]);
    } finally {
      await member.close();
    }
  });
});
