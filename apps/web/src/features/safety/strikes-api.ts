import { queryOptions } from '@tanstack/react-query';
import type { Strike } from '@aebro/shared/strikes';
import { apiClient, unwrap } from '@/lib/api-client';

/** Issue 37: my strikes (Settings → Account status) and the appeal of one, signed in or by link. */

export const myStrikesQuery = queryOptions({
  queryKey: ['settings', 'strikes'] as const,
  queryFn: async (): Promise<Strike[]> => (await unwrap(apiClient.GET('/api/v1/me/strikes'))).items,
});

export async function appealMyStrike(id: string, text: string): Promise<Strike> {
  return await unwrap(
    apiClient.POST('/api/v1/me/strikes/{id}/appeal', { params: { path: { id } }, body: { text } }),
  );
}

export function strikeByTokenQuery(token: string) {
  return queryOptions({
    queryKey: ['appeal-link', token] as const,
    queryFn: (): Promise<Strike> =>
      unwrap(apiClient.GET('/api/v1/appeals/{token}', { params: { path: { token } } })),
    retry: false,
  });
}

export async function appealByToken(token: string, text: string): Promise<Strike> {
  return await unwrap(
    apiClient.POST('/api/v1/appeals/{token}', { params: { path: { token } }, body: { text } }),
  );
}
