import { expect, test } from '../fixtures';
import { otherUser } from './notifications-helpers';

test.describe('communities', () => {
  test('a private community: request, approve from the notification, post, promote, demote, remove (access goes at once)', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    // Two members, a dozen screens and four live changes: minutes on a slow host.
    test.setTimeout(300_000);
    await accounts.signIn(page);
    const name = `Addis Nurses ${Date.now().toString(36)}`;

    // The admin creates a private community with a join question.
    await page.goto('/communities');
    await expect(page.getByRole('heading', { name: 'Communities', level: 2 })).toBeVisible();
    await expect(page.getByText('You are not in any community yet')).toBeVisible();
    await page.getByRole('button', { name: 'Create community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a community' });
    await dialog.getByRole('button', { name: 'Create community' }).click();
    await expect(dialog.getByText('A community name needs at least 2 characters.')).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('A private circle for Habesha nurses abroad: licensing, shifts and support.');
    await dialog.getByRole('radio', { name: /Private/ }).check();
    await dialog.getByLabel(/Join question/).fill('Where do you work as a nurse?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create community' }).click();
    await expect(page).toHaveURL(/\/community\/[0-9a-f-]{36}$/);
    const communityUrl = new URL(page.url()).pathname;
    const header = page.getByRole('region', { name });
    await expect(header.getByText('Private')).toBeVisible();
    await expect(header.getByText('1 member')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Manage' })).toBeVisible();

    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const renamed = await other.page.request.patch('/api/v1/me/profile', {
        data: { fullName: 'Dawit Bekele' },
      });
      expect(renamed.ok()).toBe(true);
      // The second member finds it, sees only its card, and asks to join.
      const them = other.page;
      await them.goto('/communities?tab=discover');
      await them.getByLabel('Search communities').fill(name);
      await them.getByRole('link', { name: new RegExp(name) }).click();
      await expect(them.getByText('This community is private')).toBeVisible();
      await them.getByRole('tab', { name: 'Members' }).click();
      await expect(them.getByText('This community is private')).toBeVisible();
      await them.getByRole('button', { name: 'Request to join' }).click();
      const ask = them.getByRole('dialog', { name: 'Request to join' });
      await ask.getByLabel('Where do you work as a nurse?').fill('Harborview, night shifts');
      await ask.getByRole('button', { name: 'Send request' }).click();
      await expect(them.getByText('Request pending', { exact: true })).toBeVisible();
      await expect(them.getByText(/Your request to join is waiting for an admin/)).toBeVisible();

      // The admin approves from the notification.
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
      await bell.click();
      const panel = page.getByRole('region', { name: 'Notifications', exact: true });
      await expect(panel.getByText(`Dawit Bekele asked to join ${name}`)).toBeVisible();
      await expectAccessible(page);
      await panel.getByRole('button', { name: 'Approve the request of Dawit Bekele' }).click();
      await expect(page.getByText('Request approved')).toBeVisible();
      await expect(panel.getByText(`Dawit Bekele asked to join ${name}`)).toHaveCount(0);
      await page.keyboard.press('Escape');

      // The member's page opens up by itself (the members list first); they post in the community.
      await expect(
        them.getByRole('list', { name: 'Members' }).getByText('Dawit Bekele'),
      ).toBeVisible();
      await them.getByRole('tab', { name: 'Posts' }).click();
      const composer = them.getByLabel('Write a post');
      await expect(composer).toBeVisible();
      const text = `Night shift swap anyone? ${Date.now()}`;
      await composer.fill(text);
      // The composer has opened (its Post button), and in a community it has no audience to choose.
      await expect(them.getByRole('button', { name: 'Post', exact: true })).toBeVisible();
      await expect(them.getByLabel('Who can see it')).toHaveCount(0);
      await them.getByRole('button', { name: 'Post', exact: true }).click();
      const card = them.locator('article').filter({ hasText: text });
      await expect(card).toBeVisible();
      const postId = await card.getAttribute('data-post-id');

      // The admin sees it in the community's feed, and can remove it (not edit it).
      await page.goto(communityUrl);
      const adminCard = page.locator('article').filter({ hasText: text });
      await expect(adminCard).toBeVisible();
      await expect(page.getByText('2 members')).toBeVisible();
      await adminCard.getByRole('button', { name: 'Post options' }).click();
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
      await page.keyboard.press('Escape');

      // Manage: promote, demote, remove.
      await page.getByRole('link', { name: 'Manage' }).click();
      await expect(page).toHaveURL(/\/dashboard\/communities\/[0-9a-f-]{36}\/manage$/);
      await expect(page.getByText('No requests waiting')).toBeVisible();
      await page.getByRole('tab', { name: 'Members' }).click();
      const options = page.getByRole('button', { name: 'Options for Dawit Bekele' });
      await options.click();
      await page.getByRole('menuitem', { name: 'Make admin' }).click();
      await expect(page.getByText('Member promoted to admin')).toBeVisible();
      await options.click();
      await page.getByRole('menuitem', { name: 'Make member' }).click();
      await expect(page.getByText('Admin demoted to member')).toBeVisible();
      await expectAccessible(page);

      // The member keeps the post open meanwhile (its room joined).
      await them.goto(`/post/${postId}`);
      await expect(them.locator('article').filter({ hasText: text })).toBeVisible();
      await them.goto(communityUrl);
      await expect(them.getByLabel('Write a post')).toBeVisible();

      await options.click();
      await page.getByRole('menuitem', { name: 'Remove from community' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove this member?' });
      await expect(confirm).toContainText('will lose access to this community at once');
      await expect(confirm).toContainText('This cannot be undone.');
      await confirm.getByRole('button', { name: 'Remove member' }).click();
      await expect(page.getByText('Member removed from community')).toBeVisible();

      // The removed member loses access at once, without reloading.
      await expect(them.getByText('This community is private')).toBeVisible();
      await expect(them.getByLabel('Write a post')).toHaveCount(0);
      await expect(them.getByRole('button', { name: 'Request to join' })).toBeVisible();
      await them.goto(`/post/${postId}`);
      await expect(them.getByText('This post is not available')).toBeVisible();

      // The last admin cannot leave.
      await page.goto(communityUrl);
      await page.getByRole('button', { name: 'Leave' }).click();
      const leave = page.getByRole('alertdialog', { name: 'Leave this community?' });
      await leave.getByRole('button', { name: 'Leave' }).click();
      await expect(leave.getByText(/You are the only admin of this community/)).toBeVisible();
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
