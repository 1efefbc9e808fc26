import type { Page } from '@playwright/test';

/** Helpers of the events journeys (events-*.spec.ts); not a spec itself. */

/** A wall-clock time `days` from now at `hour` in a zone, as a datetime-local input takes it. */
export function localIn(days: number, hour: number, timeZone = 'America/New_York'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  return `${parts}T${String(hour).padStart(2, '0')}:00`;
}

/** An event made and paid for through the API as the page's user (the test checkout); its id. */
export async function paidEvent(
  page: Page,
  changes: Record<string, unknown> = {},
): Promise<string> {
  const created = await page.request.post('/api/v1/events', {
    data: {
      title: 'Buna and books',
      description: 'Coffee and a reading.',
      category: 'community_culture',
      online: false,
      city: 'washington-dc',
      address: '1234 U Street NW',
      startsAt: localIn(3, 18),
      endsAt: localIn(3, 20),
      timeZone: 'America/New_York',
      capacity: null,
      ...changes,
    },
  });
  if (created.status() !== 201)
    throw new Error(`creating an event: ${created.status()} ${await created.text()}`);
  const { event, checkout } = (await created.json()) as {
    event: { id: string };
    checkout: { checkoutUrl: string };
  };
  const session = checkout.checkoutUrl.split('/').pop() ?? '';
  const paid = await page.request.post(`/api/v1/test-checkout/${session}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  if (!paid.ok()) throw new Error(`paying: ${paid.status()} ${await paid.text()}`);
  // Published once the payment's event is handled (after the answer).
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const seen = (await (await page.request.get(`/api/v1/events/${event.id}`)).json()) as {
      status: string;
    };
    if (seen.status === 'published') return event.id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the event was not published');
}
