import { expect, test } from '../fixtures';

test.describe('landing page', () => {
  test('shows everything SPEC §1 describes', async ({ page, expectAccessible }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'List Business' })).toBeVisible();
    for (const category of [
      'Ethiopian Cuisine',
      'Community Care',
      'Ethiopian Entertainment',
      'Professional Services',
    ]) {
      await expect(page.getByRole('heading', { name: category })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: 'Built by Ethiopians, for Ethiopians' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Our Ethiopian Network' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Ethiopian Services' })).toBeVisible();

    const testimonials = page.getByRole('region', {
      name: 'Trusted by Ethiopian Communities Worldwide',
    });
    await expect(testimonials).toBeVisible();
    const cards = testimonials.getByRole('figure');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      await expect(card.locator('svg')).toHaveCount(5);
      await expect(card.locator('blockquote')).not.toBeEmpty();
      await expect(card.locator('figcaption p')).toHaveCount(3);
    }

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Connecting the Habesha diaspora worldwide');
    await expect(footer).toContainText('© 2025 Aebro. All rights reserved.');
    await expect(footer.getByRole('img', { name: 'The flags of Ethiopia and Eritrea' })).toHaveText(
      '🇪🇹 🇪🇷',
    );
    await expect(footer.getByRole('link')).toHaveCount(0);

    await expectAccessible(page);
  });

  test('Join Community and List Business open /auth with the right tab', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Join Community' }).click();
    await expect(page).toHaveURL(/\/auth\?type=community$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'List Business' }).click();
    await expect(page).toHaveURL(/\/auth\?type=business$/);
  });

  test('both banner buttons lead to /auth', async ({ page }) => {
    for (const name of ['Join Our Ethiopian Network', 'Explore Ethiopian Services']) {
      await page.goto('/');
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('downloads only its own code, not the app behind it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('/landing-'))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(app|auth|dashboard|settings)-/.test(path))).toEqual(
      [],
    );
  });

  test('arrives rendered: readable without JavaScript, then hydrated without a mismatch', async ({
    browser,
    baseURL,
    page,
  }) => {
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/');
    await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bare.getByRole('link', { name: 'Join Community' })).toHaveAttribute(
      'href',
      '/auth?type=community',
    );
    await noScript.close();

    // With JavaScript the same markup comes to life: any hydration error fails the test (pageErrors).
    await page.goto('/');
    await page.getByRole('button', { name: 'አማርኛ' }).click();
    await expect(page.getByRole('link', { name: 'ማኅበረሰቡን ይቀላቀሉ' })).toBeVisible();
  });

  test('a language pressed before the page has come alive is chosen once it has', async ({
    page,
  }) => {
    // The page's code is held back until after the press, as on a slow phone on a slow network.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/landing-entry-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'ትግርኛ' }).click();
    await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible();
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    await expect(page.getByRole('link', { name: 'ኣብ ማሕበረሰብ ተጸንበሩ' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'ትግርኛ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('fits a small phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
