import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { grantAdmin } from '../support/admin';
import { otherUser, userIdOf } from './notifications-helpers';

const shots = process.env.SCREENSHOT_DIR;

/** The screen at 1280×800 and 390×844, when SCREENSHOT_DIR asks for them. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  for (const [width, height, label] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('strikes and appeals', () => {
  test('a member appeals a strike', async ({
    page,
    browser,
    baseURL,
    accounts,
    mailbox,
    expectAccessible,
  }) => {
    test.setTimeout(180_000);
    // The acting admin on `page`; another admin and the member each in a browser of their own.
    const acting = await accounts.signIn(page);
    expect(grantAdmin(acting.email)).toContain('is now a site admin');
    const other = await otherUser(browser, baseURL, accounts.signIn);
    expect(grantAdmin(other.member.email)).toContain('is now a site admin');
    const member = await otherUser(browser, baseURL, accounts.signIn);
    try {
      // In good standing first.
      await member.page.goto('/settings');
      await member.page.getByRole('link', { name: 'See your account status' }).click();
      await expect(member.page).toHaveURL(/\/settings\/account-status$/);
      await expect(member.page.getByText('Your account is in good standing')).toBeVisible();
      await shoot(member.page, 'account-status-empty');

      // The acting admin suspends the member for 3 days: the member is signed out.
      const memberId = await userIdOf(member.page);
      const suspended = await page.request.post(`/api/v1/admin/users/${memberId}/suspension`, {
        data: { days: 3, reason: 'Posting the same advert in every group' },
      });
      expect(suspended.ok()).toBe(true);

      // The suspension e-mail links to the appeal form, which works without a session.
      const link = await mailbox.linkFor(member.member.email, /suspended/);
      expect(link).toMatch(/\/appeal\/[0-9a-f-]{36}\./);
      await member.page.goto(link);
      await expect(member.page.getByRole('heading', { name: 'Appeal a decision' })).toBeVisible();
      await expect(member.page.getByRole('heading', { name: 'Account suspended' })).toBeVisible();
      await expect(member.page.getByText('Posting the same advert in every group')).toBeVisible();
      await member.page.getByRole('button', { name: 'Appeal' }).click();
      const text = member.page.getByLabel('Why was this decision wrong?');
      await text.fill('Too short');
      await member.page.getByRole('button', { name: 'Send appeal' }).click();
      await expect(member.page.getByRole('alert')).toHaveText(
        'Please write at least 10 characters.',
      );
      await text.fill('I posted our church fundraiser once in two groups; it was not an advert.');
      await shoot(member.page, 'appeal-form');
      await member.page.getByRole('button', { name: 'Send appeal' }).click();
      await expect(member.page.getByText('Appeal pending')).toBeVisible();
      await expectAccessible(member.page);
      await shoot(member.page, 'appeal-sent');

      // The admin who acted sees it, but may not decide it.
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Appeals' }).click();
      const seen = page.getByRole('listitem').filter({ hasText: member.member.username });
      await expect(seen).toContainText('church fundraiser');
      await expect(seen).toContainText(
        'You took this decision, so another admin must decide its appeal.',
      );
      await expect(seen.getByRole('button', { name: 'Overturn' })).toHaveCount(0);

      // Another admin overturns it, with a reason.
      await other.page.goto('/admin');
      await other.page.getByRole('tab', { name: 'Appeals' }).click();
      const item = other.page.getByRole('listitem').filter({ hasText: member.member.username });
      await shoot(other.page, 'admin-appeals');
      await item.getByRole('button', { name: 'Overturn' }).click();
      await other.page.getByLabel('Reason').fill('A one-off fundraiser is fine.');
      await other.page.getByRole('dialog').getByRole('button', { name: 'Overturn' }).click();
      await expect(item).toHaveCount(0);

      // The member can sign in again and reads the decision in Account status.
      const signedIn = await member.page.request.post('/api/auth/sign-in/email', {
        data: { email: member.member.email, password: member.member.password },
      });
      expect(signedIn.ok()).toBe(true);
      await member.page.goto('/settings/account-status');
      const strike = member.page.getByRole('article', { name: 'Account suspended' });
      await expect(strike).toContainText('Appeal accepted: the decision was overturned');
      await expect(strike).toContainText('A one-off fundraiser is fine.');
      await expect(strike).toContainText('Your account was opened again.');
      await expectAccessible(member.page);
      await shoot(member.page, 'account-status');
      // In Amharic too.
      await member.page.getByRole('button', { name: 'አማርኛ' }).click();
      await expect(member.page.getByRole('article', { name: 'መለያ ታግዷል' })).toContainText(
        'ይግባኙ ተቀባይነት አግኝቷል፦ ውሳኔው ተሽሯል',
      );
      await shoot(member.page, 'account-status-am');
      expect(other.errors).toEqual([]);
      expect(member.errors).toEqual([]);
    } finally {
      await other.close();
      await member.close();
    }
  });
});
