import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Draft, DraftPage, SaveDraft } from '@aebro/shared/drafts';
import type { Post } from '@aebro/shared/posts';
import { ApiRequestError } from '@/lib/api';
import { apiClient, unwrap } from '@/lib/api-client';
import { nextCursor, retryUnlessRefused } from '@/lib/paged-query';

/** Drafts and scheduled posts (issue 36): the signed-in member's own, kept on the server. */
export const draftKeys = {
  all: ['drafts'] as const,
  list: ['drafts', 'list'] as const,
  one: (id: string) => ['drafts', 'one', id] as const,
};

const draft = (id: string) => ({ params: { path: { id } } });

export async function fetchDrafts(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DraftPage> {
  return await unwrap(apiClient.GET('/api/v1/drafts', { params: { query: { cursor } }, signal }));
}

export async function fetchDraft(id: string, signal?: AbortSignal): Promise<Draft> {
  return await unwrap(apiClient.GET('/api/v1/drafts/{id}', { ...draft(id), signal }));
}

/** A new draft, or the draft `id` replaced (content and time). */
export async function saveDraft(id: string | undefined, input: SaveDraft): Promise<Draft> {
  return await (id
    ? unwrap(apiClient.PUT('/api/v1/drafts/{id}', { ...draft(id), body: input }))
    : unwrap(apiClient.POST('/api/v1/drafts', { body: input })));
}

export async function cancelSchedule(id: string): Promise<Draft> {
  return await unwrap(apiClient.DELETE('/api/v1/drafts/{id}/schedule', draft(id)));
}

export async function deleteDraft(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/v1/drafts/{id}', draft(id)));
}

export async function publishDraft(id: string): Promise<Post> {
  return await unwrap(apiClient.POST('/api/v1/drafts/{id}/publish', draft(id)));
}

export function useDrafts() {
  return useInfiniteQuery({
    queryKey: draftKeys.list,
    queryFn: ({ pageParam, signal }) => fetchDrafts(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    retry: retryUnlessRefused,
  });
}

export function useDraft(id: string) {
  return useQuery({
    queryKey: draftKeys.one(id),
    queryFn: ({ signal }) => fetchDraft(id, signal),
    retry: retryUnlessRefused,
  });
}

/** The text key for a refused draft action: published already (409), gone (404), or as for posts. */
export function draftErrorKey(error: unknown): string | null {
  if (error instanceof ApiRequestError && error.status === 409)
    return 'posts.drafts.alreadyPublished';
  if (error instanceof ApiRequestError && error.status === 404) return 'posts.drafts.gone';
  return null;
}
