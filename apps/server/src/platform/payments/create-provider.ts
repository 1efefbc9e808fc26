import type { ServerConfig } from '../config';
import type { PaymentProvider } from './provider';
import { createStripeProvider, type StripeApi } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** Stripe when both keys are set, otherwise the built-in test checkout; never both. */
export function createPaymentProvider(
  config: ServerConfig,
  stripeApi?: StripeApi,
): PaymentProvider {
  return config.stripe
    ? createStripeProvider(config.stripe, stripeApi)
    : createTestProvider(config.publicUrl);
}

/** The start-up line that says which driver takes payments. */
export function describeProvider(provider: PaymentProvider): string {
  return provider.name === 'stripe'
    ? 'payments: Stripe Checkout (STRIPE_SECRET_KEY is set); webhooks at /api/v1/payments/webhooks/stripe'
    : 'payments: the built-in TEST checkout, no money moves (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe)';
}
