import { expect, test } from '../fixtures';
import { createPost, otherUser } from './notifications-helpers';

test.describe('safety in Amharic', () => {
  test('the post menu, the report dialog and the blocked list speak Amharic', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
    await accounts.signIn(page);
    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      await other.page.request.patch('/api/v1/me/profile', { data: { fullName: 'ቤተል ታደሰ' } });
      const text = `የቡና ሥነ ሥርዓት ${Date.now()}`;
      await createPost(other.page, text);
      await page.goto('/posts');
      await expect(page.locator('html')).toHaveAttribute('lang', 'am');
      const card = page.getByRole('article').filter({ hasText: text });
      await card.getByRole('button', { name: 'የልጥፍ አማራጮች' }).click();
      await page.getByRole('menuitem', { name: 'ልጥፉን ሪፖርት ያድርጉ' }).click();
      const dialog = page.getByRole('dialog', { name: 'ልጥፍ ሪፖርት ያድርጉ፦ ቤተል ታደሰ' });
      await dialog.getByRole('radio', { name: 'ትንኮሳ ወይም ጥላቻ' }).check();
      await expectAccessible(page);
      await page.screenshot({ path: 'test-results/screens/safety-report-am.png' });
      await dialog.getByRole('button', { name: 'ሪፖርቱን ይላኩ' }).click();
      await expect(page.getByText('እናመሰግናለን፣ እንመለከተዋለን')).toBeVisible();
      await page.getByText('ይዝጉ', { exact: true }).click();

      await card.getByRole('button', { name: 'የልጥፍ አማራጮች' }).click();
      await page.getByRole('menuitem', { name: 'ያግዱ፦ ቤተል ታደሰ' }).click();
      await page.getByRole('button', { name: 'ያግዱ', exact: true }).click();
      await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0);
      // The closed dialog takes its history entry away with a Back of its own
      // (use-back-closes.ts): a navigation started before that Back has run is cancelled by it.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (window.history.state as { aebroDialogs?: unknown[] } | null)?.aebroDialogs?.length ??
              0,
          ),
        )
        .toBe(0);
      await page.goto('/settings#privacy');
      await expect(
        page.getByRole('region', { name: 'የታገዱ መለያዎች' }).getByText('ቤተል ታደሰ'),
      ).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: 'test-results/screens/safety-blocked-am-phone.png',
        fullPage: true,
      });
    } finally {
      await other.close();
    }
  });
});
