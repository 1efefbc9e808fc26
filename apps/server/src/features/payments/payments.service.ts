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
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { canReadPayment, isReturnPath } from './payments.policy';
import {
  findPayment,
  insertPayment,
  openCheckoutsOf,
  paymentRowsOf,
  setCheckout,
  supersedeOpenCheckouts,
  type PaymentRow,
} from './payments.repository';
import { closeUnpaid, releaseSuperseded } from './settlement.service';
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

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
}

/**
 * Closes the purchase's open checkouts at the provider before a new one opens, so that none of
 * them can still be paid once the new one is handed out. One the payer completed meanwhile stops
 * this: its payment is on its way.
 */
async function closeOpenCheckoutsAtProvider(
  ctx: Context,
  purchase: PurchaseRequest,
): Promise<void> {
  for (const open of await openCheckoutsOf(ctx.db, purchase.kind, purchase.referenceId)) {
    if (!open.providerSessionId) continue;
    const outcome = await ctx.payments.expireCheckout(open.providerSessionId, open.id);
    if (outcome === 'already-complete')
      throw conflict('A payment for this is being processed. Try again in a minute.');
  }
}

/**
 * Opens a checkout for a purchase. A purchase has at most one open checkout: an earlier one is
 * closed at the provider and recorded as superseded (releasing what it held) in the transaction
 * that records the new payment and what it holds (`hold`) and queues its expiry; then the
 * provider's session opens. A payment that still arrives for a superseded checkout is refunded.
 * Returns where the payer goes.
 */
export async function startCheckout(
  ctx: Context,
  purchase: PurchaseRequest,
  hold?: (tx: Transaction, paymentId: string) => Promise<void>,
): Promise<CheckoutStarted> {
  if (!isReturnPath(purchase.returnPath)) throw badRequest('The return path must be on this site.');
  await closeOpenCheckoutsAtProvider(ctx, purchase);
  const paymentId = randomUUID();
  const expiresAt = new Date(Date.now() + checkoutMs);
  const { currency } = ctx.config.prices;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ctx.events.transaction(ctx.db, async (tx) => {
        for (const superseded of await supersedeOpenCheckouts(
          tx,
          purchase.kind,
          purchase.referenceId,
        ))
          await releaseSuperseded(ctx, tx, superseded);
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
        // With the payment: whatever happens next, the hold is released when the time is up.
        await ctx.jobs.enqueue(
          tx,
          'payments.expire-checkout',
          { paymentId },
          { startAfter: expiresAt, singletonKey: paymentId },
        );
      });
      break;
    } catch (error) {
      // Another checkout for the same purchase opened at the same moment (two tabs): once it is
      // recorded, this one supersedes it.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
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

/** A title short enough for a checkout's line and a history row. */
export function shortTitle(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The event creation fee (SPEC §1, §9), for the events area: opens a checkout for creating the
 * event `eventId` (held as an unpaid draft by the events area, whose purchase handler publishes it
 * in the payment's transaction). The payer comes back to `returnPath` with `?payment=<id>`.
 */
export async function startEventCreationCheckout(
  ctx: Context,
  event: { id: string; title: string },
  returnPath = '/events',
): Promise<CheckoutStarted> {
  const title = shortTitle(event.title);
  return await startCheckout(ctx, {
    kind: 'event_creation',
    referenceId: event.id,
    details: { title },
    description: `Create the event "${title}" on Aebro`,
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
