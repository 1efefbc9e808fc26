import type { WebSocketRoute } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createPost, otherUser, realtimeConnected, userIdOf } from './notifications-helpers';

test.describe('notifications', () => {
  test('B follows and likes: A sees the popups and the bell count live, opens the like, then clears all', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await accounts.signIn(page);
    const aId = await userIdOf(page);
    const postId = await createPost(
      page,
      'Buna at the community centre on Saturday, everyone is welcome',
    );

    const connected = realtimeConnected(page);
    await page.goto('/dashboard');
    await connected;
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    const popups = page.getByRole('region', { name: 'New notifications' });

    const b = await otherUser(browser, baseURL, accounts.signIn);
    await b.call('put', `/api/v1/profiles/${aId}/follow`);
    await expect(
      popups.getByRole('link', { name: /Selam Tesfaye started following you/ }),
    ).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    await b.call('put', `/api/v1/posts/${postId}/like`);
    const likePopup = popups.getByRole('link', { name: /Selam Tesfaye liked your post/ });
    await expect(likePopup).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await expect(popups.getByRole('button', { name: 'Close' })).toHaveCount(2);

    await likePopup.click();
    // Away from the cards: a pointer resting on one holds it open.
    await page.mouse.move(5, 300);
    await expect(page).toHaveURL(new RegExp(`/post/${postId}$`));
    await expect(likePopup).toBeHidden();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    // The follow's popup closes on its own after 5 s.
    await expect(popups.getByRole('listitem')).toHaveCount(0, { timeout: 8000 });

    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const items = panel.getByRole('link');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Selam Tesfaye liked your post');
    await expect(items.nth(0)).not.toContainText('Unread');
    await expect(items.nth(1)).toContainText('Selam Tesfaye started following you');
    await expect(items.nth(1)).toContainText('Unread');
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Clear all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear all notifications?' });
    await expect(confirm).toContainText('This cannot be undone.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Clear all' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    await expect(panel.getByRole('link')).toHaveCount(0);
    await expect(bell).toHaveAccessibleName('Notifications');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // Within 5 minutes of Clear all a new notification is counted, but does not pop up.
    await b.call('put', `/api/v1/posts/${postId}/save`);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(popups.getByRole('listitem')).toHaveCount(0);

    expect(b.errors).toEqual([]);
    await b.close();
  });

  test('a read in another tab updates this one, what came while the socket was away is fetched on reconnect, in Amharic too', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(60_000);
    await accounts.signIn(page);
    const aId = await userIdOf(page);
    const postId = await createPost(page, 'Who is coming to the Timket celebration?');

    // The socket goes through the test, which can cut it and keep it from coming back for a while.
    let blocked = false;
    let connects = 0;
    let live: { page: WebSocketRoute; server: WebSocketRoute } | null = null;
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (blocked) {
        // Answer like a server that turns the connection down: the client fails and retries later.
        ws.send(
          '0{"sid":"blocked","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}',
        );
        ws.onMessage((message) => {
          if (typeof message === 'string' && message.startsWith('40'))
            ws.send('44{"message":"unavailable"}');
        });
        return;
      }
      const server = ws.connectToServer();
      server.onMessage((message) => {
        ws.send(message);
        if (typeof message === 'string' && message.startsWith('40')) connects += 1;
      });
      live = { page: ws, server };
    });

    await page.goto('/dashboard');
    await expect.poll(() => connects).toBe(1);
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    const b = await otherUser(browser, baseURL, accounts.signIn);
    await b.call('put', `/api/v1/profiles/${aId}/follow`);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    // Another tab of A's marks everything read: this tab follows.
    const read = await page.request.post('/api/v1/notifications/read-all');
    expect(read.ok()).toBe(true);
    await expect(bell).toHaveAccessibleName('Notifications');

    // The connection drops and stays away while B likes the post: no event reaches this tab...
    blocked = true;
    const current = live as { page: WebSocketRoute; server: WebSocketRoute } | null;
    await current?.server.close();
    await current?.page.close();
    await b.call('put', `/api/v1/posts/${postId}/like`);
    await page.waitForTimeout(1000);
    await expect(bell).toHaveAccessibleName('Notifications');

    // ...and once it is back, the refetch brings the like.
    blocked = false;
    await expect.poll(() => connects, { timeout: 15_000 }).toBe(2);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    // In Amharic, the same notifications are told in Amharic.
    await page.getByRole('banner').getByRole('button', { name: 'አማርኛ' }).click();
    const amharicBell = page.getByRole('banner').getByRole('button', { name: /^ማሳወቂያዎች/ });
    await expect(amharicBell).toHaveAccessibleName('ማሳወቂያዎች፣ 1 ያልተነበቡ');
    await amharicBell.click();
    const panel = page.getByRole('region', { name: 'ማሳወቂያዎች' });
    await expect(panel.getByRole('link').first()).toContainText('Selam Tesfaye ልጥፍዎን ወደውታል');
    await expect(panel.getByRole('link').nth(1)).toContainText('Selam Tesfaye እርስዎን መከተል ጀምረዋል');
    await expect(panel.getByRole('button', { name: 'ሁሉንም እንደተነበቡ ምልክት ያድርጉ' })).toBeEnabled();
    await expectAccessible(page);

    expect(b.errors).toEqual([]);
    await b.close();
  });
});
