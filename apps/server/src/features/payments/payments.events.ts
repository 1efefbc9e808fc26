import type { PurchaseKind } from '@aebro/shared/payments';

/** What every payment event says: whose payment, and what it bought (the kind and its reference). */
export interface PaymentFacts {
  paymentId: string;
  userId: string;
  kind: PurchaseKind;
  /** The thing bought for: an event's id for 'event_creation', a post's id for 'post_boost'. */
  referenceId: string;
}

/**
 * Why money went back: the checkout had been replaced by a newer one, had closed, the purchase no
 * longer waited for it (paid by another checkout, cancelled), the amount was not the one asked, a
 * refund made at Stripe, or one we made (refundPayment).
 */
export type RefundReason =
  'superseded' | 'expired' | 'not-needed' | 'wrong-amount' | 'provider' | 'withdrawn';

declare module '../../platform/events' {
  interface DomainEvents {
    /**
     * A purchase is paid and applied, in the payment's transaction (the events area's handler has
     * published the event whose id is `referenceId`).
     */
    'payment.paid': PaymentFacts;
    /** The checkout closed unpaid (expired, failed, or superseded by a newer one). */
    'payment.released': PaymentFacts & { status: 'expired' | 'failed' | 'superseded' };
    /** The money went back: the member is told (a notice and an e-mail). */
    'payment.refunded': PaymentFacts & {
      amount: number;
      currency: string;
      details: Record<string, string | number>;
      reason: RefundReason;
    };
  }
}

declare module '../../platform/jobs/jobs' {
  interface JobPayloads {
    /** Closes a checkout still open after its 30 minutes and releases what it held. */
    'payments.expire-checkout': { paymentId: string };
    /** Closes a superseded checkout's session at the provider (if opening the new one did not). */
    'payments.close-session': { paymentId: string; sessionId: string };
    /** Paid purchases without their effect, checkouts stuck open: found and mended (hourly). */
    'payments.reconcile': { at: string };
    /** A boost's time is up. */
    'boosts.end': { boostId: string };
  }
}

export {};
