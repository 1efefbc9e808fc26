import type { PurchaseKind } from '@aebro/shared/payments';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { activateBoost, boostOfPayment, endBoostRow, releaseBoost } from './boosts.repository';
import { forgetRunningBoosts } from './boosts-running';
import type { PaymentRow } from './payments.repository';
import './payments.events';

/**
 * What each kind of purchase does when its payment settles. `apply` runs in the payment's
 * transaction and says whether the purchase still waited for this payment; when it did not (it was
 * released or replaced meanwhile), the payment is refunded rather than applied.
 */
export interface PurchaseHandler {
  apply(tx: Executor, payment: PaymentRow): Promise<boolean>;
  /** The checkout closed unpaid: give back what it held. */
  release(tx: Executor, payment: PaymentRow): Promise<void>;
  /** The money of an applied purchase went back (a refund made at Stripe): take the purchase back. */
  revoke(tx: Executor, payment: PaymentRow): Promise<void>;
  /** After the transaction that applied it committed. */
  afterApplied?(platform: Platform, payment: PaymentRow): Promise<void>;
}

const postBoost: PurchaseHandler = {
  apply: async (tx, payment) => (await activateBoost(tx, payment.id)) !== null,
  release: (tx, payment) => releaseBoost(tx, payment.id),
  revoke: (tx, payment) => endBoostRow(tx, { paymentId: payment.id }),
  // Its end is bookkeeping (the feeds stop at ends_at by themselves), so it may run after commit.
  async afterApplied(platform, payment) {
    forgetRunningBoosts(platform.db);
    const boost = await boostOfPayment(platform.db, payment.id);
    if (boost?.endsAt)
      await platform.jobs.schedule(
        'boosts.end',
        { boostId: boost.id },
        { startAfter: boost.endsAt, singletonKey: boost.id },
      );
  },
};

/**
 * Creating an event: the events area holds the event unpublished and publishes it on
 * `payment.paid` (kind 'event_creation', referenceId = the event's id), or drops the draft on
 * `payment.released`. Nothing is held here, so the payment always counts as awaited.
 */
const eventCreation: PurchaseHandler = {
  apply: async () => true,
  release: async () => undefined,
  revoke: async () => undefined,
};

export const purchases: Record<PurchaseKind, PurchaseHandler> = {
  post_boost: postBoost,
  event_creation: eventCreation,
};

export function purchaseOf(payment: PaymentRow): PurchaseHandler {
  return purchases[payment.kind as PurchaseKind];
}
