import fs from 'node:fs';
import { expect, test } from '../fixtures';
import { paidEvent } from './events-helpers';
import { otherUser, realtimeConnected } from './notifications-helpers';

const shots = process.env.SCREENSHOT_DIR;
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.describe('events: the waitlist offer', () => {
  for (const size of sizes)
    test(`the open page shows the offer as it arrives, titled as an offer with its deadline (${size.name})`, async ({
      page,
      browser,
      baseURL,
      accounts,
      expectAccessible,
    }) => {
      test.slow();
      if (shots) fs.mkdirSync(shots, { recursive: true });
      await page.setViewportSize(size);
      await accounts.signIn(page);
      const id = await paidEvent(page, { title: 'Buna and books', capacity: 1 });
      const second = await otherUser(browser, baseURL, accounts.signIn);
      const third = await otherUser(browser, baseURL, accounts.signIn);
      try {
        await third.page.setViewportSize(size);
        await second.call('put', `/api/v1/events/${id}/rsvp`, { status: 'going' });
        await third.call('put', `/api/v1/events/${id}/rsvp`, { status: 'going' });

        // The organiser learns the event is full, not how to join its waitlist.
        await page.goto(`/events/${id}`);
        await expect(
          page.getByText('Every place is taken. Anyone who chooses Going now joins the waitlist.'),
        ).toBeVisible();
        await expect(page.getByText(/Choose Going to join the waitlist/)).toHaveCount(0);
        if (shots)
          await page.screenshot({ path: `${shots}/event-organiser-full-${size.name}.png` });

        // The third waits, and is not told to choose Going to join the waitlist they are on.
        const connected = realtimeConnected(third.page);
        await third.page.goto(`/events/${id}`);
        await connected;
        await expect(third.page.getByText('You are number 1 on the waitlist.')).toBeVisible();
        await expect(third.page.getByText(/Choose Going to join the waitlist/)).toHaveCount(0);

        // The second withdraws: the offer reaches the open page without a reload.
        await second.call('delete', `/api/v1/events/${id}/rsvp`);
        const offer = third.page.getByRole('status').filter({ hasText: /A place is offered/ });
        await expect(offer).toContainText(/^A place is offered to you until .+Choose Going/);
        await expect(third.page.getByText('You are number 1 on the waitlist.')).toHaveCount(0);
        await expect(
          third.page.getByRole('button', { name: 'Going', exact: true }),
        ).toHaveAttribute('aria-pressed', 'false');

        // After a reload it is still an offer (not "Going" with a check mark).
        await third.page.reload();
        await expect(offer).toBeVisible();
        await expect(offer.getByText('Going', { exact: true })).toHaveCount(0);
        await expectAccessible(third.page);
        if (shots) {
          await offer.scrollIntoViewIfNeeded();
          await third.page.screenshot({ path: `${shots}/event-offer-${size.name}.png` });
        }
        expect(third.errors).toEqual([]);
      } finally {
        await second.close();
        await third.close();
      }
    });
});
