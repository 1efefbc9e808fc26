import fs from 'node:fs';
import { expect, test } from '../fixtures';

/** Screenshots of the Account settings, looked at by a person (not compared). */
const shots = process.env.E2E_SHOTS_DIR;

test.describe('my data', () => {
  test('download my data from settings: prepared, e-mailed, and the link downloads a zip', async ({
    page,
    accounts,
    mailbox,
  }) => {
    const member = await accounts.signIn(page);
    await page.goto('/settings');
    const account = page.getByRole('region', { name: 'Account', exact: true });
    const mine = account.getByRole('region', { name: 'Download my data' });
    await mine.getByRole('button', { name: 'Prepare my data' }).click();
    await expect(mine.getByText('Your data is ready.')).toBeVisible({ timeout: 20_000 });
    await expect(mine.getByText(/The link works only for you, until/)).toBeVisible();
    await expect(mine.getByText(/You can ask for a new copy after/)).toBeVisible();

    const link = await mailbox.linkFor(member.email, /ready to download/);
    const file = await page.request.get(link);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/zip');
    const bytes = await file.body();
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // The same link from another browser (signed out) gives nothing.
    const stranger = await page.context().browser()?.newContext();
    const signedOut = await stranger?.request.get(link);
    expect(signedOut?.status()).toBe(401);
    await stranger?.close();

    const download = page.waitForEvent('download');
    await mine.getByRole('link', { name: /Download the zip/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^aebro-data-\d{4}-\d{2}-\d{2}\.zip$/);

    await account.getByRole('button', { name: 'Delete my account…' }).click();
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await mine.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/account-${width}-export.png` });
        await account.getByRole('region', { name: 'Delete my account' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/account-${width}-delete.png` });
      }
    }
  });

  test('delete my account: signed out at once, and signing in within the grace cancels it', async ({
    page,
    accounts,
  }) => {
    const member = await accounts.signIn(page);
    await page.goto('/settings');
    const deletion = page
      .getByRole('region', { name: 'Account', exact: true })
      .getByRole('region', { name: 'Delete my account' });
    await deletion.getByRole('button', { name: 'Delete my account…' }).click();
    await expect(deletion.getByText('What stays')).toBeVisible();
    await expect(deletion.getByText(/Records of your payments/)).toBeVisible();
    await deletion.getByLabel('Your current password').fill('Not-my-password-1');
    await deletion.getByRole('button', { name: 'Delete my account in 14 days' }).click();
    await expect(deletion.getByText('This password is not right.')).toBeVisible();
    await deletion.getByLabel('Your current password').fill(member.password);
    await deletion.getByRole('button', { name: 'Delete my account in 14 days' }).click();
    await expect(page.getByText(/Your account will be deleted on/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth|\/$/);

    await page.goto('/auth');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page.getByText(/Your account will not be deleted/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard/);
    const state = await page.request.get('/api/v1/me/account-deletion');
    expect(await state.json()).toEqual({ scheduled: false, purgeAfter: null });
  });

  test('in Amharic: the export and the deletion speak Amharic', async ({ page, accounts }) => {
    await accounts.signIn(page);
    await page.goto('/settings');
    await page
      .getByRole('region', { name: 'Language' })
      .getByRole('radio', { name: 'አማርኛ' })
      .check();
    const mine = page.getByRole('region', { name: 'መረጃዬን ያውርዱ' });
    await mine.getByRole('button', { name: 'መረጃዬን ያዘጋጁ' }).click();
    await expect(mine.getByText('መረጃዎ ዝግጁ ነው።')).toBeVisible({ timeout: 20_000 });
    await expect(mine.getByRole('link', { name: /የዚፕ ፋይሉን ያውርዱ/ })).toBeVisible();
    const deletion = page.getByRole('region', { name: 'መለያዬን ይሰርዙ' });
    await deletion.getByRole('button', { name: 'መለያዬን ይሰርዙ…' }).click();
    await expect(deletion.getByText('የሚቀረው')).toBeVisible();
    if (shots) {
      await page.setViewportSize({ width: 390, height: 844 });
      await deletion.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/account-390-delete-am.png` });
    }
  });
});
