import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { PaymentStatus, PurchaseKind } from '@aebro/shared/payments';
import { paymentEvents, payments } from '../../db/schema/payments';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';
import type { ProviderName } from '../../platform/payments/provider';

const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  kind: payments.kind,
  referenceId: payments.referenceId,
  details: payments.details,
  description: payments.description,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  provider: payments.provider,
  providerSessionId: payments.providerSessionId,
  providerPaymentId: payments.providerPaymentId,
  checkoutUrl: payments.checkoutUrl,
  returnPath: payments.returnPath,
  createdAt: payments.createdAt,
  createdKey: timestampKey(payments.createdAt),
  expiresAt: payments.expiresAt,
  paidAt: payments.paidAt,
  refundedAt: payments.refundedAt,
};

export interface PaymentRow {
  id: string;
  userId: string;
  kind: string;
  referenceId: string;
  details: Record<string, string | number>;
  description: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  provider: ProviderName;
  providerSessionId: string | null;
  providerPaymentId: string | null;
  checkoutUrl: string | null;
  returnPath: string;
  createdAt: Date;
  createdKey: string;
  expiresAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
}

export async function insertPayment(
  db: Executor,
  row: {
    id: string;
    userId: string;
    kind: PurchaseKind;
    referenceId: string;
    details: Record<string, string | number>;
    description: string;
    amount: number;
    currency: string;
    provider: ProviderName;
    returnPath: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(payments).values(row);
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** The payment row, locked until the transaction ends: events about it are applied one at a time. */
export async function lockPayment(db: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findPaymentBySession(
  db: Executor,
  provider: ProviderName,
  sessionId: string,
  lock = false,
): Promise<PaymentRow | null> {
  const query = db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function lockPaymentByProviderPayment(
  db: Executor,
  provider: ProviderName,
  providerPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function setCheckout(
  db: Executor,
  id: string,
  checkout: { sessionId: string; url: string },
): Promise<void> {
  await db
    .update(payments)
    .set({
      providerSessionId: checkout.sessionId,
      checkoutUrl: checkout.url,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id));
}

/** Moves a payment to its next status with what that status records. */
export async function updatePaymentStatus(
  db: Executor,
  id: string,
  status: PaymentStatus,
  facts: { providerPaymentId?: string | null; providerRefundId?: string } = {},
): Promise<void> {
  await db
    .update(payments)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(facts.providerPaymentId ? { providerPaymentId: facts.providerPaymentId } : {}),
      ...(facts.providerRefundId ? { providerRefundId: facts.providerRefundId } : {}),
      ...(status === 'paid' ? { paidAt: sql`now()` } : {}),
      ...(status === 'refunded' ? { refundedAt: sql`now()` } : {}),
    })
    .where(eq(payments.id, id));
}

/** My payments, newest first. */
export async function paymentRowsOf(
  db: Executor,
  userId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<PaymentRow[]> {
  return await db
    .select(paymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        cursor
          ? sql`(${payments.createdAt}, ${payments.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit + 1);
}

/**
 * Records a provider event by its id; false when it was recorded before (a retry or a duplicate).
 * A concurrent delivery of the same event waits on the key and then sees it recorded.
 */
export async function recordProviderEvent(
  db: Executor,
  row: { provider: ProviderName; eventId: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ ...row, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

export async function setEventOutcome(
  db: Executor,
  provider: ProviderName,
  eventId: string,
  outcome: string,
  paymentId: string | null,
): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ outcome, paymentId })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

/** The checkouts open for a purchase (at most one, by the unique index; older data may hold more). */
export async function openCheckoutsOf(
  db: Executor,
  kind: PurchaseKind,
  referenceId: string,
): Promise<PaymentRow[]> {
  return await db
    .select(paymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.kind, kind),
        eq(payments.referenceId, referenceId),
        eq(payments.status, 'pending'),
      ),
    );
}

/** Closes the purchase's open checkouts as superseded (a newer one is opening); returns them. */
export async function supersedeOpenCheckouts(
  db: Executor,
  kind: PurchaseKind,
  referenceId: string,
): Promise<PaymentRow[]> {
  return await db
    .update(payments)
    .set({ status: 'superseded', updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.kind, kind),
        eq(payments.referenceId, referenceId),
        eq(payments.status, 'pending'),
      ),
    )
    .returning(paymentColumns);
}

/** Checkouts still open after `before` passed their end (their expiry job did not close them). */
export async function stalePendingIds(db: Executor, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.expiresAt, before)))
    .limit(1000);
  return rows.map((row) => row.id);
}

/** Payments made since `since`, oldest first: the reconciliation checks each has its effect. */
export async function paidSince(db: Executor, since: Date): Promise<PaymentRow[]> {
  return await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.status, 'paid'), gt(payments.paidAt, since)))
    .orderBy(payments.paidAt)
    .limit(5000);
}

/**
 * The built-in test checkout takes a payment once: the first charge of a pending payment claims it
 * (two tabs paying at the same moment: the second finds it claimed). Stripe does this itself.
 */
export async function claimTestCharge(
  db: Executor,
  id: string,
  providerPaymentId: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ providerPaymentId, updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'pending'),
        sql`${payments.providerPaymentId} is null`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}
