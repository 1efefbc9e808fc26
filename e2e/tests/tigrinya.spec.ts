import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The Latin words in an element's visible text, leaving out what may stay Latin (names, e-mail). */
async function latinWords(page: Page, selector: string, allowed: readonly string[] = []) {
  const text = await page.locator(selector).first().innerText();
  const words = text.match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
  return words.filter((word) => !allowed.includes(word));
}

const weekday = '(?:ሰንበት|ሰኑይ|ሰሉስ|ረቡዕ|ሓሙስ|ዓርቢ|ቀዳም)';
const month = '(?:ጥሪ|ለካቲት|መጋቢት|ሚያዝያ|ግንቦት|ሰነ|ሓምለ|ነሓሰ|መስከረም|ጥቅምቲ|ሕዳር|ታሕሳስ)';

test.describe('Tigrinya (ትግርኛ)', () => {
  test('switch to Tigrinya and walk landing, sign-in, feed, profile, settings and communities', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.slow(); // six screens, each checked with axe
    // Landing: the switcher names Tigrinya in itself; the page has no English left in it.
    await page.goto('/');
    await page.getByRole('button', { name: 'ትግርኛ' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    await expect(page.getByRole('link', { name: 'ኣብ ማሕበረሰብ ተጸንበሩ' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ብኢትዮጵያውያን፣ ንኢትዮጵያውያን ዝተሰርሐ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ኢትዮጵያዊ መግቢ' })).toBeVisible();
    expect(await latinWords(page, 'main')).toEqual([]);
    await expectAccessible(page);

    // The choice is remembered, and the server now sends the landing page rendered in Tigrinya.
    await page.reload();
    await expect(page.getByRole('link', { name: 'ንግድኹም ኣመዝግቡ' }).first()).toBeVisible();
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="ti">');
    expect(html).toContain('data-prerendered="ti"');
    expect(html).toContain('ሓባራዊ ገዛ ዲያስፖራ ሓበሻ');

    // Sign-in: headings, buttons and the server's refusal, all in Tigrinya.
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'እንቋዕ ብደሓን ተመለስኩም' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ቃል ምሕላፍ ረሲዕኩም' })).toBeVisible();
    await page.getByLabel('ኢመይል').first().fill('nobody-ti@example.test');
    await page.getByLabel('ቃል ምሕላፍ', { exact: true }).first().fill('Wrong-Password1');
    await page.getByRole('button', { name: 'እተዉ', exact: true }).last().click();
    await expect(page.getByText(/ዘይቅኑዕ ኢመይል ወይ ቃል ምሕላፍ/)).toBeVisible();
    expect(await latinWords(page, 'main', ['nobody', 'ti', 'example', 'test'])).toEqual([]);
    await expectAccessible(page);

    // The home feed: the frame, a post's relative time and its full date in Tigrinya.
    const me = await accounts.signIn(page);
    const posted = await page.request.post('/api/v1/posts', { data: { body: 'ሰላም ንኹልኹም' } });
    expect(posted.ok()).toBe(true);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('መበገሲ ገጽ');
    await expect(page).toHaveTitle('መበገሲ ገጽ · ኣብሮ');
    const post = page.getByRole('article').filter({ hasText: 'ሰላም ንኹልኹም' }).first();
    await expect(post).toBeVisible();
    const time = post.locator('time').first();
    await expect(time).toHaveText(/^(?:ሕጂ|ቅድሚ \d+ (?:ደቒቕ|ደቓይቕ))$/);
    await expect(time).toHaveAttribute(
      'title',
      new RegExp(`^${weekday}፣ \\d{1,2} ${month} \\d{4} ሰዓት \\d{1,2}:\\d{2} (?:ቅ|ድ)\\.ቀ\\.$`),
    );
    await expect(post.getByRole('button', { name: 'ፍተዉ፣ 0 ፍቕሪ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ፍተዉ፣ 0 ፍቕሪ' }).first()).toBeVisible();
    expect(
      await latinWords(page, 'main', [
        ...me.fullName.split(' '),
        'ST',
        'PNG',
        'JPEG',
        'GIF',
        'WebP',
        'MB',
      ]),
    ).toEqual([]);
    await expectAccessible(page);

    // The profile: counts with Tigrinya plurals (0 and 1 take the singular).
    await page.goto('/profile');
    const header = page.getByRole('region', { name: me.fullName });
    await expect(header.getByRole('link', { name: 'መግለጺ ኣመዓራርዩ' })).toBeVisible();
    await expect(header.getByText(/^1\s+ጽሑፍ$/)).toBeVisible();
    await expect(header.getByRole('link', { name: /^0\s+ሰዓቢ$/ })).toBeVisible();
    await expectAccessible(page);

    // Settings: the language is one of three, and choosing it saves the profile's preference.
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'ቅጥዕታት', level: 2 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'ትግርኛ' })).toBeChecked();
    // The calendar choice shows today in Tigrinya, in both calendars.
    await expect(
      page.getByRole('radio', { name: new RegExp(`^ግሪጎርያዊ \\d{1,2} ${month} \\d{4}$`) }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
    await page.getByRole('radio', { name: 'ትግርኛ' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    await expect(page.getByRole('heading', { name: 'ትርኢት' })).toBeVisible();
    await expect
      .poll(async () => {
        const session = (await (await page.request.get('/api/v1/session')).json()) as {
          profile: { languagePreference: string };
        };
        return session.profile.languagePreference;
      })
      .toBe('ti');
    await expectAccessible(page);

    // Communities: tabs, the member count with its plural, and the create dialog's validation.
    const name = `Asmara Readers ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/v1/communities', {
      data: { name, description: 'ንበብቲ ልብ ወለድ ትግርኛ።', privacy: 'public' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/communities');
    await expect(page.getByRole('heading', { name: 'ማሕበረሰባት', level: 2 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'ማሕበረሰባተይ' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText('1 ኣባል');
    await page.getByRole('button', { name: 'ማሕበረሰብ ፍጠሩ' }).click();
    const dialog = page.getByRole('dialog', { name: 'ማሕበረሰብ ፍጠሩ' });
    await dialog.getByRole('button', { name: 'ማሕበረሰብ ፍጠሩ' }).click();
    await expect(dialog.getByText('ስም ማሕበረሰብ እንተወሓደ 2 ፊደላት የድልዮ።')).toBeVisible();
    await expectAccessible(page);
  });

  test('a browser that prefers Tigrinya gets the landing page in Tigrinya on a first visit', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'ti-ER', baseURL });
    const page = await context.newPage();
    const html = await (
      await page.request.get('/', { headers: { 'accept-language': 'ti-ER,ti;q=0.9,en;q=0.8' } })
    ).text();
    expect(html).toContain('data-prerendered="ti"');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    await expect(page.getByRole('link', { name: 'ኣብ ማሕበረሰብ ተጸንበሩ' }).first()).toBeVisible();
    await context.close();
  });

  test('on a phone the top bar menu switches to Tigrinya (screenshots at 390×844)', async ({
    browser,
    baseURL,
    accounts,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'ትግርኛ' }).click();
    await expect(page.getByRole('link', { name: 'ኣብ ማሕበረሰብ ተጸንበሩ' }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/tigrinya-landing-390.png' });
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 390, height: 844 });

    await accounts.signIn(page);
    await page.request.post('/api/v1/posts', { data: { body: 'እንቋዕ ብደሓን መጻእኩም' } });
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    // To English and back, through the menu of the three languages.
    await page.getByRole('banner').getByRole('button', { name: 'ቋንቋ (ትግ)' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('button', { name: 'Language (EN)' }).click();
    await page.getByRole('menuitem', { name: 'ትግርኛ' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ti');
    const tabs = page.getByRole('navigation', { name: 'ቀንዲ መዘውር' });
    await expect(tabs.getByRole('link', { name: 'መበገሲ' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('button', { name: 'ተወሳኺ' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'ቋንቋ (ትግ)' })).toBeVisible();
    await expect(page.getByText('እንቋዕ ብደሓን መጻእኩም')).toBeVisible();
    await page.screenshot({ path: 'test-results/tigrinya-dashboard-390.png' });
    await context.close();
  });
});
