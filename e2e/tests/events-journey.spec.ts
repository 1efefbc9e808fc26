import { expect, test } from '../fixtures';
import { localIn } from './events-helpers';
import { otherUser } from './notifications-helpers';

test.describe('events', () => {
  test('create an event through the test checkout; a second member goes, a third waits and gets the place when the second cancels', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(150_000);
    await accounts.signIn(page);
    const title = `Timket picnic ${Date.now().toString(36)}`;

    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 2 })).toBeVisible();
    await page.getByRole('link', { name: 'Create event' }).click();
    await expect(page).toHaveURL(/\/create-event$/);
    await expect(page.getByRole('heading', { name: 'Create an event', level: 2 })).toBeVisible();
    await expect(page.getByTestId('event-fee')).toContainText('Creating an event costs $');
    // The form checks before anything is sent.
    await page.getByRole('button', { name: 'Save and pay' }).click();
    await expect(page.getByText('A title needs at least 3 characters.')).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Event type').selectOption('food_drink');
    await page.getByLabel('City').selectOption('washington-dc');
    await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
    await page.getByLabel('Address').fill('Rock Creek Park, Picnic Grove 6');
    await page.getByLabel('Starts').fill(localIn(-2, 10));
    await page.getByLabel('Ends').fill(localIn(2, 14));
    await page.getByLabel('Maximum attendees').fill('1');
    await page.getByRole('button', { name: 'Save and pay' }).click();
    await expect(page.getByText('Must be today or later')).toBeVisible();
    await page.getByLabel('Starts').fill(localIn(2, 11));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save and pay' }).click();

    await expect(page).toHaveURL(/\/test-checkout\/test_cs_/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\?payment=/);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(page.getByText('Draft, not paid')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId('remaining')).toHaveText('1 place left');
    const eventPath = new URL(page.url()).pathname;
    await expectAccessible(page);

    const second = await otherUser(browser, baseURL, accounts.signIn);
    const third = await otherUser(browser, baseURL, accounts.signIn);
    try {
      // The second member goes: the last place is theirs.
      await second.page.goto(eventPath);
      await second.page.getByRole('button', { name: 'Going', exact: true }).click();
      await expect(second.page.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(second.page.getByTestId('remaining')).toHaveText('0 places left');

      // The third finds it full and joins the waitlist.
      await third.page.goto(eventPath);
      await expect(
        third.page.getByText('This event is full. Choose Going to join the waitlist.'),
      ).toBeVisible();
      await third.page.getByRole('button', { name: 'Going', exact: true }).click();
      await expect(third.page.getByText('You are number 1 on the waitlist.')).toBeVisible();
      await expectAccessible(third.page);

      // The organiser sees both lists.
      await page.reload();
      const lists = page.getByRole('region', { name: 'Attendees' });
      await expect(lists.getByRole('list', { name: 'Going (1)' })).toBeVisible();
      await expect(lists.getByRole('list', { name: 'Waitlist (1)' })).toBeVisible();

      // The second cancels: the place is offered to the third, who takes it.
      await second.page.getByRole('button', { name: 'Not going' }).click();
      await expect(second.page.getByRole('button', { name: 'Not going' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The third's open page shows the offer as it arrives, without a reload.
      await expect(third.page.getByText(/A place is offered to you until/)).toBeVisible();
      await third.page.getByRole('button', { name: 'Going', exact: true }).click();
      await expect(third.page.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(third.page.getByText(/on the waitlist/)).toHaveCount(0);
      const notified = (await (await third.page.request.get('/api/v1/notifications')).json()) as {
        items: Array<{ type: string }>;
      };
      expect(notified.items.map((item) => item.type)).toContain('event_waitlist_offer');
      expect(second.errors).toEqual([]);
      expect(third.errors).toEqual([]);
    } finally {
      await second.close();
      await third.close();
    }

    // The organiser cancels, after confirming.
    await page.reload();
    await page.getByRole('button', { name: 'Cancel event' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this event?' });
    await confirm.getByRole('button', { name: 'Cancel event' }).click();
    await expect(page.getByText('This event was cancelled.')).toBeVisible();
  });

  test('save an event and find it under Saved → Events', async ({ page, accounts }) => {
    test.setTimeout(60_000);
    await accounts.signIn(page);
    const { paidEvent } = await import('./events-helpers');
    const title = `Saved supper ${Date.now().toString(36)}`;
    const id = await paidEvent(page, { title });
    await page.goto(`/events/${id}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/saved-posts');
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  });
});
