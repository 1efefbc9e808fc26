import type {
  PurchaseKind,
  TestCard,
  TestCheckout,
  TestPaymentResult,
} from '@aebro/shared/payments';
import type { Context } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { isTestProvider, type TestPaymentProvider } from '../../platform/payments/test-provider';
import { canReadPayment } from './payments.policy';
import {
  claimTestCharge,
  findPayment,
  findPaymentBySession,
  type PaymentRow,
} from './payments.repository';
import { returnUrls } from './payments.service';
import { applyProviderEvent } from './settlement.service';

const missing = 'This checkout does not exist.';

/** The built-in checkout's payment, for its payer only, and only while the test driver is on. */
async function checkoutOf(
  ctx: Context,
  sessionId: string,
): Promise<{ provider: TestPaymentProvider; payment: PaymentRow }> {
  const provider = ctx.payments;
  if (!isTestProvider(provider)) throw notFound(missing);
  const payment = await findPaymentBySession(ctx.db, 'test', sessionId);
  if (!payment || !canReadPayment(ctx.viewer, payment)) throw notFound(missing);
  return { provider, payment };
}

export async function getTestCheckout(ctx: Context, sessionId: string): Promise<TestCheckout> {
  const { payment } = await checkoutOf(ctx, sessionId);
  const urls = returnUrls(ctx.config.publicUrl, payment);
  return {
    sessionId,
    paymentId: payment.id,
    kind: payment.kind as PurchaseKind,
    details: payment.details,
    description: payment.description,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    expiresAt: payment.expiresAt.toISOString(),
    returnUrl: urls.successUrl,
    cancelUrl: urls.cancelUrl,
  };
}

/** The end of the month an "MM/YY" expiry names has not passed. */
function cardStillValid(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim())) as [number, number];
  return new Date(Date.UTC(2000 + year, month, 1)).getTime() > now.getTime();
}

/**
 * Pays with one of Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined. A success goes through exactly the code a Stripe webhook goes through.
 */
export async function payTestCheckout(
  ctx: Context,
  sessionId: string,
  card: TestCard,
): Promise<TestPaymentResult> {
  const { provider, payment } = await checkoutOf(ctx, sessionId);
  const returnUrl = returnUrls(ctx.config.publicUrl, payment).successUrl;
  if (payment.status === 'paid') return { status: 'paid', returnUrl };
  if (payment.status !== 'pending' || payment.expiresAt.getTime() <= Date.now())
    throw new AppError(
      'CHECKOUT_CLOSED',
      409,
      'This checkout has closed. Go back and start again.',
    );
  if (!cardStillValid(card.expiry))
    throw new AppError('CARD_EXPIRED', 402, 'Your card has expired.');
  const { outcome, event } = provider.testCheckout.charge(sessionId, payment, card.cardNumber);
  switch (outcome) {
    case 'unknown_card':
      throw new AppError(
        'TEST_CARD_ONLY',
        400,
        'This is a test checkout: use a Stripe test card such as 4242 4242 4242 4242.',
      );
    case 'card_declined':
      throw new AppError('CARD_DECLINED', 402, 'Your card was declined.');
    case 'insufficient_funds':
      throw new AppError('CARD_DECLINED', 402, 'Your card has insufficient funds.');
    case 'succeeded':
      break;
  }
  if (event?.type === 'checkout.paid' && event.providerPaymentId) {
    if (!(await claimTestCharge(ctx.db, payment.id, event.providerPaymentId))) {
      // Paid from another tab at the same moment: that payment counts, this card is not charged.
      const now = await findPayment(ctx.db, payment.id);
      if (now?.status === 'paid') return { status: 'paid', returnUrl };
      throw new AppError(
        'CHECKOUT_CLOSED',
        409,
        'This checkout is already being paid in another window. Look at your payments in a moment.',
      );
    }
    await applyProviderEvent(ctx, event);
  }
  const after = await findPayment(ctx.db, payment.id);
  return { status: after?.status ?? payment.status, returnUrl };
}
