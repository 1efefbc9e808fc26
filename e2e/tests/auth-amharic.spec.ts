import { expect, test } from '../fixtures';

test.describe('the auth screen in Amharic', () => {
  test('every text is Amharic, validation included', async ({ page, expectAccessible }) => {
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('heading', { name: 'እንኳን በደህና ተመለሱ' })).toBeVisible();
    await page.getByRole('button', { name: 'ይግቡ', exact: true }).last().click();
    await expect(page.getByText('እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ', { exact: true })).toBeVisible();
    await expect(page.getByText('እባክዎ የይለፍ ቃልዎን ያስገቡ', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'የይለፍ ቃልዎን ረሱ?' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'መለያ ይክፈቱ' }).first().click();
    await expect(page.getByRole('tab', { name: 'እንደ አባል ይቀላቀሉ' })).toBeVisible();
    await page.getByRole('tab', { name: 'ንግድዎን ያስመዝግቡ' }).click();
    await expect(page.getByLabel('የንግድ ዘርፍ')).toContainText('🔧 ሌላ - በዝርዝሩ የሌለ');
    await expectAccessible(page);
  });

  test('the language switcher turns the auth screen to Amharic and back', async ({ page }) => {
    await page.goto('/auth?type=community');
    await page.getByRole('button', { name: 'አማርኛ' }).click();
    await expect(page.getByRole('tab', { name: 'እንደ አባል ይቀላቀሉ' })).toBeVisible();
    await expect(page.getByLabel('የተጠቃሚ ስም')).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('tab', { name: 'Join as Member' })).toBeVisible();
  });
});
