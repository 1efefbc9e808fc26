import { expect, test } from '../fixtures';

test.describe('route guard', () => {
  test('sends a signed-out visitor to /auth and back to where they were after signing in', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Sign-in through the screens is the point here; five screens and two accessibility checks.
    test.slow();
    const member = await accounts.verifiedMember();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('group', { name: 'Language' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page).toHaveURL(/\/settings$/);
    const account = page.getByRole('region', { name: 'Account', exact: true });
    await expect(account.getByText(`Signed in as ${member.email}`)).toBeVisible();
    await expect(
      account.getByRole('button', { name: 'Turn on two-step verification' }),
    ).toBeVisible();
    await expectAccessible(page);

    // Signed in, /auth and / lead to the dashboard.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: `Account menu for ${member.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an off-site redirect is ignored after signing in', async ({ page, accounts }) => {
    const member = await accounts.verifiedMember();
    await page.goto('/auth?redirect=//evil.example/steal');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a forgotten password is reset through the e-mailed link', async ({
    page,
    accounts,
    mailbox,
  }) => {
    // Five screens and an e-mail round trip.
    test.slow();
    const member = await accounts.verifiedMember();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account exists for this address, we have sent a link'),
    ).toBeVisible();

    await page.goto(await mailbox.linkFor(member.email, /Reset your Aebro password/));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password').fill('Berbere2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('Berbere2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a tab whose session ended elsewhere goes to sign-in at once: the server closes its socket', async ({
    page,
    accounts,
    baseURL,
  }) => {
    await accounts.signIn(page);
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Account', exact: true })).toBeVisible();

    const ended = await page.request.post('/api/auth/sign-out', {
      data: {},
      headers: { origin: baseURL ?? '' },
    });
    expect(ended.ok()).toBe(true);
    // No focus or reload needed: the server ends the session's sockets, and the tab follows.
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
  });
});
