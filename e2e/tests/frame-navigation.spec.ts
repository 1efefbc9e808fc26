import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { otherUser, realtimeConnected, userIdOf } from './notifications-helpers';

/** The signed-in frame (issue 11): sidebar, phone tabs and More, titles, badges, toasts, offline. */

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** The navigation on screen: the sidebar on wide screens, the tab bar on phones (CSS hides the other). */
function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

async function expectScreen(page: Page, path: RegExp, title: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · Aebro`);
}

async function boxOf(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

test.describe('frame on a desktop', () => {
  test.use({ viewport: desktop });

  test('every area is one click away in the sidebar, marked when current, and each screen names itself', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Ten areas, each a screen loaded for the first time.
    test.setTimeout(120_000);
    await accounts.signIn(page);
    await page.goto('/dashboard');
    await expectScreen(page, /\/dashboard$/, 'Home feed');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // Admin is for site administrators only.
    await expect(nav.getByRole('link')).toHaveCount(10);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expectAccessible(page);

    const areas: Array<[string, RegExp, string]> = [
      ['All posts', /\/posts$/, 'Posts'],
      ['Messages', /\/messages$/, 'Messages'],
      ['Communities', /\/communities$/, 'Communities'],
      ['Events', /\/events$/, 'Events'],
      ['Services', /\/services$/, 'Discover services'],
      ['Saved', /\/saved-posts$/, 'Saved items'],
      ['Payments', /\/payment-history$/, 'Payment history'],
      // A profile is named after its person (issue 35).
      ['Profile', /\/profile$/, 'Selam Tesfaye'],
      ['Settings', /\/settings$/, 'Settings'],
      ['Home', /\/dashboard$/, 'Home feed'],
    ];
    for (const [label, path, title] of areas) {
      await nav.getByRole('link', { name: label }).click();
      await expectScreen(page, path, title);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }

    // The content column is about 640 px wide, between the sidebar and the right column.
    const column = await boxOf(page.getByRole('main').locator(':scope > div').first());
    expect(column.width).toBeLessThanOrEqual(641);
    expect(column.width).toBeGreaterThan(560);

    // The avatar menu is a menu: arrows move, Enter opens, Escape closes and gives the focus back.
    const avatar = page.getByRole('button', { name: 'Account menu for Selam Tesfaye' });
    await avatar.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(3);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectScreen(page, /\/settings$/, 'Settings');

    // A sub-path counts for its area; someone else's profile is no area of mine.
    await page.goto('/dashboard/communities/c1');
    await expect(nav.getByRole('link', { name: 'Communities' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectScreen(page, /\/dashboard\/communities\/c1$/, 'Community');
  });

  test('the header controls sit on one line, and the signed-out header stays as specified', async ({
    page,
    accounts,
  }) => {
    await accounts.signIn(page);
    await page.goto('/dashboard');
    const banner = page.getByRole('banner');
    const bell = await boxOf(banner.getByRole('button', { name: /^Notifications/ }));
    const avatar = await boxOf(banner.getByRole('button', { name: /^Account menu/ }));
    const search = await boxOf(banner.getByRole('link', { name: 'Find people' }));
    for (const box of [avatar, search]) {
      expect(box.height).toBe(bell.height);
      expect(Math.abs(box.y - bell.y)).toBeLessThan(1);
    }

    await page.context().clearCookies();
    await page.goto('/missing');
    await expect(
      page.getByRole('banner').getByRole('heading', { name: 'Dashboard' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Aebro');
  });

  test('shows one toast at a time, at the bottom right, clear of the header', async ({
    page,
    accounts,
  }) => {
    await accounts.signIn(page);
    await page.goto('/settings');
    const notifications = page.getByRole('region', { name: 'Notifications', exact: true });
    const privacy = page.getByRole('region', { name: 'Privacy', exact: true });
    await notifications.getByRole('switch', { name: 'Likes' }).click();
    await expect(page.getByText('Notification preferences saved successfully')).toBeVisible();
    await privacy.getByRole('switch', { name: 'Allow likes on my posts' }).click();
    await expect(page.getByText('Privacy settings saved successfully')).toBeVisible();
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts).toHaveCount(1);
    await expect(page.getByText('Notification preferences saved successfully')).toHaveCount(0);

    const toast = await boxOf(toasts);
    const header = await boxOf(page.getByRole('banner'));
    expect(toast.y).toBeGreaterThan(header.y + header.height);
    expect(toast.y + toast.height).toBeLessThanOrEqual(desktop.height);
    expect(toast.x).toBeGreaterThan(desktop.width / 2);
  });

  test('offline: the frame stays with a clear banner, and a reload offline shows the offline state, not an error page', async ({
    page,
    context,
    accounts,
    pageErrors,
  }) => {
    test.setTimeout(60_000);
    await accounts.signIn(page);
    await page.goto('/saved-posts');
    await expect(page.getByRole('heading', { name: 'Saved items', level: 2 })).toBeVisible();
    await page.goto('/dashboard');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The service worker is installed for every signed-in session and keeps the shell.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Installing keeps the shell and its assets first: on a busy machine that takes a while.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    // Workbox keeps index.html under its address with the build's revision in the query.
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => (await caches.match('/index.html', { ignoreSearch: true })) !== undefined,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect(page.getByRole('banner').getByText('You are offline')).toHaveCount(0);

    await context.setOffline(true);
    const banner = page.getByRole('banner').getByRole('status');
    await expect(banner).toContainText('You are offline');
    // What was loaded is still there, and the frame still moves between screens loaded before.
    await mainNav(page).getByRole('link', { name: 'Saved' }).click();
    await expectScreen(page, /\/saved-posts$/, 'Saved items');
    await expect(page.getByRole('heading', { name: 'Saved items', level: 2 })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Aebro opens as soon as the network is back.')).toBeVisible();

    await context.setOffline(false);
    // Back online, it comes back by itself.
    await expectScreen(page, /\/saved-posts$/, 'Saved items');
    await expect(page.getByRole('banner').getByText('You are offline')).toHaveCount(0);
    // Offline, the browser reports the requests it could not make: expected here, and only here.
    const offlineNoise =
      /ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED|WebSocket connection|Failed to fetch|net::ERR_FAILED/;
    for (let index = pageErrors.length - 1; index >= 0; index -= 1)
      if (offlineNoise.test(pageErrors[index] ?? '')) pageErrors.splice(index, 1);
  });

  test('installable: the manifest, its icons and the theme colour', async ({ page, request }) => {
    await page.goto('/auth');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#07602f');
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      short_name: 'Aebro',
      start_url: '/dashboard',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  });
});

test.describe('frame on a phone', () => {
  test.use({ viewport: phone });

  test('every area is one or two taps away: the tabs, and More for the rest', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await accounts.signIn(page);
    await page.goto('/dashboard');
    const tabs = mainNav(page);
    await expect(tabs.getByRole('link')).toHaveCount(5);
    await expectAccessible(page);
    for (const [label, path, title] of [
      ['Communities', /\/communities$/, 'Communities'],
      ['Events', /\/events$/, 'Events'],
      ['Messages', /\/messages$/, 'Messages'],
      ['Profile', /\/profile$/, 'Selam Tesfaye'],
      ['Home', /\/dashboard$/, 'Home feed'],
    ] as const) {
      await tabs.getByRole('link', { name: label }).click();
      await expectScreen(page, path, title);
      await expect(tabs.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }

    const more = tabs.getByRole('button', { name: 'More' });
    for (const [label, path, title] of [
      ['Services', /\/services$/, 'Discover services'],
      ['Saved', /\/saved-posts$/, 'Saved items'],
      ['Settings', /\/settings$/, 'Settings'],
    ] as const) {
      await more.click();
      const sheet = page.getByRole('dialog', { name: 'More' });
      await sheet.getByRole('link', { name: label, exact: true }).click();
      await expect(sheet).toBeHidden();
      await expectScreen(page, path, title);
    }
    // Sign out is in the sheet too.
    await more.click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sheet.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(sheet.getByRole('group', { name: 'Language' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the More sheet works by keyboard', async ({ page, accounts }) => {
    await accounts.signIn(page);
    await page.goto('/dashboard');
    const more = mainNav(page).getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'All posts' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(more).toBeFocused();

    await page.keyboard.press('Space');
    await expect(sheet.getByRole('link', { name: 'All posts' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('link', { name: 'Drafts & scheduled' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('link', { name: 'Services' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('link', { name: 'My requests' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('link', { name: 'Saved', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expectScreen(page, /\/saved-posts$/, 'Saved items');
  });

  test('the language switches from the menu in the top bar, and Ge’ez text is never smaller than 14 px', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    await accounts.signIn(page);
    await page.request.post('/api/v1/posts', { data: { body: 'Selam everyone' } });
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Language (EN)' }).click();
    await page.getByRole('menuitem', { name: 'አማርኛ' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('መነሻ ገጽ');
    await expect(page).toHaveTitle('መነሻ ገጽ · አብሮ');
    const tabs = page.getByRole('navigation', { name: 'ዋና ማውጫ' });
    await expect(tabs.getByRole('link', { name: 'መነሻ' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('button', { name: 'ተጨማሪ' })).toBeVisible();
    await expect(page.getByText('Selam everyone')).toBeVisible();
    await expectAccessible(page);

    // Every piece of text on the page is at least 14 px (the tab labels and timestamps included).
    const smallest = await page.evaluate(() => {
      let min = Infinity;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !/[\u1200-\u137F]/.test(node.textContent ?? '')) continue;
        if (element.closest('[aria-hidden="true"], .sr-only')) continue;
        min = Math.min(min, parseFloat(getComputedStyle(element).fontSize));
      }
      return min;
    });
    expect(smallest).toBeGreaterThanOrEqual(14);

    // And back to English.
    await page.getByRole('banner').getByRole('button', { name: 'ቋንቋ (አማ)' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a menu’s button opens it again at once after a choice, while the menu still fades out', async ({
    page,
    accounts,
  }) => {
    await accounts.signIn(page);
    await page.goto('/dashboard');
    // Animations at a twentieth of their speed: the menu's fade-out (150 ms) lasts 3 s, so the
    // second press surely comes while the chosen menu is still on its way out (seen in CI, where a
    // busy machine slowed it: the press opened the menu and the fading one closed it again).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Language (EN)' }).click();
    await page.getByRole('menuitem', { name: 'አማርኛ' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await banner.getByRole('button', { name: 'ቋንቋ (አማ)' }).click();
    await expect(banner.getByRole('button', { name: 'ቋንቋ (አማ)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(banner.getByRole('button', { name: 'Language (EN)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('content never hides under the tab bar, and a toast sits above it', async ({
    page,
    accounts,
  }) => {
    await accounts.signIn(page);
    await page.goto('/settings');
    const bar = await boxOf(mainNav(page));
    expect(bar.y + bar.height).toBe(phone.height);
    await page.keyboard.press('End');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = page.getByRole('main').getByRole('region').last();
    await expect(last).toBeVisible();
    const lastBox = await boxOf(last);
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(bar.y);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByRole('switch', { name: 'Likes' })
      .click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Notification preferences saved successfully');
    await expect(async () => {
      const box = await boxOf(toast);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
      expect(box.y).toBeGreaterThan(phone.height / 2);
    }).toPass();
  });
});

for (const [name, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`the bell's badge counts up live when someone follows (${name})`, async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await accounts.signIn(page);
    const myId = await userIdOf(page);
    const connected = realtimeConnected(page);
    await page.goto('/dashboard');
    await connected;
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    const other = await otherUser(browser, baseURL, accounts.signIn);
    await other.call('put', `/api/v1/profiles/${myId}/follow`);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell).toContainText('1');

    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(panel.getByRole('link', { name: /started following you/ })).toBeVisible();
    // The panel fits the screen, under the header.
    const box = await boxOf(panel);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    expect(other.errors).toEqual([]);
    await other.close();
  });
}
