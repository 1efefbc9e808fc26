import { expect, test } from '../fixtures';
import { createPost, otherUser, userIdOf } from './notifications-helpers';

/** Issue 37: a member filters strangers and finds them under Filtered; muted words in Settings. */
test.describe('notification filters', () => {
  test('a member filters people they do not follow and finds their notifications under Filtered', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await accounts.signIn(page);
    const postId = await createPost(page, 'Our Meskel bonfire, with the whole family');

    await page.goto('/settings');
    const filters = page.getByRole('region', { name: 'Notification filters' });
    const strangers = filters.getByRole('combobox', { name: "People you don't follow" });
    await expect(strangers).toHaveValue('accept');
    await expectAccessible(page);
    await strangers.selectOption('filter');
    await expect(page.getByText('Notification filters saved')).toBeVisible();
    await page.reload();
    await expect(strangers).toHaveValue('filter');

    // A muted word, written the way the member types it, listed with its choices (not a word of
    // the stranger's name: a muted word hides the notifications that show it).
    const muted = page.getByRole('region', { name: 'Muted words' });
    await expect(muted.getByText('You have not muted any words.')).toBeVisible();
    await muted.getByRole('textbox', { name: 'Word or phrase' }).fill('ምርጫ');
    await muted.getByRole('combobox', { name: 'Mute for' }).selectOption('7d');
    await muted.getByRole('button', { name: 'Mute', exact: true }).click();
    const words = muted.getByRole('list', { name: 'Your muted words' });
    await expect(words.getByRole('listitem')).toHaveCount(1);
    await expect(words).toContainText('ምርጫ');
    await expect(words).toContainText(/Whole word · Until/);

    // A stranger likes the post: no bell, but the Filtered list holds it.
    const stranger = await otherUser(browser, baseURL, accounts.signIn);
    await stranger.call('put', `/api/v1/posts/${postId}/like`);
    await expect
      .poll(async () => {
        const answer = await page.request.get('/api/v1/notifications/filtered');
        return ((await answer.json()) as { count: number }).count;
      })
      .toBe(1);
    await page.goto('/dashboard');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    await panel.getByRole('link', { name: 'Filtered notifications: 1' }).click();

    await expect(page).toHaveURL(/\/notifications\/filtered$/);
    await expect(
      page.getByRole('heading', { name: 'Filtered notifications', level: 2 }),
    ).toBeVisible();
    const items = page.getByRole('list', { name: 'Filtered notifications' }).getByRole('link');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('liked your post');
    await expectAccessible(page);

    // Following them brings their next notification back to the bell.
    await page.request.put(`/api/v1/profiles/${await userIdOf(stranger.page)}/follow`);
    await stranger.call('put', `/api/v1/posts/${postId}/save`);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    expect(stranger.errors).toEqual([]);
    await stranger.close();
  });
});
