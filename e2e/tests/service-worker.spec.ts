import { expect, test } from '../fixtures';

/**
 * The service worker /sw.js (apps/web/src/sw.ts), seen from inside: what it does with a push and a
 * click on its notification. (Offline use is in frame-navigation.spec.ts.) The pushes are made in
 * the worker itself: a real one needs a push service, which a test browser has not.
 */

/** What of the worker's global scope these checks use (the e2e project has no WebWorker types). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: 'push', init: { data: string }) => Event;
  NotificationEvent: new (type: 'notificationclick', init: { notification: Notification }) => Event;
}

test.describe('service worker', () => {
  test('a push shows its notification, only ever for a path of this site, and a click brings the tab to its link', async ({
    page,
    context,
    baseURL,
    accounts,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await accounts.signIn(page);
    await page.goto('/dashboard');
    // Installed for every signed-in session; it takes the tab once it has kept the build's files.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    expect(new URL(worker.url()).pathname).toBe('/sw.js');

    const shown = await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const pushes = [
        JSON.stringify({
          id: 'n-1',
          title: 'Selam liked your post',
          body: 'Injera',
          link: '/saved-posts',
        }),
        JSON.stringify({ id: 'n-2', title: '', link: '//elsewhere.example/phish' }),
        'Just a line of text',
      ];
      for (const data of pushes) scope.dispatchEvent(new scope.PushEvent('push', { data }));
      // Up to 10 s: on a loaded host Chromium once took longer than 5 s to show all three.
      let list: Notification[] = [];
      for (let tries = 0; tries < 100; tries += 1) {
        list = await scope.registration.getNotifications();
        if (list.length === pushes.length)
          return list
            .map((note) => ({
              title: note.title,
              body: note.body,
              tag: note.tag,
              data: note.data as unknown,
              icon: new URL(note.icon).pathname,
            }))
            .sort((a, b) => a.body.localeCompare(b.body));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seen = list.map((note) => JSON.stringify([note.tag, note.title])).join(', ');
      throw new Error(`the pushes did not all show a notification: seen ${seen || 'none'}`);
    });
    expect(shown).toEqual([
      // No title: the brand. Another site's address: the dashboard instead.
      {
        title: 'Aebro',
        body: '',
        tag: 'n-2',
        data: { link: '/dashboard' },
        icon: '/icons/icon-192.png',
      },
      {
        title: 'Selam liked your post',
        body: 'Injera',
        tag: 'n-1',
        data: { link: '/saved-posts' },
        icon: '/icons/icon-192.png',
      },
      // Not JSON: its text is the body.
      {
        title: 'Aebro',
        body: 'Just a line of text',
        tag: '',
        data: { link: '/dashboard' },
        icon: '/icons/icon-192.png',
      },
    ]);

    // A click closes the notification and moves the open tab to its link.
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag: 'n-1' });
      if (!notification) throw new Error('no notification n-1');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(/\/saved-posts$/);
    await expect(page.getByRole('heading', { name: 'Saved items', level: 2 })).toBeVisible();
    const left = await worker.evaluate(async () =>
      (await (self as unknown as WorkerScope).registration.getNotifications()).map(
        (note) => note.tag,
      ),
    );
    expect(left.sort()).toEqual(['', 'n-2']);
  });
});
