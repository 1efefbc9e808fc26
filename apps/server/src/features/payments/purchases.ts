import type { PurchaseKind } from '@aebro/shared/payments';
import type { Platform } from '../../platform/context';
import type { Executor, Transaction } from '../../platform/db/client';
import { activateBoost, boostOfPayment, endBoostRow, releaseBoost } from './boosts.repository';
import type { PaymentRow } from './payments.repository';
import './payments.events';

/**
 * What each kind of purchase does when its payment settles. Every step runs inside the payment's
 * own transaction, so a purchase is applied exactly when its payment is recorded paid (a crash
 * cannot separate them). `apply` says whether the purchase still waited for this payment; when it
 * did not (it was paid by another checkout, cancelled or released meanwhile), the payment is
 * refunded instead.
 */
export interface PurchaseHandler {
  apply(platform: Platform, tx: Transaction, payment: PaymentRow): Promise<boolean>;
  /** The checkout closed unpaid (expired, failed or superseded): give back what it held. */
  release(platform: Platform, tx: Transaction, payment: PaymentRow): Promise<void>;
  /** The money of an applied purchase went back (a refund made at Stripe): take the purchase back. */
  revoke(platform: Platform, tx: Transaction, payment: PaymentRow): Promise<void>;
  /** Whether a paid payment's purchase is in place (the reconciliation applies it when not). */
  isApplied(platform: Platform, db: Executor, payment: PaymentRow): Promise<boolean>;
}

const postBoost: PurchaseHandler = {
  async apply(platform, tx, payment) {
    const boost = await activateBoost(tx, payment.id);
    if (!boost) return false;
    if (boost.endsAt)
      await platform.jobs.enqueue(
        tx,
        'boosts.end',
        { boostId: boost.id },
        { startAfter: boost.endsAt, singletonKey: boost.id },
      );
    return true;
  },
  release: async (_platform, tx, payment) => await releaseBoost(tx, payment.id),
  revoke: async (_platform, tx, payment) => await endBoostRow(tx, { paymentId: payment.id }),
  async isApplied(_platform, db, payment) {
    const boost = await boostOfPayment(db, payment.id);
    return boost !== null && boost.status !== 'pending';
  },
};

/**
 * Other areas sell through payments without payments knowing them (it stands above them in the
 * order of areas only for the boosts it owns): each registers its kind's handler in its module.
 */
const handlers = new Map<PurchaseKind, PurchaseHandler>([['post_boost', postBoost]]);

export function registerPurchase(kind: PurchaseKind, handler: PurchaseHandler): void {
  const known = handlers.get(kind);
  if (known && known !== handler) throw new Error(`the purchase ${kind} has two handlers`);
  handlers.set(kind, handler);
}

export function purchaseOf(payment: Pick<PaymentRow, 'kind'>): PurchaseHandler {
  const handler = handlers.get(payment.kind as PurchaseKind);
  if (!handler) throw new Error(`no handler for the purchase ${payment.kind}`);
  return handler;
}
