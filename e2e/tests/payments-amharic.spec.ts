import { expect, test } from '../fixtures';

test.describe('payments in Amharic', () => {
  test('the boost page, the test checkout and the payment history speak Amharic', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Three screens checked with axe and a checkout: 60 s on a loaded CI host (2026-12-02).
    test.setTimeout(120_000);
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
    await accounts.signIn(page);
    const text = `የቡና ሥነ ሥርዓት ${Date.now()}`;
    const created = await page.request.post('/api/v1/posts', { data: { body: text } });
    expect(created.status()).toBe(201);

    await page.goto('/payment-history');
    await expect(page.getByText('እስካሁን ምንም ክፍያ የለም')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/boost-posts');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('heading', { name: 'ልጥፎችን ያስተዋውቁ', level: 2 })).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(text) }).check();
    await page.getByRole('radio', { name: /^1 ቀን/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: /^ይክፈሉ፦/ }).click();

    await expect(page.getByText('የሙከራ ክፍያ፤ ምንም ገንዘብ አይንቀሳቀስም')).toBeVisible();
    await page.getByLabel('የካርድ ቁጥር').fill('4000 0000 0000 0002');
    await page.getByLabel('የሚያበቃበት ቀን').fill('12/34');
    await page.getByLabel('የደኅንነት ኮድ (CVC)').fill('123');
    await page.getByRole('button', { name: /^ይክፈሉ፦/ }).click();
    await expect(page.getByRole('alert')).toHaveText('ካርድዎ ውድቅ ተደርጓል። ሌላ ካርድ ይሞክሩ።');
    await expectAccessible(page);
    await page.getByLabel('የካርድ ቁጥር').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^ይክፈሉ፦/ }).click();
    await expect(page.getByText('ክፍያው ደርሷል። ልጥፍዎ እየተዋወቀ ነው።')).toBeVisible();

    await page.goto('/payment-history');
    const row = page.getByRole('listitem').filter({ hasText: 'የልጥፍ ማስተዋወቂያ፦ 1 ቀን' });
    await expect(row.getByText('ተከፍሏል', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^ደረሰኝ፦/ }).click();
    await expect(page.getByRole('dialog', { name: 'ደረሰኝ' })).toBeVisible();
    await expectAccessible(page);
  });
});
