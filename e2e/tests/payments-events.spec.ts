import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { localIn } from './events-helpers';

/** An event draft made through the API as the page's user; its id and its checkout's path. */
async function draft(page: Page, title: string): Promise<{ id: string; checkoutPath: string }> {
  const created = await page.request.post('/api/v1/events', {
    data: {
      title,
      description: 'Coffee, bread and the new year.',
      category: 'community_culture',
      online: false,
      city: 'washington-dc',
      address: 'Rock Creek Park, Picnic Grove 6',
      startsAt: localIn(3, 11),
      endsAt: localIn(3, 15),
      timeZone: 'America/New_York',
      capacity: null,
    },
  });
  expect(created.status()).toBe(201);
  const { event, checkout } = (await created.json()) as {
    event: { id: string };
    checkout: { checkoutUrl: string };
  };
  return { id: event.id, checkoutPath: new URL(checkout.checkoutUrl).pathname };
}

async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

test.describe('paying for an event, once', () => {
  test('a declined card, back to the draft, Pay and publish: paid once, the old checkout closed and never payable again', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.slow();
    await accounts.signIn(page);
    const title = 'Enkutatash picnic & coffee';
    const event = await draft(page, title);

    // The checkout names what is bought; a declined card changes nothing.
    await page.goto(event.checkoutPath);
    await expect(page.getByText(`Event creation fee: “${title}”`)).toBeVisible();
    await enterCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}\\?`));
    await expect(page.getByText('Draft, not paid')).toBeVisible();

    // Pay and publish opens a new checkout, which closes the first.
    await page.getByRole('button', { name: 'Pay and publish' }).click();
    await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
    const secondCheckout = new URL(page.url()).pathname;
    expect(secondCheckout).not.toBe(event.checkoutPath);
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}\\?payment=`));
    await expect(page.getByText('Paid, your event is published')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Draft, not paid')).toHaveCount(0);
    await expectAccessible(page);

    // History: one paid, one replaced; "Finish paying" nowhere.
    await page.goto('/payment-history');
    const rows = page.getByRole('list', { name: 'Your payments' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Paid' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Replaced' })).toHaveCount(1);
    await expect(rows.first()).toContainText(`Event creation fee: “${title}”`);
    await expect(page.getByRole('link', { name: 'Finish paying' })).toHaveCount(0);
    await expectAccessible(page);

    // The first checkout, still open in an old tab, cannot take money any more.
    await page.goto(event.checkoutPath);
    await expect(
      page.getByText('A newer checkout replaced this one, so it can no longer be paid.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });
});
