import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type ExpireOutcome,
  type PaymentProvider,
  type ProviderEvent,
} from './provider';

/** Where the Stripe client sends its requests: Stripe itself, or a local endpoint in tests. */
export interface StripeApi {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** How old a webhook's signed timestamp may be (Stripe's default, 5 minutes): older is a replay. */
const webhookToleranceSeconds = 300;

function idOf(value: string | { id: string } | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : value.id;
}

function fromSession(event: Stripe.Event, session: Stripe.Checkout.Session): ProviderEvent {
  return {
    type: 'checkout.paid',
    eventId: event.id,
    occurredAt: new Date(event.created * 1000),
    sessionId: session.id,
    providerPaymentId: idOf(session.payment_intent),
    amount: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
  };
}

/** Reads the events we act on; every other type is recorded and ignored. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const ignored: ProviderEvent = { type: 'ignored', eventId: event.id, providerType: event.type };
  // An if-chain rather than a switch: Stripe has hundreds of event types and we act on five.
  if (event.type === 'checkout.session.completed')
    // Delayed methods (bank debits) complete unpaid and succeed or fail later.
    return event.data.object.payment_status === 'unpaid'
      ? ignored
      : fromSession(event, event.data.object);
  if (event.type === 'checkout.session.async_payment_succeeded')
    return fromSession(event, event.data.object);
  if (event.type === 'checkout.session.async_payment_failed')
    return { type: 'checkout.failed', eventId: event.id, sessionId: event.data.object.id };
  if (event.type === 'checkout.session.expired')
    return { type: 'checkout.expired', eventId: event.id, sessionId: event.data.object.id };
  if (event.type === 'charge.refunded') {
    const paymentIntent = idOf(event.data.object.payment_intent);
    return paymentIntent
      ? { type: 'payment.refunded', eventId: event.id, providerPaymentId: paymentIntent }
      : ignored;
  }
  return ignored;
}

/** Stripe Checkout through the official client; every call that creates something is idempotent. */
export function createStripeProvider(
  keys: { secretKey: string; webhookSecret: string },
  api?: StripeApi,
): PaymentProvider {
  const stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
  });

  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: request.paymentId,
          metadata: { payment_id: request.paymentId },
          payment_intent_data: { metadata: { payment_id: request.paymentId } },
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `aebro-checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId: string, paymentId: string): Promise<ExpireOutcome> {
      try {
        await stripe.checkout.sessions.expire(
          sessionId,
          {},
          { idempotencyKey: `aebro-expire-${paymentId}` },
        );
        return 'expired';
      } catch (error) {
        // Only an open session can be expired: find out what it became.
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'complete') return 'already-complete';
        if (session.status === 'expired') return 'expired';
        throw error;
      }
    },
    async refund({ paymentId, providerPaymentId, amount }): Promise<string> {
      if (!providerPaymentId)
        throw new Error(`payment ${paymentId} has no Stripe payment to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: providerPaymentId, amount, metadata: { payment_id: paymentId } },
        { idempotencyKey: `aebro-refund-${paymentId}` },
      );
      return refund.id;
    },
    parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          keys.webhookSecret,
          webhookToleranceSeconds,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new WebhookSignatureError(error.message);
        throw new WebhookSignatureError('The webhook body could not be read.');
      }
      return toProviderEvent(event);
    },
  };
}
