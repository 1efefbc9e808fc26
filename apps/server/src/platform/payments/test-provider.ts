import { randomBytes } from 'node:crypto';
import {
  WebhookSignatureError,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
} from './provider';

/**
 * Stripe's published test card numbers and what Stripe's test mode does with them: the built-in
 * checkout answers the same, so switching to Stripe changes nothing a tester types.
 */
const testCards: Record<string, 'succeeded' | 'card_declined' | 'insufficient_funds'> = {
  '4242424242424242': 'succeeded',
  '5555555555554444': 'succeeded',
  '4000056655665556': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

export type TestCardOutcome = 'succeeded' | 'card_declined' | 'insufficient_funds' | 'unknown_card';

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  return testCards[cardNumber.replace(/[\s-]/g, '')] ?? 'unknown_card';
}

/** The built-in checkout's own part: a successful test card becomes the event a webhook would carry. */
export interface TestCheckout {
  charge(
    sessionId: string,
    payment: { amount: number; currency: string },
    cardNumber: string,
  ): { outcome: TestCardOutcome; event: ProviderEvent | null };
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  readonly testCheckout: TestCheckout;
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === 'test' && 'testCheckout' in provider;
}

const token = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The embedded default: Aebro's own clearly labelled test checkout page; no money moves. */
export function createTestProvider(publicUrl: string): TestPaymentProvider {
  return {
    name: 'test',
    // The page reads the payment from the session id; nothing else travels in the URL.
    async createCheckout(): Promise<CheckoutSession> {
      const sessionId = token('test_cs');
      return { sessionId, url: `${publicUrl}/test-checkout/${sessionId}` };
    },
    async expireCheckout() {
      // Our own page refuses a payment that is no longer pending: closing it is the record's change.
      return 'expired';
    },
    async refund({ paymentId }) {
      return `test_re_${paymentId.replace(/-/g, '')}`;
    },
    parseWebhook(): ProviderEvent {
      throw new WebhookSignatureError('Webhooks come from Stripe; the test checkout has none.');
    },
    testCheckout: {
      charge(sessionId, payment, cardNumber) {
        const outcome = testCardOutcome(cardNumber);
        if (outcome !== 'succeeded') return { outcome, event: null };
        return {
          outcome,
          event: {
            type: 'checkout.paid',
            eventId: token('test_evt'),
            occurredAt: new Date(),
            sessionId,
            providerPaymentId: token('test_pi'),
            amount: payment.amount,
            currency: payment.currency,
          },
        };
      },
    },
  };
}
