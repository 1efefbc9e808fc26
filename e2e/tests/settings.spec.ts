import { expect, test } from '../fixtures';

test.describe('settings', () => {
  test('has its five sections and remembers the theme', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Two loads of Settings and two accessibility checks.
    test.slow();
    await accounts.signIn(page);
    await page.goto('/settings');
    for (const section of ['Notifications', 'Privacy', 'Appearance', 'Account', 'Language']) {
      await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expectAccessible(page);

    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('switches the language from the Language section, also under /dashboard/settings', async ({
    page,
    accounts,
  }) => {
    await accounts.signIn(page);
    await page.goto('/dashboard/settings');
    await page
      .getByRole('region', { name: 'Language' })
      .getByRole('radio', { name: 'አማርኛ' })
      .check();
    await expect(page.getByRole('heading', { name: 'ቅንብሮች', level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'ገጽታ' })).toBeVisible();
  });
});
