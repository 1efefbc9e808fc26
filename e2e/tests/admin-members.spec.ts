import { expect, test } from '../fixtures';
import { grantAdmin } from '../support/admin';
import { otherUser } from './notifications-helpers';

test.describe('admin → members', () => {
  test('the search finds a Ge’ez name written in Latin letters; the admin’s own row offers no suspend or ban', async ({
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
      const renamed = await member.page.request.patch('/api/v1/me/profile', {
        data: { fullName: 'ሰላም ወልደሚካኤል' },
      });
      expect(renamed.ok()).toBe(true);

      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Members' }).click();
      const search = page.getByRole('searchbox', { name: 'Search by name, username or e-mail' });
      await search.fill('weldemikael');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.locator(`[data-user="${member.member.username}"]`);
      await expect(row).toContainText('ሰላም ወልደሚካኤል');
      await expect(row.getByRole('button', { name: 'Suspend' })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Ban' })).toBeVisible();

      await search.fill(admin.username);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const mine = page.locator(`[data-user="${admin.username}"]`);
      await expect(mine).toContainText('You');
      await expect(mine).toContainText('Admin');
      await expect(mine.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
      await expect(mine.getByRole('button', { name: 'Ban' })).toHaveCount(0);
      await expectAccessible(page);
      expect(member.errors).toEqual([]);
    } finally {
      await member.close();
    }
  });
});
