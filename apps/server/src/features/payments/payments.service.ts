import { randomUUID } from 'node:crypto';
import {
  boostDays,
  checkoutMinutes,
  type CheckoutStarted,
  type Payment,
  type Prices,
  type PurchaseKind,
} from '@aebro/shared/payments';
import type { Context } from '../../platform/context';
import type { Transaction } from '../../platform/db/client';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { canReadPayment, isReturnPath } from './payments.policy';
import {
  findPayment,
  insertPayment,
  paymentRowsOf,
  setCheckout,
  type PaymentRow,
} from './payments.repository';
import { closeUnpaid } from './settlement.service';
import './payments.events';

/** Stripe wants a session open for at least 30 minutes: one more for the clocks in between. */
const checkoutMs = (checkoutMinutes + 1) * 60_000;

export interface PurchaseRequest {
  kind: PurchaseKind;
  /** The thing bought for (a post's or an event's id). */
  referenceId: string;
  /** Facts for the receipt, e.g. { days: 3 }. */
  details: Record<string, string | number>;
  /** The line the payer sees at the checkout (English; the receipt is translated from the kind). */
  description: string;
  amount: number;
  /** A same-site path to come back to; `payment=<id>` is added to it. */
  returnPath: string;
}

function withQuery(base: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export function returnUrls(
  publicUrl: string,
  payment: { id: string; returnPath: string },
): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: withQuery(publicUrl, payment.returnPath, { payment: payment.id }),
    cancelUrl: withQuery(publicUrl, payment.returnPath, {
      payment: payment.id,
      checkout: 'cancelled',
    }),
  };
}

/**
 * Opens a checkout for a purchase: the payment row and whatever the purchase holds (`hold`, in the
 * same transaction), the expiry job, then the provider's session. Returns where the payer goes.
 */
export async function startCheckout(
  ctx: Context,
  purchase: PurchaseRequest,
  hold?: (tx: Transaction, paymentId: string) => Promise<void>,
): Promise<CheckoutStarted> {
  if (!isReturnPath(purchase.returnPath)) throw badRequest('The return path must be on this site.');
  const paymentId = randomUUID();
  const expiresAt = new Date(Date.now() + checkoutMs);
  const { currency } = ctx.config.prices;
  await ctx.db.transaction(async (tx) => {
    await insertPayment(tx, {
      id: paymentId,
      userId: ctx.viewer.id,
      kind: purchase.kind,
      referenceId: purchase.referenceId,
      details: purchase.details,
      description: purchase.description,
      amount: purchase.amount,
      currency,
      provider: ctx.payments.name,
      returnPath: purchase.returnPath,
      expiresAt,
    });
    await hold?.(tx, paymentId);
  });
  // Scheduled first: whatever happens next, the hold is released when the time is up.
  await ctx.jobs.schedule(
    'payments.expire-checkout',
    { paymentId },
    { startAfter: expiresAt, singletonKey: paymentId },
  );
  let session;
  try {
    session = await ctx.payments.createCheckout({
      paymentId,
      amount: purchase.amount,
      currency,
      description: purchase.description,
      customerEmail: ctx.viewer.email,
      ...returnUrls(ctx.config.publicUrl, { id: paymentId, returnPath: purchase.returnPath }),
      expiresAt,
    });
  } catch (error) {
    ctx.log.error({ err: error, paymentId }, 'the payment provider did not open a checkout');
    await closeUnpaid(ctx, paymentId, 'failed');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      503,
      'Payments are unavailable right now. Please try again in a few minutes.',
    );
  }
  await setCheckout(ctx.db, paymentId, session);
  return { paymentId, checkoutUrl: session.url };
}

/**
 * The event creation fee (SPEC §1, §9), for the events area: opens a checkout for creating the
 * event `eventId` (held unpublished by the events area). When it is paid, `payment.paid` is emitted
 * with kind 'event_creation' and referenceId = eventId; when the checkout closes unpaid,
 * `payment.released`. The payer comes back to `returnPath` with `?payment=<id>`.
 */
export async function startEventCreationCheckout(
  ctx: Context,
  eventId: string,
  returnPath = '/events',
): Promise<CheckoutStarted> {
  return await startCheckout(ctx, {
    kind: 'event_creation',
    referenceId: eventId,
    details: {},
    description: 'Create an event on Aebro',
    amount: ctx.config.prices.eventCreation,
    returnPath,
  });
}

export function prices(ctx: Context): Prices {
  const { currency, eventCreation, boost } = ctx.config.prices;
  return {
    provider: ctx.payments.name,
    currency,
    eventCreation,
    boosts: boostDays.map((days) => ({ days, amount: boost[days] })),
  };
}

export function toPayment(row: PaymentRow): Payment {
  const open = row.status === 'pending' && row.expiresAt.getTime() > Date.now();
  return {
    id: row.id,
    kind: row.kind as PurchaseKind,
    referenceId: row.referenceId,
    description: row.description,
    details: row.details,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    checkoutUrl: open ? row.checkoutUrl : null,
  };
}

/** My payments, newest first. */
export async function myPayments(
  ctx: Context,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: Payment[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await paymentRowsOf(ctx.db, ctx.viewer.id, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.createdKey,
    id: row.id,
  }));
  return { items: items.map(toPayment), nextCursor };
}

/** One of my payments (its receipt); anyone else's does not exist. */
export async function getPayment(ctx: Context, paymentId: string): Promise<Payment> {
  const row = await findPayment(ctx.db, paymentId);
  if (!row || !canReadPayment(ctx.viewer, row)) throw notFound('This payment does not exist.');
  return toPayment(row);
}
