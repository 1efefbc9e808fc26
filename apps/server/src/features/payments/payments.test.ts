import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@aebro/shared/payments';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp, settle } from '../../test/test-app';
import type { PaymentFacts } from './payments.events';
import { startEventCreationCheckout } from './payments.service';
import { applyProviderEvent } from './settlement.service';

let t: TestApp;
let db: pg.Client;
let almaz: TestUser;
let dawit: TestUser;
const paid: PaymentFacts[] = [];
const released: PaymentFacts[] = [];
const refunded: PaymentFacts[] = [];
beforeAll(async () => {
  t = await createTestApp({ PRICE_BOOST_3_DAYS: '650', PAYMENT_CURRENCY: 'eur' });
  [almaz, dawit] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Almaz Ayana' }),
    createVerifiedMember(t.app),
  ]);
  db = new pg.Client({ connectionString: t.config.databaseUrl });
  await db.connect();
  t.app.platform.events.on('payment.paid', (facts) => void paid.push(facts));
  t.app.platform.events.on('payment.released', (facts) => void released.push(facts));
  t.app.platform.events.on('payment.refunded', (facts) => void refunded.push(facts));
});
afterAll(async () => {
  await db.end();
  await t.close();
});

function send(method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.jar.header() },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function publicPost(user: TestUser): Promise<string> {
  const response = await send('POST', '/api/v1/posts', user, {
    body: 'Buna time',
    audience: 'public',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function boost(user: TestUser, postId: string, days = 3) {
  const response = await send('POST', '/api/v1/boosts', user, { postId, days });
  expect(response.statusCode, response.body).toBe(201);
  const started = response.json<{ paymentId: string; checkoutUrl: string }>();
  return { ...started, sessionId: started.checkoutUrl.split('/').pop() ?? '' };
}

const card = (cardNumber: string, expiry = '12/34') => ({ cardNumber, expiry, cvc: '123' });

async function boostRow(paymentId: string) {
  const result = await db.query<{ status: string; ends_at: Date | null; days: number }>(
    'select status, ends_at, days from boosts where payment_id = $1',
    [paymentId],
  );
  return result.rows[0];
}

async function payment(user: TestUser, id: string): Promise<Payment> {
  const response = await send('GET', `/api/v1/payments/${id}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Payment>();
}

describe('prices', () => {
  it('come from the configuration, with the driver that takes payments', async () => {
    const response = await send('GET', '/api/v1/payments/prices', almaz);
    expect(response.json()).toEqual({
      provider: 'test',
      currency: 'EUR',
      eventCreation: 500,
      boosts: [
        { days: 1, amount: 300 },
        { days: 3, amount: 650 },
        { days: 7, amount: 1500 },
      ],
    });
  });
});

describe('the built-in test checkout', () => {
  it('4242 4242 4242 4242 pays: the boost runs for its days and the payment reads paid', async () => {
    const postId = await publicPost(almaz);
    const started = await boost(almaz, postId);
    expect(started.checkoutUrl).toBe(`http://localhost:3000/test-checkout/${started.sessionId}`);
    const page = await send('GET', `/api/v1/test-checkout/${started.sessionId}`, almaz);
    expect(page.json()).toMatchObject({
      amount: 650,
      currency: 'EUR',
      status: 'pending',
      returnUrl: `http://localhost:3000/boost-posts?payment=${started.paymentId}`,
    });
    expect((await boostRow(started.paymentId))?.status).toBe('pending');

    const paidAnswer = await send(
      'POST',
      `/api/v1/test-checkout/${started.sessionId}/pay`,
      almaz,
      card('4242 4242 4242 4242'),
    );
    expect(paidAnswer.statusCode, paidAnswer.body).toBe(200);
    expect(paidAnswer.json()).toMatchObject({ status: 'paid' });
    await settle(t.app);
    const row = await boostRow(started.paymentId);
    expect(row?.status).toBe('active');
    const days = ((row?.ends_at?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.01);
    const receipt = await payment(almaz, started.paymentId);
    expect(receipt).toMatchObject({
      kind: 'post_boost',
      referenceId: postId,
      details: { days: 3 },
      amount: 650,
      currency: 'EUR',
      status: 'paid',
      provider: 'test',
      checkoutUrl: null,
    });
    expect(receipt.paidAt).not.toBeNull();
    expect(paid).toContainEqual({
      paymentId: started.paymentId,
      userId: almaz.id,
      kind: 'post_boost',
      referenceId: postId,
    });

    // Paying again (a second click) charges nothing more and changes nothing.
    const again = await send(
      'POST',
      `/api/v1/test-checkout/${started.sessionId}/pay`,
      almaz,
      card('4242424242424242'),
    );
    expect(again.json()).toMatchObject({ status: 'paid' });
    const events = await db.query('select 1 from payment_events where payment_id = $1', [
      started.paymentId,
    ]);
    expect(events.rowCount).toBe(1);
    // A running boost is not sold twice.
    const twice = await send('POST', '/api/v1/boosts', almaz, { postId, days: 1 });
    expect(twice.statusCode).toBe(409);
  });

  it('4000 0000 0000 0002 is declined with a clear message, and nothing is boosted', async () => {
    const started = await boost(almaz, await publicPost(almaz), 1);
    const declined = await send(
      'POST',
      `/api/v1/test-checkout/${started.sessionId}/pay`,
      almaz,
      card('4000 0000 0000 0002'),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      error: { code: 'CARD_DECLINED', message: 'Your card was declined.' },
    });
    expect((await boostRow(started.paymentId))?.status).toBe('pending');
    expect((await payment(almaz, started.paymentId)).status).toBe('pending');

    const unknown = await send(
      'POST',
      `/api/v1/test-checkout/${started.sessionId}/pay`,
      almaz,
      card('4111 1111 1111 1111'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('TEST_CARD_ONLY');
    const expired = await send(
      'POST',
      `/api/v1/test-checkout/${started.sessionId}/pay`,
      almaz,
      card('4242 4242 4242 4242', '01/20'),
    );
    expect(expired.json().error.code).toBe('CARD_EXPIRED');
  });

  it("is its payer's alone", async () => {
    const started = await boost(almaz, await publicPost(almaz), 1);
    const page = await send('GET', `/api/v1/test-checkout/${started.sessionId}`, dawit);
    expect(page.statusCode).toBe(404);
    const pay = await send(
      'POST',
      `/api/v1/test-checkout/${started.sessionId}/pay`,
      dawit,
      card('4242 4242 4242 4242'),
    );
    expect(pay.statusCode).toBe(404);
    expect((await send('GET', `/api/v1/payments/${started.paymentId}`, dawit)).statusCode).toBe(
      404,
    );
  });
});

describe('expiry, late payments and duplicates', () => {
  it('a checkout still open after its 30 minutes expires and releases the post; a new boost may start', async () => {
    const postId = await publicPost(almaz);
    const started = await boost(almaz, postId, 1);
    // As if the 30 minutes had passed: the expiry job runs now.
    expect(await t.app.platform.jobs.runDue({ scheduled: true })).toBeGreaterThan(0);
    await settle(t.app);
    expect((await payment(almaz, started.paymentId)).status).toBe('expired');
    expect((await boostRow(started.paymentId))?.status).toBe('released');
    expect(released).toContainEqual(expect.objectContaining({ paymentId: started.paymentId }));
    // Its page says it is closed, and the card is refused.
    const pay = await send(
      'POST',
      `/api/v1/test-checkout/${started.sessionId}/pay`,
      almaz,
      card('4242 4242 4242 4242'),
    );
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.code).toBe('CHECKOUT_CLOSED');
    await boost(almaz, postId, 1);
  });

  it('a payment that arrives after its checkout expired is refunded, not applied', async () => {
    const started = await boost(almaz, await publicPost(almaz), 7);
    await t.app.platform.jobs.runDue({ scheduled: true });
    const outcome = await applyProviderEvent(t.app.platform, {
      type: 'checkout.paid',
      eventId: 'evt_late_1',
      occurredAt: new Date(),
      sessionId: started.sessionId,
      providerPaymentId: 'test_pi_late',
      amount: 1500,
      currency: 'EUR',
    });
    expect(outcome).toBe('refunded');
    await settle(t.app);
    const receipt = await payment(almaz, started.paymentId);
    expect(receipt.status).toBe('refunded');
    expect(receipt.refundedAt).not.toBeNull();
    expect((await boostRow(started.paymentId))?.status).toBe('released');
    expect(refunded).toContainEqual(expect.objectContaining({ paymentId: started.paymentId }));
  });

  it('a new checkout for the same post replaces an unpaid one; paying the old one refunds it', async () => {
    const postId = await publicPost(almaz);
    const first = await boost(almaz, postId, 1);
    const second = await boost(almaz, postId, 3);
    expect((await payment(almaz, first.paymentId)).status).toBe('superseded');
    const late = await send(
      'POST',
      `/api/v1/test-checkout/${first.sessionId}/pay`,
      almaz,
      card('4242 4242 4242 4242'),
    );
    expect(late.statusCode).toBe(409);
    const outcome = await applyProviderEvent(t.app.platform, {
      type: 'checkout.paid',
      eventId: 'evt_replaced_1',
      occurredAt: new Date(),
      sessionId: first.sessionId,
      providerPaymentId: 'test_pi_replaced',
      amount: 300,
      currency: 'EUR',
    });
    expect(outcome).toBe('refunded');
    expect((await boostRow(second.paymentId))?.status).toBe('pending');
  });

  it('an event is processed once, and events out of order change nothing already settled', async () => {
    const started = await boost(almaz, await publicPost(almaz), 1);
    const event = {
      type: 'checkout.paid' as const,
      eventId: 'evt_dup_1',
      occurredAt: new Date(),
      sessionId: started.sessionId,
      providerPaymentId: 'test_pi_dup',
      amount: 300,
      currency: 'EUR',
    };
    const outcomes = await Promise.all([
      applyProviderEvent(t.app.platform, event),
      applyProviderEvent(t.app.platform, event),
    ]);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    // Stripe may send "expired" after "paid", or "paid" twice under two ids: the payment stays paid.
    expect(
      await applyProviderEvent(t.app.platform, {
        type: 'checkout.expired',
        eventId: 'evt_dup_2',
        sessionId: started.sessionId,
      }),
    ).toBe('stale');
    expect(await applyProviderEvent(t.app.platform, { ...event, eventId: 'evt_dup_3' })).toBe(
      'already-settled',
    );
    expect((await payment(almaz, started.paymentId)).status).toBe('paid');
    expect((await boostRow(started.paymentId))?.status).toBe('active');
    expect(paid.filter((facts) => facts.paymentId === started.paymentId)).toHaveLength(1);
  });

  it('a payment of the wrong amount is refunded', async () => {
    const started = await boost(almaz, await publicPost(almaz), 1);
    const outcome = await applyProviderEvent(t.app.platform, {
      type: 'checkout.paid',
      eventId: 'evt_amount_1',
      occurredAt: new Date(),
      sessionId: started.sessionId,
      providerPaymentId: 'test_pi_amount',
      amount: 1,
      currency: 'EUR',
    });
    expect(outcome).toBe('refunded');
    expect((await boostRow(started.paymentId))?.status).toBe('released');
  });
});

describe('the event creation fee (for the events area)', () => {
  it('opens a checkout named after the event; a payment for a reference that is no event is refunded', async () => {
    const session = (await send('GET', '/api/v1/session', dawit)).json<{
      user: { id: string; email: string };
    }>();
    const ctx = {
      ...t.app.platform,
      viewer: {
        id: dawit.id,
        email: session.user.email,
        emailVerified: true,
        twoFactorEnabled: false,
        sessionId: 'test',
      },
    };
    const eventId = 'fake-event-42';
    const started = await startEventCreationCheckout(
      ctx,
      { id: eventId, title: 'Enkutatash picnic' },
      `/events/${eventId}`,
    );
    const sessionId = started.checkoutUrl.split('/').pop() ?? '';
    const page = await send('GET', `/api/v1/test-checkout/${sessionId}`, dawit);
    expect(page.json()).toMatchObject({
      amount: 500,
      details: { title: 'Enkutatash picnic' },
      description: 'Create the event "Enkutatash picnic" on Aebro',
      returnUrl: `http://localhost:3000/events/${eventId}?payment=${started.paymentId}`,
    });
    await send('POST', `/api/v1/test-checkout/${sessionId}/pay`, dawit, card('4242424242424242'));
    await settle(t.app);
    const receipt = await send('GET', `/api/v1/payments/${started.paymentId}`, dawit);
    expect(receipt.json<Payment>()).toMatchObject({ status: 'refunded', checkoutUrl: null });
    expect(paid.filter((facts) => facts.paymentId === started.paymentId)).toEqual([]);
  });
});

describe('payment history', () => {
  it('lists my payments newest first, page by page, and no one else’s', async () => {
    const first = await send('GET', '/api/v1/me/payments?limit=2', almaz);
    const page = first.json<{ items: Payment[]; nextCursor: string | null }>();
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const rest = await send(
      'GET',
      `/api/v1/me/payments?limit=50&cursor=${page.nextCursor ?? ''}`,
      almaz,
    );
    const all = [...page.items, ...rest.json<{ items: Payment[] }>().items];
    const times = all.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const theirs = await send('GET', '/api/v1/me/payments', dawit);
    expect(
      theirs.json<{ items: Payment[] }>().items.every((item) => item.kind !== 'post_boost'),
    ).toBe(true);
  });
});
