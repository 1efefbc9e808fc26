import { expect, test } from '../fixtures';

test.describe('404 page', () => {
  test('names the attempted path and offers the way back', async ({ page, expectAccessible }) => {
    await page.goto('/no/such/place?x=1');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByTestId('attempted-path')).toHaveText('/no/such/place?x=1');
    await expectAccessible(page);

    // Signed out, the dashboard sends the visitor on to sign in, remembering where they were going.
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/auth(\?redirect=%2Fdashboard)?$/);

    await page.goto('/still/missing');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible();
  });

  test('shows the signed-out header with Dashboard and Sign In', async ({ page }) => {
    await page.goto('/missing');
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
