import { ApiRequestError } from '@/lib/api';

/** The text key for a boost that could not start. */
export function boostErrorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'payments.boost.errors.generic';
  if (error.status === 409) return 'payments.boost.errors.already';
  if (error.status === 400) return 'payments.boost.errors.notPublic';
  if (error.status === 503) return 'payments.boost.errors.unavailable';
  return 'payments.boost.errors.generic';
}

/** The text key for a card the test checkout refused. */
export function checkoutErrorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'payments.checkout.errors.generic';
  switch (error.code) {
    case 'CARD_DECLINED':
      return 'payments.checkout.errors.declined';
    case 'CARD_EXPIRED':
      return 'payments.checkout.errors.expired';
    case 'TEST_CARD_ONLY':
      return 'payments.checkout.errors.testOnly';
    case 'CHECKOUT_CLOSED':
      return 'payments.checkout.closed';
    default:
      return 'payments.checkout.errors.generic';
  }
}
