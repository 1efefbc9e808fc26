import { expect, test } from '../fixtures';
import { createPost, otherUser, userIdOf } from './notifications-helpers';

test.describe('a private profile is a locked account', () => {
  test('following it is a request; the owner approves it from the notification, then the posts open', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    // B: the private profile, in this page.
    await accounts.signIn(page);
    const bId = await userIdOf(page);
    await page.request.patch('/api/v1/me/privacy', { data: { publicProfile: false } });
    const postId = await createPost(page, 'Only for the people I know: injera night on Friday');

    // A asks to follow, in a browser of their own.
    const a = await otherUser(browser, baseURL, accounts.signIn);
    await a.page.goto(`/profile/${bId}`);
    await expect(a.page.getByText('This profile is private')).toBeVisible();
    await a.page.getByRole('button', { name: /^Follow / }).click();
    const requested = a.page.getByRole('button', { name: /^Withdraw the request to follow/ });
    await expect(requested).toBeVisible();
    await expect(requested).toHaveText('Requested');
    await expect(a.page.getByText(/You asked to follow/)).toBeVisible();
    // The post's text, not the header's title, which quotes its first words.
    const postText = a.page.getByText('Only for the people I know: injera night on Friday', {
      exact: true,
    });
    await a.page.goto(`/post/${postId}`);
    await expect(postText).toHaveCount(0);

    // B hears of it, and answers from the requests list the notification leads to.
    await page.goto('/dashboard');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    await page.getByRole('link', { name: /asked to follow you/ }).click();
    await expect(page).toHaveURL(/\/connections\/me\/requests$/);
    await expect(page.getByRole('tab', { name: 'Requests', selected: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Approve / }).click();
    await expect(page.getByText(/follows you now/)).toBeVisible();
    await expect(page.getByText('No requests')).toBeVisible();

    // A now sees B's profile and posts, and heard the answer.
    await a.page.goto(`/post/${postId}`);
    await expect(postText).toBeVisible();
    await a.page.goto(`/profile/${bId}`);
    await expect(a.page.getByRole('button', { name: /^Unfollow/ })).toBeVisible();
    expect(a.errors).toEqual([]);
    await a.close();
  });

  test('like, unlike and like again: the author gets one notification', async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    await accounts.signIn(page);
    const postId = await createPost(page, 'Coffee ceremony photos coming soon');
    const a = await otherUser(browser, baseURL, accounts.signIn);
    await a.page.goto(`/post/${postId}`);
    const like = a.page.getByRole('button', { name: /^Like,/ });
    const click = async (pressed: string) => {
      // Each click reaches the server before the next one.
      const answered = a.page.waitForResponse((response) =>
        response.url().endsWith(`/posts/${postId}/like`),
      );
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', pressed);
      await answered;
    };
    await click('true');
    // The author has seen the first one; a second like must not make a second notification.
    await expect
      .poll(
        async () => (await (await page.request.get('/api/v1/notifications')).json()).items.length,
      )
      .toBe(1);
    await page.request.post('/api/v1/notifications/read-all');
    await click('false');
    await click('true');
    await a.close();

    await page.goto('/dashboard');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('link')).toHaveCount(
      1,
    );
  });
});
