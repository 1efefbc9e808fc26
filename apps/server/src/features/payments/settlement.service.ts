import type { PurchaseKind } from '@aebro/shared/payments';
import type { Platform } from '../../platform/context';
import type { Transaction } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import { WebhookSignatureError, type ProviderEvent } from '../../platform/payments/provider';
import { crashPoint } from '../../platform/crash-point';
import type { PaymentFacts, RefundReason } from './payments.events';
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
): Promise<void> {
  await updatePaymentStatus(tx, payment.id, status);
  await purchaseOf(payment).release(platform, tx, payment);
  await platform.events.publish(tx, 'payment.released', { ...factsOf(payment), status });
}

/** A checkout closed because a newer one opened for the same purchase (startCheckout). */
export async function releaseSuperseded(
  platform: Platform,
  tx: Transaction,
  payment: PaymentRow,
): Promise<void> {
  await purchaseOf(payment).release(platform, tx, payment);
  await platform.events.publish(tx, 'payment.released', {
    ...factsOf(payment),
    status: 'superseded',
  });
  // Closed at the provider too: startCheckout did it already; this retries it should that fail.
  if (payment.providerSessionId)
    await platform.jobs.enqueue(tx, 'payments.close-session', {
      paymentId: payment.id,
      sessionId: payment.providerSessionId,
    });
}

/** Money that nothing waits for any more goes back; the payment then reads "refunded". */
export async function refundLocked(
  platform: Platform,
  tx: Transaction,
  payment: PaymentRow,
  providerPaymentId: string | null,
  reason: RefundReason,
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
  await platform.events.publish(tx, 'payment.refunded', {
    ...factsOf(payment),
    amount: payment.amount,
    currency: payment.currency,
    details: payment.details,
    reason,
  });
}

/** Why a payment that arrived was not applied. */
function refundReasonOf(payment: PaymentRow, inTime: boolean, rightAmount: boolean): RefundReason {
  if (!rightAmount) return 'wrong-amount';
  if (payment.status === 'superseded') return 'superseded';
  if (!inTime) return 'expired';
  return 'not-needed';
}

async function settlePaid(
  platform: Platform,
  tx: Transaction,
  event: Extract<ProviderEvent, { type: 'checkout.paid' }>,
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
  if (rightAmount && inTime && (await purchase.apply(platform, tx, payment))) {
    await updatePaymentStatus(tx, payment.id, 'paid', {
      providerPaymentId: event.providerPaymentId,
    });
    await platform.events.publish(tx, 'payment.paid', factsOf(payment));
    return { outcome: 'applied', ...settled };
  }
  // Too late (expired, superseded or paid by another checkout meanwhile) or not what was asked:
  // refunded, not applied.
  const reason = refundReasonOf(payment, inTime, rightAmount);
  if (payment.status === 'pending') await closeLocked(platform, tx, payment, 'expired');
  await refundLocked(platform, tx, payment, event.providerPaymentId, reason);
  return { outcome: 'refunded', ...settled };
}

async function settle(platform: Platform, tx: Transaction, event: ProviderEvent): Promise<Settled> {
  const provider = platform.payments.name;
  switch (event.type) {
    case 'checkout.paid':
      return await settlePaid(platform, tx, event);
    case 'checkout.failed':
    case 'checkout.expired': {
      const payment = await findPaymentBySession(tx, provider, event.sessionId, true);
      if (!payment) return { outcome: 'unknown-session', paymentId: null };
      // Out of order (it was paid first) or already closed by our own expiry: nothing to do.
      if (payment.status !== 'pending') return { outcome: 'stale', paymentId: payment.id };
      const status = event.type === 'checkout.failed' ? 'failed' : 'expired';
      await closeLocked(platform, tx, payment, status);
      return { outcome: status, paymentId: payment.id };
    }
    case 'payment.refunded': {
      const payment = await lockPaymentByProviderPayment(tx, provider, event.providerPaymentId);
      if (!payment) return { outcome: 'unknown-payment', paymentId: null };
      if (payment.status !== 'paid') return { outcome: 'stale', paymentId: payment.id };
      await purchaseOf(payment).revoke(platform, tx, payment);
      await updatePaymentStatus(tx, payment.id, 'refunded');
      await platform.events.publish(tx, 'payment.refunded', {
        ...factsOf(payment),
        amount: payment.amount,
        currency: payment.currency,
        details: payment.details,
        reason: 'provider',
      });
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
  const outcome = await platform.events.transaction(platform.db, async (tx) => {
    const fresh = await recordProviderEvent(tx, {
      provider,
      eventId: event.eventId,
      type: event.type === 'ignored' ? event.providerType : event.type,
    });
    if (!fresh) return 'duplicate';
    const settled = await settle(platform, tx, event);
    await setEventOutcome(tx, provider, event.eventId, settled.outcome, settled.paymentId);
    return settled.outcome;
  });
  crashPoint('after-payment-commit');
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
  await platform.events.transaction(platform.db, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment?.status === 'pending') await closeLocked(platform, tx, payment, status);
  });
}

/**
 * The expiry job, 30 minutes after a checkout opened: closes it at the provider (so that it can no
 * longer be paid), then releases what it held. A session the payer completed meanwhile is left to
 * its webhook; one completed after this is refunded when its event arrives.
 */
export async function expireCheckout(platform: Platform, paymentId: string): Promise<boolean> {
  const payment = await findPayment(platform.db, paymentId);
  if (payment?.status !== 'pending') return false;
  if (payment.providerSessionId) {
    const outcome = await platform.payments.expireCheckout(payment.providerSessionId, payment.id);
    if (outcome === 'already-complete') return false;
  }
  await closeUnpaid(platform, paymentId, 'expired');
  return true;
}

/** A superseded checkout's session, closed at the provider (idempotent). */
export async function closeSession(
  platform: Platform,
  payment: { paymentId: string; sessionId: string },
): Promise<void> {
  // A session completed meanwhile brings its payment, which is refunded when it arrives.
  await platform.payments.expireCheckout(payment.sessionId, payment.paymentId);
}

/**
 * Gives a paid payment's money back and takes its purchase back (e.g. the events area, when an
 * event paid for can no longer be published). Does nothing to a payment that is not paid.
 */
export async function refundPayment(platform: Platform, paymentId: string): Promise<void> {
  await platform.events.transaction(platform.db, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment?.status !== 'paid') return;
    await purchaseOf(payment).revoke(platform, tx, payment);
    await refundLocked(platform, tx, payment, payment.providerPaymentId, 'withdrawn');
  });
}
