import type { Page } from '@aebro/shared/connections';
import type {
  BoostablePost,
  CheckoutStarted,
  CreateBoost,
  Payment,
  Prices,
  TestCard,
  TestCheckout,
  TestPaymentResult,
} from '@aebro/shared/payments';
import { apiClient, unwrap } from '@/lib/api-client';

/** Query keys of the payments area. */
export const paymentKeys = {
  all: ['payments'] as const,
  prices: ['payments', 'prices'] as const,
  history: ['payments', 'history'] as const,
  one: (id: string) => ['payments', 'one', id] as const,
  boostable: ['payments', 'boostable-posts'] as const,
  checkout: (sessionId: string) => ['payments', 'test-checkout', sessionId] as const,
};

export async function fetchPrices(signal?: AbortSignal): Promise<Prices> {
  return await unwrap(apiClient.GET('/api/v1/payments/prices', { signal }));
}

export async function fetchPayments(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Payment>> {
  return await unwrap(
    apiClient.GET('/api/v1/me/payments', { params: { query: { cursor } }, signal }),
  );
}

export async function fetchPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  return await unwrap(apiClient.GET('/api/v1/payments/{id}', { params: { path: { id } }, signal }));
}

export async function fetchBoostablePosts(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<BoostablePost>> {
  return await unwrap(
    apiClient.GET('/api/v1/me/boostable-posts', { params: { query: { cursor } }, signal }),
  );
}

export async function startBoost(input: CreateBoost): Promise<CheckoutStarted> {
  return await unwrap(apiClient.POST('/api/v1/boosts', { body: input }));
}

export async function fetchTestCheckout(
  sessionId: string,
  signal?: AbortSignal,
): Promise<TestCheckout> {
  return await unwrap(
    apiClient.GET('/api/v1/test-checkout/{sessionId}', { params: { path: { sessionId } }, signal }),
  );
}

export async function payTestCheckout(
  sessionId: string,
  card: TestCard,
): Promise<TestPaymentResult> {
  return await unwrap(
    apiClient.POST('/api/v1/test-checkout/{sessionId}/pay', {
      params: { path: { sessionId } },
      body: card,
    }),
  );
}
