import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Post } from '@aebro/shared/posts';
import { postKeys, type Page } from './posts-api';

export type PostPages = InfiniteData<Page<Post>>;

/** Changes one post wherever it is cached: every list and its own query. */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: Post) => Post,
): void {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists }, (data) => {
    if (!data?.pages.some((page) => page.items.some((post) => post.id === postId))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((post) => (post.id === postId ? change(post) : post)),
      })),
    };
  });
  queryClient.setQueryData<Post>(postKeys.one(postId), (post) => (post ? change(post) : post));
}

/** The cached post, from its own query or any list; undefined when nothing holds it. */
export function findCachedPost(queryClient: QueryClient, postId: string): Post | undefined {
  const own = queryClient.getQueryData<Post>(postKeys.one(postId));
  if (own) return own;
  for (const [, data] of queryClient.getQueriesData<PostPages>({ queryKey: postKeys.lists })) {
    const found = data?.pages.flatMap((page) => page.items).find((post) => post.id === postId);
    if (found) return found;
  }
  return undefined;
}

/** Takes a deleted post out of every list. */
export function removeCachedPost(queryClient: QueryClient, postId: string): void {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((post) => post.id !== postId),
          })),
        }
      : data,
  );
  queryClient.removeQueries({ queryKey: postKeys.one(postId), exact: true });
}

function withOnTop(data: PostPages | undefined, post: Post): PostPages | undefined {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  return {
    ...data,
    pages: [
      {
        items: [post, ...(first?.items ?? []).filter((item) => item.id !== post.id)],
        nextCursor: first?.nextCursor ?? null,
      },
      ...rest,
    ],
  };
}

/**
 * Puts my new post at the top of the home feed (and of its community's feed); the other lists
 * fetch it when next shown.
 */
export function addCreatedPost(queryClient: QueryClient, post: Post): void {
  const shownAt = [postKeys.list('feed'), postKeys.list('community', post.community?.id ?? '')];
  for (const key of shownAt.slice(0, post.community ? 2 : 1))
    queryClient.setQueryData<PostPages>(key, (data) => withOnTop(data, post));
  void queryClient.invalidateQueries({
    queryKey: postKeys.lists,
    refetchType: 'none',
    predicate: (query) =>
      query.queryKey[2] !== 'feed' &&
      !(query.queryKey[2] === 'community' && query.queryKey[3] === post.community?.id),
  });
}

/** The counts the server (or a live event) just told us. */
export function setCachedCounts(
  queryClient: QueryClient,
  postId: string,
  counts: Partial<Post['counts']>,
): void {
  updateCachedPost(queryClient, postId, (post) => ({
    ...post,
    counts: { ...post.counts, ...counts },
  }));
}
