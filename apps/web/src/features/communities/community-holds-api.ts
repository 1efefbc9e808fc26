import type { HeldItem, HoldWord, HoldWordCreate } from '@aebro/shared/holds';
import { apiClient, unwrap } from '@/lib/api-client';

/* Issue 37: a community's keyword filter and what it held (Manage → Filters, Manage → Held). */

export const communityHoldKeys = {
  words: (id: string) => ['communities', 'hold-words', id] as const,
  held: (id: string) => ['communities', 'held', id] as const,
};

export async function fetchCommunityHoldWords(id: string): Promise<{ items: HoldWord[] }> {
  return await unwrap(
    apiClient.GET('/api/v1/communities/{id}/hold-words', { params: { path: { id } } }),
  );
}

export async function addCommunityHoldWord(id: string, body: HoldWordCreate): Promise<HoldWord> {
  return await unwrap(
    apiClient.POST('/api/v1/communities/{id}/hold-words', { params: { path: { id } }, body }),
  );
}

export async function removeCommunityHoldWord(id: string, wordId: string): Promise<unknown> {
  return await unwrap(
    apiClient.DELETE('/api/v1/communities/{id}/hold-words/{wordId}', {
      params: { path: { id, wordId } },
    }),
  );
}

export async function fetchCommunityHeld(
  id: string,
  signal?: AbortSignal,
): Promise<{ items: HeldItem[] }> {
  return await unwrap(
    apiClient.GET('/api/v1/communities/{id}/held', { params: { path: { id } }, signal }),
  );
}

export async function approveCommunityHeld(id: string, item: HeldItem): Promise<unknown> {
  return await unwrap(
    apiClient.POST('/api/v1/communities/{id}/held/{kind}/{itemId}/approve', {
      params: { path: { id, kind: item.kind, itemId: item.id } },
    }),
  );
}

export async function removeCommunityHeld(
  id: string,
  item: HeldItem,
  reason: string,
): Promise<unknown> {
  return await unwrap(
    apiClient.DELETE('/api/v1/communities/{id}/held/{kind}/{itemId}', {
      params: { path: { id, kind: item.kind, itemId: item.id } },
      body: { reason },
    }),
  );
}
