import { expect, test } from '../fixtures';

test.describe('posts in Amharic', () => {
  test('relative times, actions and states speak Amharic', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Three screens in Amharic, a reload and three accessibility checks.
    test.slow();
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
    await accounts.signIn(page);
    const text = `የቡና ሥነ ሥርዓት ${Date.now()}`;
    const created = await page.request.post('/api/v1/posts', { data: { body: text } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('heading', { name: 'የቅርብ ጊዜ ልጥፎች' })).toBeVisible();
    const card = page.locator('article').filter({ hasText: text });
    await expect(card.locator('time')).toHaveText('አሁን');
    await expect(card.getByRole('button', { name: 'ይውደዱ፣ 0 መውደድ' })).toBeVisible();
    // The composer, opened as a member starts writing (ComposerOnDemand), speaks Amharic too.
    await page.getByRole('textbox', { name: 'ልጥፍ ይጻፉ' }).click();
    await expect(page.getByRole('button', { name: 'ይለጥፉ', exact: true })).toBeVisible();
    await expectAccessible(page);

    // A minute later the time moves on to minutes, in Ge'ez script.
    await page.clock.install({ time: Date.now() + 2 * 60_000 });
    await page.reload();
    const time = page.locator('article').filter({ hasText: text }).locator('time');
    await expect(time).toHaveText(/[\u1200-\u137F]/);
    await expect(time).not.toHaveText(/[A-Za-z]/);
    await expect(time).not.toHaveText('አሁን');

    await page.goto(`/post/${id}`);
    await expect(page.getByRole('heading', { name: 'አስተያየቶች (0)' })).toBeVisible();
    await expect(page.getByLabel('አስተያየት ይጻፉ')).toBeVisible();
    await page.getByRole('button', { name: 'አስተያየት ይስጡ', exact: true }).click();
    await expect(page.getByText('መጀመሪያ አስተያየት ይጻፉ።')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/saved-posts');
    await expect(page.getByRole('tab', { name: 'ልጥፎች' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'እስካሁን የተቀመጡ ልጥፎች የሉም' })).toBeVisible();
  });
});
