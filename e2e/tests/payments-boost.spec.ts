import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** A public post of the signed-in member's, made through the API. */
async function publicPost(page: Page, text: string): Promise<string> {
  const created = await page.request.post('/api/v1/posts', {
    data: { body: text, audience: 'public' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** On /boost-posts: chooses the post and the days, and goes to the checkout. */
async function checkOut(
  page: Page,
  text: string,
  days: '1 day' | '3 days' | '7 days',
  price: string,
) {
  await page.goto('/boost-posts');
  await expect(page.getByRole('heading', { name: 'Boost posts', level: 2 })).toBeVisible();
  await expect(page.getByText('Payments are in test mode: no money moves.')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(text) }).check();
  await page.getByRole('radio', { name: new RegExp(days) }).check();
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
  await expect(page.getByText('Test payment, no money moves')).toBeVisible();
}

async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

test.describe('payments and boosted posts', () => {
  test('boost a post through the test checkout; a stranger sees it Boosted; it is in payment history', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await accounts.signIn(page);
    const text = `Coffee ceremony this Sunday ${Date.now()}`;
    const postId = await publicPost(page, text);

    await checkOut(page, text, '3 days', '$7.00');
    await expect(page.getByText('$7.00').first()).toBeVisible();
    await expectAccessible(page);
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $7.00' }).click();

    await expect(page).toHaveURL(/\/boost-posts\?payment=/);
    await expect(page.getByText('Payment received. Your post is boosted.')).toBeVisible();
    const mine = page.locator(`label[data-post-id="${postId}"]`);
    await expect(mine.getByText(/Boosted until/)).toBeVisible();
    await expect(mine.getByRole('radio')).toBeDisabled();
    await expectAccessible(page);

    // Someone who does not follow me sees it marked on /posts.
    const context = await browser.newContext({ baseURL });
    const stranger = await context.newPage();
    await accounts.signIn(stranger);
    await stranger.goto('/posts');
    const card = stranger.locator(`article[data-post-id="${postId}"]`).first();
    await expect(card).toBeVisible();
    await expect(card.getByText('Boosted', { exact: true })).toBeVisible();
    await context.close();

    // Its reach counts the stranger's view.
    await page.goto('/boost-posts');
    await expect(mine.getByTestId('boost-reach')).not.toHaveText('Shown 0 times');

    await page.goto('/payment-history');
    await expect(page.getByRole('heading', { name: 'Payment history', level: 2 })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'Post boost for 3 days' });
    await expect(row.getByText('$7.00')).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Receipt: Post boost for 3 days' }).click();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    await expect(receipt.getByText('Aebro test checkout (no money moved)')).toBeVisible();
    await expect(receipt.getByText('$7.00')).toBeVisible();
    await expectAccessible(page);
    await receipt.getByRole('button', { name: 'Close' }).click();
    await expect(receipt).toBeHidden();
  });

  test('a declined card shows a clear error and nothing is boosted', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    await accounts.signIn(page);
    const text = `Declined boost ${Date.now()}`;
    const postId = await publicPost(page, text);
    await checkOut(page, text, '1 day', '$3.00');

    await enterCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $3.00' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    await expect(page).toHaveURL(/\/test-checkout\//);
    // A card that is not a test card is refused with the same clarity.
    await enterCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Pay $3.00' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This is a test checkout: use a Stripe test card such as 4242 4242 4242 4242.',
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page.getByText('Payment cancelled. Nothing was charged.')).toBeVisible();
    const mine = page.locator(`label[data-post-id="${postId}"]`);
    await expect(mine.getByText('Waiting for payment')).toBeVisible();
    await expect(mine.getByText(/Boosted until/)).toHaveCount(0);
    const answer = await page.request.get('/api/v1/me/boostable-posts');
    const { items } = (await answer.json()) as {
      items: Array<{ post: { id: string }; boost: { status: string } | null }>;
    };
    expect(items.find((item) => item.post.id === postId)?.boost?.status).toBe('pending');
  });
});
