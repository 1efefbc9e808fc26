import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { paidEvent } from './events-helpers';

/**
 * On a first visit to an area, the entry asks for the screen's data while the code loads
 * (apps/web/src/first-visit.ts). Those early requests must be exactly the ones the screen makes:
 * the screen then takes each answer instead of asking again, so every GET is sent once, and the
 * data is asked for before the screen's code has arrived.
 */
interface Visit {
  /** How many times each API GET was sent, by path and query. */
  counts: Map<string, number>;
  /** When each API GET was first sent, and when the screen's own chunk was let through. */
  sentAt: Map<string, number>;
  chunkAt: number;
}

/**
 * A first visit to `path` whose screen chunk (`assets/<chunk>-<hash>.js`) is held back for two
 * seconds, as a slow network would: the data asked for early goes out while it waits. (With one
 * second, a busy 2-core host once sent an event's data 0.2 s after it, the data waiting for the
 * session's answer and the host running other journeys beside it.)
 */
async function visit(page: Page, path: string, chunk: string, ready: string): Promise<Visit> {
  const result: Visit = { counts: new Map(), sentAt: new Map(), chunkAt: 0 };
  await page.route(new RegExp(`/assets/${chunk}-[A-Za-z0-9_-]{8}\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    result.chunkAt = Date.now();
    await route.continue();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/v1/')) return;
    const key = `${url.pathname}${url.search}`;
    result.counts.set(key, (result.counts.get(key) ?? 0) + 1);
    if (!result.sentAt.has(key)) result.sentAt.set(key, Date.now());
  });
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
  // Whatever the screen asks on its first render has been asked by now.
  await page.waitForLoadState('networkidle');
  return result;
}

// A first visit has no service worker yet (an installed one would serve the code from its cache).
test.use({ serviceWorkers: 'block' });

test('each area asks for its data once on a first visit, while its code loads', async ({
  page,
  accounts,
}) => {
  test.slow();
  await accounts.signIn(page);
  const created = await page.request.post('/api/v1/communities', {
    data: {
      name: `Early readers ${Date.now().toString(36)}`,
      description: 'Readers who come early.',
      privacy: 'public',
    },
  });
  expect(created.status()).toBe(201);
  const { id: communityId } = (await created.json()) as { id: string };
  const eventId = await paidEvent(page);

  const visits: [string, string, string, string[]][] = [
    ['/communities', 'communities', 'main a[href^="/community"]', ['/api/v1/me/communities']],
    [
      `/community/${communityId}`,
      'community',
      '#community-name',
      [`/api/v1/communities/${communityId}`, `/api/v1/communities/${communityId}/posts`],
    ],
    [
      '/events',
      'events',
      'main h2',
      ['/api/v1/events?when=upcoming&q=', '/api/v1/me/events?role=going'],
    ],
    [`/events/${eventId}`, 'event', '#event-title', [`/api/v1/events/${eventId}`]],
    ['/messages', 'messages', 'main h2', ['/api/v1/conversations?box=inbox']],
    ['/services', 'services', 'main h2', ['/api/v1/services?sort=newest']],
    [
      '/settings',
      'settings',
      'main h2',
      [
        '/api/v1/me/notification-preferences',
        '/api/v1/me/privacy',
        '/api/v1/me/notification-policy',
        '/api/v1/me/muted-words',
        '/api/v1/me/blocks?limit=50',
        '/api/v1/me/mutes?limit=50',
        '/api/v1/me/data-export',
      ],
    ],
  ];
  for (const [path, chunk, ready, data] of visits) {
    // A first visit: nothing of the app in memory (a new page of the same signed-in context).
    const page2 = await page.context().newPage();
    const { counts, sentAt, chunkAt } = await visit(page2, path, chunk, ready);
    expect(chunkAt, `${path}: its screen chunk ${chunk} was loaded`).toBeGreaterThan(0);
    for (const url of ['/api/v1/session', ...data]) {
      expect(counts.get(url), `${path}: ${url} asked for once`).toBe(1);
      expect(sentAt.get(url), `${path}: ${url} asked for before its code arrived`).toBeLessThan(
        chunkAt,
      );
    }
    await page2.close();
  }
});

test("the page asks for the app's first chunks itself, each once, and the landing page does not", async ({
  page,
}) => {
  const html = await (await page.request.get('/auth')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  // React, the router, i18next and the first visit's starter at least.
  expect(preloaded.length).toBeGreaterThan(5);
  const landing = await (await page.request.get('/')).text();
  expect(landing).not.toContain('modulepreload');

  // Each is the very file the scripts import: fetched once (a preload the import could not take
  // would be fetched twice).
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  await page.goto('/auth');
  await expect(page.locator('#root form').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const file of preloaded) expect(counts.get(file), file).toBe(1);
});
