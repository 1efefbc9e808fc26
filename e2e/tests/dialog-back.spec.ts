import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Issue 35, item 5: on a phone the browser's Back closes an open dialog or sheet first, and leaves
 * no step of its own behind: closed by its button, by a link inside it or by a finished form, one
 * Back goes to the page before, as if it had never been open.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Back and Forward have settled: no dialog's entry is being stepped over any more. */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const state: unknown = window.history.state;
        const marks =
          typeof state === 'object' && state !== null
            ? (state as { aebroDialogs?: unknown[] }).aebroDialogs
            : undefined;
        return marks?.length ?? 0;
      }),
    )
    .toBe(0);
}

function tab(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

test('Back closes the open dialog or sheet, and then goes back as usual', async ({
  page,
  accounts,
}) => {
  test.slow();
  await accounts.signIn(page);
  await page.goto('/dashboard');
  await tab(page, 'Communities').click();
  await expect(page).toHaveURL(/\/communities$/);

  // Back with "Create a community" open: the dialog closes, the page stays.
  const create = page.getByRole('button', { name: 'Create community' });
  const dialog = page.getByRole('dialog', { name: 'Create a community' });
  await create.click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/communities$/);
  await expect(page.getByRole('heading', { name: 'Communities', level: 2 })).toBeVisible();
  // The next Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/communities$/);

  // Closed by its button, it leaves no step behind: one Back goes to the page before.
  await create.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await settled(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/communities$/);

  // The More sheet likewise.
  const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
  const sheet = page.getByRole('dialog', { name: 'More' });
  await more.click();
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/communities$/);
  await expect(tab(page, 'Communities')).toHaveAttribute('aria-current', 'page');

  // A place chosen in the sheet: one Back returns to the page the sheet was opened on.
  await more.click();
  await sheet.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/communities$/);
  await settled(page);
  await expect(sheet).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  // And Forward steps over the sheet's old entry the other way.
  await page.goForward();
  await expect(page).toHaveURL(/\/communities$/);
  await settled(page);
  await page.goForward();
  await expect(page).toHaveURL(/\/services$/);
  await settled(page);
});

test('a community created in the dialog opens, and one Back returns to the list', async ({
  page,
  accounts,
}) => {
  await accounts.signIn(page);
  await page.goto('/dashboard');
  await tab(page, 'Communities').click();
  await page.getByRole('button', { name: 'Create community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a community' });
  const name = `Habesha runners ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Saturday morning runs along the river, all paces welcome.');
  await dialog.getByRole('button', { name: 'Create community' }).click();
  await expect(page).toHaveURL(/\/community\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(name);

  await page.goBack();
  await expect(page).toHaveURL(/\/communities$/);
  await settled(page);
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});
