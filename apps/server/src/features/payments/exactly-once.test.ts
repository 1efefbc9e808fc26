import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@aebro/shared/events';
import type { Notification } from '@aebro/shared/notifications';
import type { Payment } from '@aebro/shared/payments';
import type { AdminCounts, FailedJobs } from '@aebro/shared/safety';
import { sql } from 'drizzle-orm';
import {
  createVerifiedMember,
  requestAs,
  type HttpMethod,
  type TestUser,
} from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { eventInput } from '../events/events.test-fixtures';
import { setSiteAdmin } from '../admin/admin.service';
import { reconcilePayments } from './reconciliation.service';
import { applyProviderEvent } from './settlement.service';

/*
 * Issue 22: money is taken once, and what a member paid for happens exactly once. One open
 * checkout per purchase; a payment that arrives anyway for something paid, superseded or expired
 * is refunded (with a notice and an e-mail); effects are jobs queued in the payment's transaction.
 */

let t: TestApp;
let organiser: TestUser;
let admin: TestUser;

const call = (user: TestUser, method: HttpMethod, url: string, payload?: unknown) =>
  requestAs(t.app, user, method, url, payload);
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() ?? '';

beforeAll(async () => {
  t = await createTestApp();
  [organiser, admin] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Tigist Organiser' }),
    createVerifiedMember(t.app),
  ]);
  await setSiteAdmin(t.app.platform, admin.email, true);
});
afterAll(async () => {
  await t.close();
});

async function draft(title: string): Promise<{ id: string; paymentId: string; session: string }> {
  const created = await call(organiser, 'POST', '/api/v1/events', eventInput({ title }));
  expect(created.statusCode, created.body).toBe(201);
  const { event, checkout } = created.json<{
    event: Event;
    checkout: { paymentId: string; checkoutUrl: string };
  }>();
  return { id: event.id, paymentId: checkout.paymentId, session: sessionOf(checkout.checkoutUrl) };
}

async function reopen(eventId: string): Promise<{ paymentId: string; session: string }> {
  const response = await call(organiser, 'POST', `/api/v1/events/${eventId}/checkout`);
  expect(response.statusCode, response.body).toBe(201);
  const started = response.json<{ paymentId: string; checkoutUrl: string }>();
  return { paymentId: started.paymentId, session: sessionOf(started.checkoutUrl) };
}

async function payment(id: string): Promise<Payment> {
  const response = await call(organiser, 'GET', `/api/v1/payments/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Payment>();
}

async function notices(user: TestUser, type: string): Promise<Notification[]> {
  const response = await call(user, 'GET', '/api/v1/notifications');
  return response.json<{ items: Notification[] }>().items.filter((item) => item.type === type);
}

async function mailsTo(email: string, subject: RegExp): Promise<number> {
  await settle(t.app);
  const messages = (await t.app.devMailbox?.list(500)) ?? [];
  return messages.filter((message) => message.to === email && subject.test(message.subject)).length;
}

/** A payment the provider reports for a checkout (as Stripe's webhook or the test card would). */
const paidEvent = (session: string, eventId: string, providerPaymentId = `pi_${eventId}`) =>
  ({
    type: 'checkout.paid',
    eventId,
    occurredAt: new Date(),
    sessionId: session,
    providerPaymentId,
    amount: 500,
    currency: 'USD',
  }) as const;

describe('one open checkout per purchase', () => {
  it('a new checkout supersedes the old one; paying the old one is refused, or refunded when it arrives anyway', async () => {
    const event = await draft('Enkutatash picnic & coffee');
    const second = await reopen(event.id);

    // History names what is bought, and offers "Finish paying" only for the open checkout.
    const first = await payment(event.paymentId);
    expect(first).toMatchObject({
      status: 'superseded',
      checkoutUrl: null,
      details: { title: 'Enkutatash picnic & coffee' },
    });
    expect((await payment(second.paymentId)).checkoutUrl).not.toBeNull();

    const refused = await call(
      organiser,
      'POST',
      `/api/v1/test-checkout/${event.session}/pay`,
      card,
    );
    expect(refused.statusCode, refused.body).toBe(409);

    const paid = await call(organiser, 'POST', `/api/v1/test-checkout/${second.session}/pay`, card);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    await settle(t.app);
    expect((await call(organiser, 'GET', `/api/v1/events/${event.id}`)).json<Event>().status).toBe(
      'published',
    );

    // A late webhook for the superseded checkout (paid at Stripe in another tab): refunded.
    expect(await applyProviderEvent(t.app.platform, paidEvent(event.session, 'evt_late_1'))).toBe(
      'refunded',
    );
    await settle(t.app);
    const history = (await call(organiser, 'GET', '/api/v1/me/payments?limit=50'))
      .json<{ items: Payment[] }>()
      .items.filter((item) => item.referenceId === event.id);
    expect(history.map((item) => item.status).sort()).toEqual(['paid', 'refunded']);
    expect(history.every((item) => item.checkoutUrl === null)).toBe(true);

    // The member is told, once, in the app and by e-mail.
    const refundNotices = (await notices(organiser, 'payment_refunded')).filter(
      (notice) => notice.data.payment_id === event.paymentId,
    );
    expect(refundNotices).toHaveLength(1);
    expect(refundNotices[0]?.message).toBe(
      'We refunded your payment for creating the event "Enkutatash picnic & coffee".',
    );
    expect(await mailsTo(organiser.email, /^Your payment of \$5\.00 was refunded$/)).toBe(1);
    // Its publication was announced once.
    expect(
      (await notices(organiser, 'event_published')).filter(
        (notice) => notice.data.event_id === event.id,
      ),
    ).toHaveLength(1);
  });

  it('two tabs paying at once: one is paid, the other refunded', async () => {
    const event = await draft('Meskel bonfire');
    const second = await reopen(event.id);
    const outcomes = await Promise.all([
      applyProviderEvent(t.app.platform, paidEvent(event.session, 'evt_tab_a')),
      applyProviderEvent(t.app.platform, paidEvent(second.session, 'evt_tab_b')),
    ]);
    expect(outcomes.sort()).toEqual(['applied', 'refunded']);
    expect((await payment(second.paymentId)).status).toBe('paid');
    expect((await payment(event.paymentId)).status).toBe('refunded');
  });

  it('two tabs on one test checkout: the card is charged once', async () => {
    const event = await draft('Timket gathering');
    const answers = await Promise.all([
      call(organiser, 'POST', `/api/v1/test-checkout/${event.session}/pay`, card),
      call(organiser, 'POST', `/api/v1/test-checkout/${event.session}/pay`, card),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(
      true,
    );
    expect((await payment(event.paymentId)).status).toBe('paid');
    const history = (await call(organiser, 'GET', '/api/v1/me/payments?limit=50'))
      .json<{ items: Payment[] }>()
      .items.filter((item) => item.referenceId === event.id);
    expect(history.map((item) => item.status)).toEqual(['paid']);
  });

  it('a webhook delivered twice applies once', async () => {
    const event = await draft('Ashenda dance night');
    const delivery = paidEvent(event.session, 'evt_twice');
    expect(await applyProviderEvent(t.app.platform, delivery)).toBe('applied');
    expect(await applyProviderEvent(t.app.platform, delivery)).toBe('duplicate');
    await settle(t.app);
    expect((await payment(event.paymentId)).status).toBe('paid');
    expect(
      (await notices(organiser, 'event_published')).filter(
        (notice) => notice.data.event_id === event.id,
      ),
    ).toHaveLength(1);
  });
});

describe('durable effects', () => {
  const refundMail = /^Your payment of \$5\.00 was refunded$/;

  /** The refund e-mail fails while `failing()` says so; every other e-mail goes. */
  function breakRefundMail(failing: () => boolean): { attempts: () => number; mend: () => void } {
    const { mailer } = t.app.platform;
    const send = mailer.send.bind(mailer);
    let attempts = 0;
    mailer.send = async (message) => {
      if (refundMail.test(message.subject)) {
        attempts += 1;
        if (failing()) throw new Error('SMTP is down');
      }
      await send(message);
    };
    return { attempts: () => attempts, mend: () => (mailer.send = send) };
  }

  /** Runs what is due, then, as if each retry's delay had passed, the retries too. */
  async function runRetries(rounds: number): Promise<void> {
    for (let round = 0; round < rounds; round += 1) {
      await settle(t.app);
      await t.app.platform.jobs.runDue({ scheduled: true });
    }
    await settle(t.app);
  }

  it('an effect whose handler throws twice happens once, after its retries', async () => {
    const event = await draft('Fasika brunch');
    await reopen(event.id);
    const mailsBefore = await mailsTo(organiser.email, refundMail);
    let failures = 0;
    const broken = breakRefundMail(() => (failures += 1) <= 2);
    try {
      expect(
        await applyProviderEvent(t.app.platform, paidEvent(event.session, 'evt_retry_1')),
      ).toBe('refunded');
      await runRetries(3);
      expect(broken.attempts()).toBe(3);
    } finally {
      broken.mend();
    }
    expect(await mailsTo(organiser.email, refundMail)).toBe(mailsBefore + 1);
    expect(
      (await notices(organiser, 'payment_refunded')).filter(
        (notice) => notice.data.payment_id === event.paymentId,
      ),
    ).toHaveLength(1);
  });

  it('a job that keeps failing waits as a dead letter in /admin; retried once mended, it runs', async () => {
    const event = await draft('Genna feast');
    await reopen(event.id);
    const mailsBefore = await mailsTo(organiser.email, refundMail);
    const broken = breakRefundMail(() => true);
    try {
      expect(await applyProviderEvent(t.app.platform, paidEvent(event.session, 'evt_dead_1'))).toBe(
        'refunded',
      );
      // Its first run and all eight retries fail.
      await runRetries(12);
      expect(broken.attempts()).toBe(9);
    } finally {
      broken.mend();
    }
    const failed = (await call(admin, 'GET', '/api/v1/admin/jobs')).json<FailedJobs>();
    const queue = failed.queues.find((entry) => entry.name === 'payments.tell-refund');
    expect(queue?.count).toBe(1);
    expect(queue?.lastError).toContain('SMTP is down');
    expect((await call(admin, 'GET', '/api/v1/admin/counts')).json<AdminCounts>().failedJobs).toBe(
      failed.total,
    );
    expect(await mailsTo(organiser.email, refundMail)).toBe(mailsBefore);

    // The mail server is back: the operator retries the job and the e-mail goes, once.
    const retried = await call(admin, 'POST', `/api/v1/admin/jobs/${queue?.lastJobId ?? ''}/retry`);
    expect(retried.statusCode, retried.body).toBe(204);
    await settle(t.app);
    const after = (await call(admin, 'GET', '/api/v1/admin/jobs')).json<FailedJobs>();
    expect(after.queues.find((entry) => entry.name === 'payments.tell-refund')).toBeUndefined();
    expect(await mailsTo(organiser.email, refundMail)).toBe(mailsBefore + 1);
    // Nothing else to retry: a second retry of the same job is a 404.
    const again = await call(admin, 'POST', `/api/v1/admin/jobs/${queue?.lastJobId ?? ''}/retry`);
    expect(again.statusCode).toBe(404);
  });
});

describe('the reconciliation', () => {
  it('applies a paid purchase whose effect is missing, and closes checkouts stuck open', async () => {
    const lost = await draft('Irreecha by the river');
    const stuck = await draft('Kulubi pilgrimage meeting');
    // What older code or a fault could leave: a paid payment and its event still a draft; a
    // checkout open long past its end.
    await t.app.platform.db.execute(
      sql`update payments set status = 'paid', paid_at = now() where id = ${lost.paymentId}`,
    );
    await t.app.platform.db.execute(
      sql`update payments set expires_at = now() - interval '1 hour' where id = ${stuck.paymentId}`,
    );
    expect(await reconcilePayments(t.app.platform)).toEqual({ applied: 1, refunded: 0, closed: 1 });
    await settle(t.app);
    expect((await call(organiser, 'GET', `/api/v1/events/${lost.id}`)).json<Event>().status).toBe(
      'published',
    );
    expect((await payment(stuck.paymentId)).status).toBe('expired');
    // Mended once: a second run finds nothing.
    expect(await reconcilePayments(t.app.platform)).toEqual({ applied: 0, refunded: 0, closed: 0 });
  });
});
