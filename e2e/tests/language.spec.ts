import { expect, test } from '../fixtures';

test.describe('Amharic', () => {
  test('the switcher turns the landing page to Amharic and the choice is remembered', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'አማርኛ' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('link', { name: 'ማኅበረሰቡን ይቀላቀሉ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'በኢትዮጵያውያን፣ ለኢትዮጵያውያን የተሠራ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'የኢትዮጵያ ምግብ' })).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('link', { name: 'ንግድዎን ያስመዝግቡ' })).toBeVisible();
    // The server now sends the landing page already rendered in Amharic.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-prerendered="am"');
    expect(html).toContain('ማኅበረሰቡን ይቀላቀሉ');
    await page.goto('/not-here');
    await expect(page.getByRole('heading', { name: 'ገጹ አልተገኘም' })).toBeVisible();

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a stored language other than en or am is ignored', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'fr'));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible();
  });

  test('the browser preference for Amharic is followed on a first visit', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'am-ET', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'ማኅበረሰቡን ይቀላቀሉ' })).toBeVisible();
    await context.close();
  });
});
