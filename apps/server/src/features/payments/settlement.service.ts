import type { PurchaseKind } from '@aebro/shared/payments';
import type { Platform } from '../../platform/context';
import type { Transaction } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import { WebhookSignatureError, type ProviderEvent } from '../../platform/payments/provider';
import type { PaymentFacts } from './payments.events';
import {
  findPayment,
  findPaymentBySession,
  lockPayment,
  lockPaymentByProviderPayment,
  recordProviderEvent,
  setEventOutcome,
  updatePaymentStatus,
  type PaymentRow,
} from './payments.repository';
import { purchaseOf } from './purchases';
import './payments.events';

/** Work to do once the transaction committed: domain events, follow-up jobs. */
type After = Array<() => void | Promise<void>>;

interface Settled {
  outcome: string;
  paymentId: string | null;
}

function factsOf(payment: PaymentRow): PaymentFacts {
  return {
    paymentId: payment.id,
    userId: payment.userId,
    kind: payment.kind as PurchaseKind,
    referenceId: payment.referenceId,
  };
}

async function closeLocked(
  platform: Platform,
  tx: Transaction,
  payment: PaymentRow,
  status: 'expired' | 'failed',
  after: After,
): Promise<void> {
  await updatePaymentStatus(tx, payment.id, status);
  await purchaseOf(payment).release(tx, payment);
  after.push(() => platform.events.emit('payment.released', { ...factsOf(payment), status }));
}

/** Money that nothing waits for any more goes back; the payment then reads "refunded". */
async function refundLocked(
  platform: Platform,
  tx: Transaction,
  payment: PaymentRow,
  providerPaymentId: string | null,
  after: After,
): Promise<void> {
  // Inside the transaction on purpose: if the refund fails, nothing is recorded and the provider
  // delivers the event again; the refund's idempotency key makes the retry safe.
  const refundId = await platform.payments.refund({
    paymentId: payment.id,
    providerPaymentId,
    amount: payment.amount,
  });
  await updatePaymentStatus(tx, payment.id, 'refunded', {
    providerPaymentId,
    providerRefundId: refundId,
  });
  after.push(() => platform.events.emit('payment.refunded', factsOf(payment)));
}

async function settlePaid(
  platform: Platform,
  tx: Transaction,
  event: Extract<ProviderEvent, { type: 'checkout.paid' }>,
  after: After,
): Promise<Settled> {
  const payment = await findPaymentBySession(tx, platform.payments.name, event.sessionId, true);
  if (!payment) return { outcome: 'unknown-session', paymentId: null };
  const settled = { paymentId: payment.id };
  // Completed and then async-succeeded, or the like: the first one settled it.
  if (payment.status === 'paid' || payment.status === 'refunded')
    return { outcome: 'already-settled', ...settled };
  const purchase = purchaseOf(payment);
  const rightAmount =
    event.amount === null ||
    (event.amount === payment.amount && (event.currency ?? payment.currency) === payment.currency);
  const inTime =
    payment.status === 'pending' && event.occurredAt.getTime() <= payment.expiresAt.getTime();
  if (rightAmount && inTime && (await purchase.apply(tx, payment))) {
    await updatePaymentStatus(tx, payment.id, 'paid', {
      providerPaymentId: event.providerPaymentId,
    });
    after.push(
      () => platform.events.emit('payment.paid', factsOf(payment)),
      async () => await purchase.afterApplied?.(platform, payment),
    );
    return { outcome: 'applied', ...settled };
  }
  // Too late (expired, released or replaced meanwhile) or not what was asked: refunded, not applied.
  if (payment.status === 'pending') await closeLocked(platform, tx, payment, 'expired', after);
  await refundLocked(platform, tx, payment, event.providerPaymentId, after);
  return { outcome: 'refunded', ...settled };
}

async function settle(
  platform: Platform,
  tx: Transaction,
  event: ProviderEvent,
  after: After,
): Promise<Settled> {
  const provider = platform.payments.name;
  switch (event.type) {
    case 'checkout.paid':
      return await settlePaid(platform, tx, event, after);
    case 'checkout.failed':
    case 'checkout.expired': {
      const payment = await findPaymentBySession(tx, provider, event.sessionId, true);
      if (!payment) return { outcome: 'unknown-session', paymentId: null };
      // Out of order (it was paid first) or already closed by our own expiry: nothing to do.
      if (payment.status !== 'pending') return { outcome: 'stale', paymentId: payment.id };
      const status = event.type === 'checkout.failed' ? 'failed' : 'expired';
      await closeLocked(platform, tx, payment, status, after);
      return { outcome: status, paymentId: payment.id };
    }
    case 'payment.refunded': {
      const payment = await lockPaymentByProviderPayment(tx, provider, event.providerPaymentId);
      if (!payment) return { outcome: 'unknown-payment', paymentId: null };
      if (payment.status !== 'paid') return { outcome: 'stale', paymentId: payment.id };
      await purchaseOf(payment).revoke(tx, payment);
      await updatePaymentStatus(tx, payment.id, 'refunded');
      after.push(() => platform.events.emit('payment.refunded', factsOf(payment)));
      return { outcome: 'refunded', paymentId: payment.id };
    }
    case 'ignored':
      return { outcome: 'ignored', paymentId: null };
  }
}

/**
 * Applies what a provider told us, once per event id (Stripe retries for days and may deliver out
 * of order). The webhook route and the built-in test checkout both come here. Returns what it did.
 */
export async function applyProviderEvent(
  platform: Platform,
  event: ProviderEvent,
): Promise<string> {
  const provider = platform.payments.name;
  const after: After = [];
  const outcome = await platform.db.transaction(async (tx) => {
    const fresh = await recordProviderEvent(tx, {
      provider,
      eventId: event.eventId,
      type: event.type === 'ignored' ? event.providerType : event.type,
    });
    if (!fresh) return 'duplicate';
    const settled = await settle(platform, tx, event, after);
    await setEventOutcome(tx, provider, event.eventId, settled.outcome, settled.paymentId);
    return settled.outcome;
  });
  for (const step of after) await step();
  platform.log.info({ eventId: event.eventId, type: event.type, outcome }, 'payment event');
  return outcome;
}

/** A Stripe webhook: its signature is checked over the raw body before anything is read. */
export async function receiveStripeWebhook(
  platform: Platform,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  if (platform.payments.name !== 'stripe')
    throw notFound('Stripe is not configured on this server: payments use the test checkout.');
  let event: ProviderEvent;
  try {
    event = platform.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw badRequest(`The webhook signature is not valid: ${error.message}`);
    throw error;
  }
  await applyProviderEvent(platform, event);
  return { received: true };
}

/** Closes a checkout that is still pending (expired, or the provider would not open it). */
export async function closeUnpaid(
  platform: Platform,
  paymentId: string,
  status: 'expired' | 'failed',
): Promise<void> {
  const after: After = [];
  await platform.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment?.status === 'pending') await closeLocked(platform, tx, payment, status, after);
  });
  for (const step of after) await step();
}

/**
 * The expiry job, 30 minutes after a checkout opened: closes it at the provider (so that it can no
 * longer be paid), then releases what it held. A session the payer completed meanwhile is left to
 * its webhook; one completed after this is refunded when its event arrives.
 */
export async function expireCheckout(platform: Platform, paymentId: string): Promise<void> {
  const payment = await findPayment(platform.db, paymentId);
  if (payment?.status !== 'pending') return;
  if (payment.providerSessionId) {
    const outcome = await platform.payments.expireCheckout(payment.providerSessionId, payment.id);
    if (outcome === 'already-complete') return;
  }
  await closeUnpaid(platform, paymentId, 'expired');
}

/**
 * Gives a paid payment's money back and takes its purchase back (e.g. the events area, when an
 * event paid for can no longer be published). Does nothing to a payment that is not paid.
 */
export async function refundPayment(platform: Platform, paymentId: string): Promise<void> {
  const after: After = [];
  await platform.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment?.status !== 'paid') return;
    await purchaseOf(payment).revoke(tx, payment);
    await refundLocked(platform, tx, payment, payment.providerPaymentId, after);
  });
  for (const step of after) await step();
}
