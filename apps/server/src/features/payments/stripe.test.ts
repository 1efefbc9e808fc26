import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What the Stripe client sent to the local endpoint standing in for api.stripe.com. */
interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

const webhookSecret = 'whsec_test_aebro_local_secret';
let recorded: Recorded[] = [];
let sessions = 0;
/** What the endpoint says a session's status is when asked (after a failed expire). */
let sessionStatus = 'open';
let failExpire = false;

const stripeApi = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const path = request.url ?? '';
    recorded.push({
      method: request.method ?? '',
      path,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      form: new URLSearchParams(body),
    });
    const send = (status: number, json: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' });
      response.end(JSON.stringify(json));
    };
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      sessions += 1;
      const id = `cs_test_${sessions}`;
      return send(200, {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expire) {
      if (failExpire)
        return send(400, {
          error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' },
        });
      return send(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(path);
    if (retrieve && request.method === 'GET')
      return send(200, { id: retrieve[1], object: 'checkout.session', status: sessionStatus });
    if (request.method === 'POST' && path === '/v1/refunds')
      return send(200, { id: 're_test_1', object: 'refund', status: 'succeeded' });
    return send(404, { error: { type: 'invalid_request_error', message: 'unknown' } });
  });
});

let t: TestApp;
let db: pg.Client;
let almaz: TestUser;
beforeAll(async () => {
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  t = await createTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_aebro', STRIPE_WEBHOOK_SECRET: webhookSecret },
    { stripeApi: { host: '127.0.0.1', port, protocol: 'http' } },
  );
  almaz = await createVerifiedMember(t.app);
  db = new pg.Client({ connectionString: t.config.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});
beforeEach(() => {
  recorded = [];
  sessionStatus = 'open';
  failExpire = false;
});

async function startBoost(days = 3): Promise<{ paymentId: string; sessionId: string }> {
  const post = await t.app.inject({
    method: 'POST',
    url: '/api/v1/posts',
    headers: { cookie: almaz.jar.header() },
    payload: { body: 'Boost me', audience: 'public' },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/boosts',
    headers: { cookie: almaz.jar.header() },
    payload: { postId: post.json<{ id: string }>().id, days },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { paymentId, checkoutUrl } = response.json<{ paymentId: string; checkoutUrl: string }>();
  return { paymentId, sessionId: checkoutUrl.split('/').pop() ?? '' };
}

function completed(sessionId: string, eventId: string, amount = 700, created = Date.now()) {
  return {
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(created / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_${eventId}`,
        amount_total: amount,
        currency: 'usd',
      },
    },
  };
}

/** Delivers an event as Stripe does: no Origin, the raw JSON, the Stripe-Signature header. */
async function deliver(
  event: object,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
  return await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function statusOf(paymentId: string): Promise<{ payment?: string; boost?: string }> {
  const result = await db.query<{ payment: string; boost: string }>(
    'select p.status as payment, b.status as boost from payments p join boosts b on b.payment_id = p.id where p.id = $1',
    [paymentId],
  );
  return result.rows[0] ?? {};
}

describe('the Stripe driver', () => {
  it('opens a Checkout Session with the amount, the expiry and an idempotency key', async () => {
    const { paymentId, sessionId } = await startBoost(3);
    expect(sessionId).toMatch(/^cs_test_\d+$/);
    const [create] = recorded;
    expect(create?.method).toBe('POST');
    expect(create?.path).toBe('/v1/checkout/sessions');
    expect(create?.idempotencyKey).toBe(`aebro-checkout-${paymentId}`);
    expect(create?.form.get('mode')).toBe('payment');
    expect(create?.form.get('line_items[0][price_data][unit_amount]')).toBe('700');
    expect(create?.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(create?.form.get('client_reference_id')).toBe(paymentId);
    expect(create?.form.get('success_url')).toBe(
      `http://localhost:3000/boost-posts?payment=${paymentId}`,
    );
    const expiresAt = Number(create?.form.get('expires_at')) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThan(32 * 60_000);
  });

  it('applies a correctly signed webhook once, however often Stripe delivers it', async () => {
    const { paymentId, sessionId } = await startBoost(3);
    const event = completed(sessionId, 'evt_ok_1');
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await statusOf(paymentId)).toEqual({ payment: 'paid', boost: 'active' });
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    const rows = await db.query('select outcome from payment_events where event_id = $1', [
      'evt_ok_1',
    ]);
    expect(rows.rows).toEqual([{ outcome: 'applied' }]);
  });

  it('refuses a forged signature and a stale one with 400, and changes nothing', async () => {
    const { paymentId, sessionId } = await startBoost(1);
    const forged = await deliver(completed(sessionId, 'evt_forged', 300), {
      secret: 'whsec_someone_else',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toMatch(/signature/i);
    const stale = await deliver(completed(sessionId, 'evt_stale', 300), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.statusCode).toBe(400);
    const unsigned = await deliver(completed(sessionId, 'evt_unsigned', 300), { signature: '' });
    expect(unsigned.statusCode).toBe(400);
    expect(await statusOf(paymentId)).toEqual({ payment: 'pending', boost: 'pending' });
    const rows = await db.query(
      "select 1 from payment_events where event_id in ('evt_forged', 'evt_stale', 'evt_unsigned')",
    );
    expect(rows.rowCount).toBe(0);
  });

  it('the expiry job closes the session at Stripe; a payment completed before it is left to its webhook', async () => {
    const expired = await startBoost(1);
    recorded = [];
    await t.app.platform.jobs.runDue({ scheduled: true });
    expect(recorded.map((request) => [request.path, request.idempotencyKey])).toContainEqual([
      `/v1/checkout/sessions/${expired.sessionId}/expire`,
      `aebro-expire-${expired.paymentId}`,
    ]);
    expect(await statusOf(expired.paymentId)).toEqual({ payment: 'expired', boost: 'released' });

    const paidMeanwhile = await startBoost(1);
    failExpire = true;
    sessionStatus = 'complete';
    await t.app.platform.jobs.runDue({ scheduled: true });
    expect(await statusOf(paidMeanwhile.paymentId)).toEqual({
      payment: 'pending',
      boost: 'pending',
    });
    // Its webhook comes a little late, but it was paid in time: applied.
    const late = await deliver(
      completed(paidMeanwhile.sessionId, 'evt_in_time', 300, Date.now() - 60_000),
    );
    expect(late.statusCode).toBe(200);
    expect(await statusOf(paidMeanwhile.paymentId)).toEqual({ payment: 'paid', boost: 'active' });
  });

  it('refunds, with an idempotency key, a payment that came after its checkout expired', async () => {
    const { paymentId, sessionId } = await startBoost(7);
    await t.app.platform.jobs.runDue({ scheduled: true });
    recorded = [];
    const response = await deliver(completed(sessionId, 'evt_too_late', 1500));
    expect(response.statusCode).toBe(200);
    const refund = recorded.find((request) => request.path === '/v1/refunds');
    expect(refund?.idempotencyKey).toBe(`aebro-refund-${paymentId}`);
    expect(refund?.form.get('payment_intent')).toBe('pi_evt_too_late');
    expect(refund?.form.get('amount')).toBe('1500');
    expect(await statusOf(paymentId)).toEqual({ payment: 'refunded', boost: 'released' });
  });

  it('an "expired" event after the payment changes nothing; a refund made at Stripe ends the boost', async () => {
    const { paymentId, sessionId } = await startBoost(1);
    await deliver(completed(sessionId, 'evt_order_1', 300));
    const expiredLate = await deliver({
      id: 'evt_order_2',
      object: 'event',
      type: 'checkout.session.expired',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });
    expect(expiredLate.statusCode).toBe(200);
    expect(await statusOf(paymentId)).toEqual({ payment: 'paid', boost: 'active' });
    await deliver({
      id: 'evt_order_3',
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_evt_order_1' } },
    });
    expect(await statusOf(paymentId)).toEqual({ payment: 'refunded', boost: 'ended' });
  });

  it('records and ignores event types it does not act on', async () => {
    const response = await deliver({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(response.statusCode).toBe(200);
    const rows = await db.query('select type, outcome from payment_events where event_id = $1', [
      'evt_other',
    ]);
    expect(rows.rows).toEqual([{ type: 'customer.created', outcome: 'ignored' }]);
  });

  it('has no test checkout', async () => {
    const { sessionId } = await startBoost(1);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/test-checkout/test_cs_${'0'.repeat(24)}`,
      headers: { cookie: almaz.jar.header() },
    });
    expect(page.statusCode).toBe(404);
    expect(sessionId.startsWith('cs_test_')).toBe(true);
  });
});
