import { expect, test } from '../fixtures';
import { createPost, otherUser, realtimeConnected, userIdOf } from './notifications-helpers';

test.describe('notification settings', () => {
  test('one switch per kind saves with a toast, and a kind switched off produces no notification', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000); // 56 s on a loaded CI host (2026-12-02)
    await accounts.signIn(page);
    const aId = await userIdOf(page);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Notifications', exact: true });
    const kinds = section.getByRole('group', { name: 'What to notify you about' });
    const likes = kinds.getByRole('switch', { name: 'Likes', exact: true });
    const saves = kinds.getByRole('switch', { name: 'Saves', exact: true });
    await expect(kinds.getByRole('switch')).toHaveCount(5);
    for (const name of ['Likes', 'Comments', 'New followers', 'Saves', 'Scheduled posts']) {
      await expect(kinds.getByRole('switch', { name, exact: true })).toBeChecked();
    }
    // What this browser does with them stands apart.
    const device = section.getByRole('group', { name: 'On this device' });
    await expect(device.getByRole('switch', { name: 'Show popups' })).toBeChecked();
    await expect(
      device.getByRole('switch', { name: 'Notify me when Aebro is closed' }),
    ).toBeVisible();
    await expectAccessible(page);

    await likes.click();
    await expect(page.getByText('Settings Updated')).toBeVisible();
    await expect(page.getByText('Notification preferences saved successfully')).toBeVisible();
    await expect(likes).not.toBeChecked();
    await saves.click();
    await expect(saves).not.toBeChecked();
    // One toast at a time (SPEC §9): the second replaces the first.
    await expect(page.getByText('Settings Updated').last()).toBeVisible();
    await page.reload();
    await expect(likes).not.toBeChecked();
    await expect(saves).not.toBeChecked();
    await expect(kinds.getByRole('switch', { name: 'New followers' })).toBeChecked();
    // One switch is both of SPEC §3's fields.
    const stored = await (await page.request.get('/api/v1/me/notification-preferences')).json();
    expect(stored).toMatchObject({
      notifyOnLikes: false,
      allowLikeNotifications: false,
      notifyOnSaves: false,
      allowSaveNotifications: false,
      notifyOnFollows: true,
      allowFollowNotifications: true,
    });

    // The web push worker loads under the site's CSP for the whole site.
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.register('/sw.js', { scope: '/' })).scope,
    );
    expect(scope).toBe(`${baseURL ?? ''}/`);

    const postId = await createPost(page, 'Injera recipes from my grandmother');
    const connected = realtimeConnected(page);
    await page.goto('/dashboard');
    await connected;
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    const b = await otherUser(browser, baseURL, accounts.signIn);
    // The like and the save are switched off; the follow, made last, is not.
    await b.call('put', `/api/v1/posts/${postId}/like`);
    await b.call('put', `/api/v1/posts/${postId}/save`);
    await b.call('put', `/api/v1/profiles/${aId}/follow`);
    await expect(
      page
        .getByRole('region', { name: 'New notifications' })
        .getByRole('link', { name: /started following you/ }),
    ).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const items = page.getByRole('region', { name: 'Notifications' }).getByRole('link');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Selam Tesfaye started following you');

    expect(b.errors).toEqual([]);
    await b.close();
  });
});
