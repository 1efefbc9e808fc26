import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { grantAdmin } from '../support/admin';
import { createPost, otherUser, realtimeConnected, userIdOf } from './notifications-helpers';

async function rename(page: Page, fullName: string): Promise<void> {
  const response = await page.request.patch('/api/v1/me/profile', { data: { fullName } });
  expect(response.ok()).toBe(true);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height, label] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/screens/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('safety and moderation', () => {
  test('A blocks B and B’s post vanishes; both report; an admin granted by the CLI suspends B from /admin and B’s open tab is signed out', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(180_000);
    const a = await accounts.signIn(page);
    await rename(page, 'Abebe Girma');
    const aId = await userIdOf(page);
    const b = await otherUser(browser, baseURL, accounts.signIn);
    const admin = await otherUser(browser, baseURL, accounts.signIn);
    try {
      await rename(b.page, 'Bethel Tadesse');
      const text = `Cheap followers here ${Date.now()}`;
      await createPost(b.page, text);

      // B reports A's profile (harassment), and hears "Thanks, we'll review it".
      await b.page.goto(`/profile/${aId}`);
      await b.page.getByRole('button', { name: 'More options for Abebe Girma' }).click();
      await b.page.getByRole('menuitem', { name: 'Report profile' }).click();
      const report = b.page.getByRole('dialog', { name: 'Report Abebe Girma' });
      await report.getByRole('radio', { name: 'Harassment or hate' }).check();
      await report.getByLabel(/Anything else/).fill('Insults under my posts');
      await expectAccessible(b.page);
      await report.getByRole('button', { name: 'Send report' }).click();
      await expect(b.page.getByRole('dialog', { name: "Thanks, we'll review it" })).toBeVisible();
      await b.page.keyboard.press('Escape');

      // A sees B's post, reports it as spam, then blocks B from the post's menu: it vanishes.
      await page.goto('/posts');
      const card = page.getByRole('article').filter({ hasText: text });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Post options' }).click();
      await page.getByRole('menuitem', { name: 'Report post' }).click();
      const reportPost = page.getByRole('dialog', { name: 'Report a post by Bethel Tadesse' });
      await reportPost.getByRole('radio', { name: 'Spam' }).check();
      await reportPost.getByRole('button', { name: 'Send report' }).click();
      await expect(page.getByText("Thanks, we'll review it")).toBeVisible();
      await page.keyboard.press('Escape');
      await shoot(page, 'safety-post-menu-before-block');
      await card.getByRole('button', { name: 'Post options' }).click();
      await expect(page.getByRole('menuitem', { name: 'Mute Bethel Tadesse' })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Block Bethel Tadesse' }).click();
      await expect(page.getByText(/They are not told/)).toBeVisible();
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      await expect(page.getByText('You blocked Bethel Tadesse.')).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0);

      // Settings → Privacy lists B with Unblock.
      await page.goto('/settings#privacy');
      const blocked = page.getByRole('region', { name: 'Blocked accounts' });
      await expect(blocked.getByText('Bethel Tadesse')).toBeVisible();
      await expect(blocked.getByRole('button', { name: 'Unblock Bethel Tadesse' })).toBeVisible();
      await shoot(page, 'safety-settings-blocked');

      // The admin: /admin is a 404 page until the command line grants it.
      await admin.page.goto('/admin');
      await expect(
        admin.page.getByRole('heading', { name: /not found|doesn.t exist/i, level: 2 }),
      ).toBeVisible();
      expect(grantAdmin(admin.member.email)).toContain('is now a site admin');
      await admin.page.reload();
      await expect(admin.page.getByRole('heading', { name: 'Moderation' })).toBeVisible();
      const queued = admin.page.locator('[data-report]').filter({ hasText: text });
      await expect(queued).toBeVisible();
      await expect(queued.getByText('Spam', { exact: true })).toBeVisible();
      await expectAccessible(admin.page);
      await shoot(admin.page, 'admin-reports');

      // B has a tab open; the admin suspends B for 3 days with a reason.
      const connected = realtimeConnected(b.page);
      await b.page.goto('/posts');
      await connected;
      await queued.getByRole('button', { name: 'Suspend' }).click();
      const ask = admin.page.getByRole('dialog', { name: /Suspend @/ });
      await ask.getByLabel('For how many days?').fill('3');
      await ask.getByLabel(/Reason/).fill('Spam after a warning');
      await ask.getByRole('button', { name: 'Suspend' }).click();
      await expect(admin.page.getByText('Done.')).toBeVisible();

      // B's tab is signed out at once, and signing in says until when.
      await expect(b.page).toHaveURL(/\/auth/, { timeout: 10_000 });
      await b.page.getByLabel('Email', { exact: true }).fill(b.member.email);
      await b.page.getByLabel('Password', { exact: true }).fill(b.member.password);
      await b.page.getByLabel('Password', { exact: true }).press('Enter');
      await expect(b.page.getByText(/This account is suspended until/)).toBeVisible();
      await shoot(b.page, 'safety-suspended-sign-in');

      // The log says who did what and why.
      await admin.page.getByRole('tab', { name: 'Log' }).click();
      await expect(admin.page.getByText('Spam after a warning').first()).toBeVisible();
      await shoot(admin.page, 'admin-log');
      void a;
    } finally {
      await b.close();
      await admin.close();
    }
  });

  test('a business asks for verification and the badge appears after approval', async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    test.setTimeout(120_000);
    await accounts.signIn(page);
    const registered = await page.request.post('/api/v1/me/business-registration', {
      data: {
        businessName: 'Sara Injera',
        businessCategory: 'restaurant',
        location: 'Addis Ababa, Ethiopia',
        businessEmail: 'hello@sara.example',
        bio: 'Injera every day.',
      },
    });
    expect(registered.ok()).toBe(true);
    const businessId = await userIdOf(page);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Verified business badge' });
    await card.getByLabel('How can we check your business?').fill('Trade licence AA/123/2017');
    await card.getByRole('button', { name: 'Ask for verification' }).click();
    await expect(card.getByText('Your request is waiting for our review.')).toBeVisible();

    const admin = await otherUser(browser, baseURL, accounts.signIn);
    try {
      grantAdmin(admin.member.email);
      await admin.page.goto('/admin');
      await admin.page.getByRole('tab', { name: 'Verification' }).click();
      const request = admin.page.getByRole('listitem').filter({ hasText: 'Sara Injera' });
      await expect(request.getByText('Trade licence AA/123/2017')).toBeVisible();
      await shoot(admin.page, 'admin-verification');
      await request.getByRole('button', { name: 'Approve' }).click();
      await expect(admin.page.getByText(/Approved/)).toBeVisible();
      await admin.page.goto(`/profile/${businessId}`);
      await expect(
        admin.page.getByRole('heading', { name: /Sara Injera/ }).getByRole('img'),
      ).toBeVisible();
    } finally {
      await admin.close();
    }
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Verified business badge' })
        .getByText('Your business is verified.'),
    ).toBeVisible();
  });
});
