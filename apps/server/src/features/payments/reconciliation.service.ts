import type { Platform } from '../../platform/context';
import { lockPayment, paidSince, stalePendingIds } from './payments.repository';
import { purchaseOf } from './purchases';
import { expireCheckout, refundLocked } from './settlement.service';

/** How far back paid purchases are checked for their effect. */
const lookBackMs = 30 * 24 * 3600_000;
/** A checkout this long past its end should have been closed by its expiry job. */
const graceMs = 5 * 60_000;

export interface Reconciled {
  /** Paid purchases whose effect was missing, applied now. */
  applied: number;
  /** Paid purchases whose effect can no longer be applied (e.g. the event was deleted): refunded. */
  refunded: number;
  /** Checkouts still open past their end, closed now. */
  closed: number;
}

/**
 * What the hourly reconciliation mends: a paid purchase without its effect (every payment applies
 * its purchase in its own transaction, so this finds only what older code or a fault left), and a
 * checkout still open past its time (its expiry job lost). Each fix is logged and counted.
 */
export async function reconcilePayments(platform: Platform, now = new Date()): Promise<Reconciled> {
  const result: Reconciled = { applied: 0, refunded: 0, closed: 0 };
  for (const paid of await paidSince(platform.db, new Date(now.getTime() - lookBackMs))) {
    if (await purchaseOf(paid).isApplied(platform, platform.db, paid)) continue;
    const fixed = await platform.events.transaction(platform.db, async (tx) => {
      const payment = await lockPayment(tx, paid.id);
      if (payment?.status !== 'paid') return null;
      const purchase = purchaseOf(payment);
      if (await purchase.isApplied(platform, tx, payment)) return null;
      if (await purchase.apply(platform, tx, payment)) return 'applied';
      await refundLocked(platform, tx, payment, payment.providerPaymentId, 'not-needed');
      return 'refunded';
    });
    if (!fixed) continue;
    result[fixed] += 1;
    platform.log.warn(
      { paymentId: paid.id, kind: paid.kind, referenceId: paid.referenceId, fixed },
      'reconciliation: a paid purchase had no effect',
    );
  }
  for (const paymentId of await stalePendingIds(platform.db, new Date(now.getTime() - graceMs))) {
    if (!(await expireCheckout(platform, paymentId))) continue;
    result.closed += 1;
    platform.log.warn({ paymentId }, 'reconciliation: a checkout was still open past its end');
  }
  return result;
}
