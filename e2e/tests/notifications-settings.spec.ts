import { expect, test } from '../fixtures';
import { createPost, otherUser, realtimeConnected, userIdOf } from './notifications-helpers';

test.describe('notification settings', () => {
  test('the switches save with a toast, and a type switched off produces no notification', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(60_000);
    await accounts.signIn(page);
    const aId = await userIdOf(page);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Notifications', exact: true });
    const likes = section.getByRole('switch', { name: 'Notify me about likes' });
    await expect(likes).toBeChecked();
    for (const name of [
      'Allow like notifications',
      'Notify me about comments',
      'Allow comment notifications',
      'Notify me about new followers',
      'Allow follow notifications',
      'Notify me about saves',
      'Allow save notifications',
    ]) {
      await expect(section.getByRole('switch', { name })).toBeChecked();
    }
    await expect(
      section.getByRole('switch', { name: 'Notify me when Aebro is closed' }),
    ).toBeVisible();
    await expectAccessible(page);

    await likes.click();
    await expect(page.getByText('Settings Updated')).toBeVisible();
    await expect(page.getByText('Notification preferences saved successfully')).toBeVisible();
    await expect(likes).not.toBeChecked();
    await section.getByRole('switch', { name: 'Allow save notifications' }).click();
    await expect(
      section.getByRole('switch', { name: 'Allow save notifications' }),
    ).not.toBeChecked();
    // One toast at a time (SPEC §9): the second replaces the first.
    await expect(page.getByText('Settings Updated').last()).toBeVisible();
    await page.reload();
    await expect(section.getByRole('switch', { name: 'Notify me about likes' })).not.toBeChecked();
    await expect(
      section.getByRole('switch', { name: 'Allow save notifications' }),
    ).not.toBeChecked();
    await expect(section.getByRole('switch', { name: 'Allow like notifications' })).toBeChecked();

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
