/**
 * One interface, two drivers: Stripe Checkout (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) and
 * the built-in test checkout (the embedded default: Aebro's own page, no money moves). The payments
 * area uses only this; both drivers end in the same `ProviderEvent`s, applied by the same code.
 */
export type ProviderName = 'stripe' | 'test';

export interface CheckoutRequest {
  /** Our payment's id: the idempotency key, Stripe's client_reference_id and metadata. */
  paymentId: string;
  /** In minor units (cents). */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The line shown to the payer ("Boost a post for 3 days"). */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the payer goes to pay. */
  url: string;
}

/** What a provider told us, after its signature was checked: the only input that moves a payment. */
export type ProviderEvent =
  | {
      type: 'checkout.paid';
      eventId: string;
      /** When the payer paid (not when we heard of it: webhooks may come late). */
      occurredAt: Date;
      sessionId: string;
      providerPaymentId: string | null;
      amount: number | null;
      currency: string | null;
    }
  | { type: 'checkout.failed'; eventId: string; sessionId: string }
  | { type: 'checkout.expired'; eventId: string; sessionId: string }
  | { type: 'payment.refunded'; eventId: string; providerPaymentId: string }
  /** An event we do not act on; still recorded so that it is processed once. */
  | { type: 'ignored'; eventId: string; providerType: string };

/** What asking the provider to close a checkout found. */
export type ExpireOutcome = 'expired' | 'already-complete';

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes an open checkout so it can no longer be paid; says so when it was paid already. */
  expireCheckout(sessionId: string, paymentId: string): Promise<ExpireOutcome>;
  /** Gives the whole amount back; idempotent per payment. Returns the provider's refund id. */
  refund(input: {
    paymentId: string;
    providerPaymentId: string | null;
    amount: number;
  }): Promise<string>;
  /**
   * Checks a webhook's signature over its raw body (and that it is recent) and reads it; throws a
   * WebhookSignatureError otherwise. The test driver has no webhooks and always throws.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
