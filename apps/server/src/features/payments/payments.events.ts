import type { PurchaseKind } from '@aebro/shared/payments';

/** What every payment event says: whose payment, and what it bought (the kind and its reference). */
export interface PaymentFacts {
  paymentId: string;
  userId: string;
  kind: PurchaseKind;
  /** The thing bought for: an event's id for 'event_creation', a post's id for 'post_boost'. */
  referenceId: string;
}

declare module '../../platform/events' {
  interface DomainEvents {
    /**
     * A purchase is paid and applied (the event creation fee: the events area publishes the event
     * whose id is `referenceId`). Emitted once per payment, after its transaction commits.
     */
    'payment.paid': PaymentFacts;
    /** The checkout closed unpaid (expired or failed): what it held is released. */
    'payment.released': PaymentFacts & { status: 'expired' | 'failed' };
    /** The money went back (a payment that came too late, or a refund made at Stripe). */
    'payment.refunded': PaymentFacts;
    /** Boosted posts were served to someone: each counts towards its reach. */
    'boosts.served': { boostIds: string[] };
  }
}

declare module '../../platform/jobs/jobs' {
  interface JobPayloads {
    /** Closes a checkout still open after its 30 minutes and releases what it held. */
    'payments.expire-checkout': { paymentId: string };
    /** A boost's time is up. */
    'boosts.end': { boostId: string };
  }
}

export {};
