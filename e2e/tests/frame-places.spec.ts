import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { becomeBusiness } from './services-helpers';

/**
 * Issue 35, items 1, 2 and 6: every place of the app within two taps or clicks (All posts and
 * Payments among the areas, the places inside Services, Saved and Payments beside them in More),
 * and names that fit whole at 360 px in the three languages (the tab bar and the header's title).
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

async function expectScreen(page: Page, path: RegExp, title: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(title);
}

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('every place is at most two taps from the tab bar: More, then the place', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.slow();
    await accounts.signIn(page);
    // With a post in the feed, the empty feed's "See everyone's posts" is gone: More leads there.
    await page.request.post('/api/v1/posts', { data: { body: 'Buna this Sunday' } });
    await page.goto('/dashboard');
    await expect(page.getByText('Buna this Sunday')).toBeVisible();
    await expect(page.getByRole('link', { name: "See everyone's posts" })).toHaveCount(0);

    const more = mainNav(page).getByRole('button', { name: 'More' });
    const places: Array<[string, RegExp, string]> = [
      ['All posts', /\/posts$/, 'Posts'],
      ['Services', /\/services$/, 'Discover services'],
      ['My requests', /\/services\/requests$/, 'My service requests'],
      ['Saved', /\/saved-posts$/, 'Saved items'],
      ['Saved events', /\/saved-posts\?tab=events$/, 'Saved items'],
      ['Payments', /\/payment-history$/, 'Payment history'],
      ['Boost a post', /\/boost-posts$/, 'Boost posts'],
      ['Settings', /\/settings$/, 'Settings'],
    ];
    for (const [label, path, title] of places) {
      await more.click();
      const sheet = page.getByRole('dialog', { name: 'More' });
      await sheet.getByRole('link', { name: label, exact: true }).click();
      await expect(sheet).toBeHidden();
      await expectScreen(page, path, title);
    }
    // Saved events opens the Events tab of Saved, and the tab stays in the address.
    await page.goto('/saved-posts?tab=events');
    await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Posts' }).click();
    await expect(page).toHaveURL(/\/saved-posts$/);

    // The current place is marked in the sheet.
    await page.goto('/services/requests');
    await more.click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet.getByRole('link', { name: 'My requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sheet.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A member has no business dashboard.
    await expect(sheet.getByRole('link', { name: 'Business dashboard' })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('more-sheet-390.png') });
  });

  test('a business reaches its dashboard in two taps', async ({ page, accounts }) => {
    await accounts.signIn(page);
    await becomeBusiness(page, 'Henna by Hana');
    await page.goto('/services');
    await mainNav(page).getByRole('button', { name: 'More' }).click();
    await page
      .getByRole('dialog', { name: 'More' })
      .getByRole('link', { name: 'Business dashboard' })
      .click();
    await expectScreen(page, /\/services\/manage$/, 'Business dashboard');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: desktop });

  test('every place is at most two clicks from the sidebar', async ({ page, accounts }) => {
    test.slow();
    await accounts.signIn(page);
    await becomeBusiness(page, 'Henna by Hana');
    // Not the home feed: a business meets its logo prompt there.
    await page.goto('/settings');
    const nav = mainNav(page);
    const twoClicks: Array<[string, string, RegExp, string]> = [
      ['All posts', '', /\/posts$/, 'Posts'],
      ['Payments', 'Boost a post', /\/boost-posts$/, 'Boost posts'],
      ['Services', 'My requests', /\/services\/requests$/, 'My service requests'],
      ['Services', 'Business dashboard', /\/services\/manage$/, 'Business dashboard'],
    ];
    for (const [area, place, path, title] of twoClicks) {
      await nav.getByRole('link', { name: area }).click();
      if (place) await page.getByRole('main').getByRole('link', { name: place }).first().click();
      await expectScreen(page, path, title);
    }
    await nav.getByRole('link', { name: 'Payments' }).click();
    await expectScreen(page, /\/payment-history$/, 'Payment history');
    await expect(nav.getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Saved' }).click();
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/saved-posts\?tab=events$/);
    await expect(page.getByText('No saved events yet')).toBeVisible();
  });
});

/** Where a tab's name is cut or runs out of its tab, and whether the header's title is cut. */
async function cutNames(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const problems: string[] = [];
    const bar = document.querySelector('nav.fixed ul');
    for (const item of Array.from(bar?.children ?? [])) {
      const box = item.getBoundingClientRect();
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!text || node.parentElement?.closest('[aria-hidden="true"]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const shown = range.getBoundingClientRect();
        const label = node.parentElement;
        if (
          shown.left < box.left - 0.5 ||
          shown.right > box.right + 0.5 ||
          box.right > window.innerWidth + 0.5 ||
          (label && label.scrollWidth > label.clientWidth)
        )
          problems.push(`tab "${text}"`);
      }
    }
    const title = document.querySelector('header h1');
    if (
      title &&
      (title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight + 1)
    )
      problems.push(`title "${title.textContent}"`);
    return problems;
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const language of ['en', 'am', 'ti'] as const) {
    test(`tab names and screen titles fit whole (${language})`, async ({ page, accounts }) => {
      test.slow();
      await accounts.signIn(page);
      await becomeBusiness(page, 'Henna by Hana');
      await page.goto('/settings');
      await page.evaluate((code) => window.localStorage.setItem('aebro.language', code), language);
      // Not the home feed: a business meets its logo prompt there (the tabs are measured everywhere).
      for (const path of [
        '/communities',
        '/complete-profile',
        '/services/requests',
        '/services/manage',
        '/boost-posts',
      ]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).not.toHaveText(
          '',
        );
        expect(await cutNames(page), `${path} in ${language}`).toEqual([]);
      }
      await page.goto('/services/manage');
      await page.screenshot({ path: test.info().outputPath(`frame-360-${language}.png`) });
    });
  }
});
