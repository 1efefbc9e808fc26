import type { Person } from '@aebro/shared/connections';
import type { Comment, CreatePost, Post, ToggleResult, UpdatePost } from '@aebro/shared/posts';
import { api } from '@/lib/api';

/** One page of a keyset-paginated list (pageSchema of @aebro/shared/connections). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The post lists of this area; each is an infinite query under `postKeys.list(kind, …)`. */
export type PostListKind = 'feed' | 'public' | 'saved' | 'profile';

/**
 * Query keys. Every cached post lives under ['posts', …], so one pass over the cache can keep a
 * post the same everywhere (after a like, an edit, a live count).
 */
export const postKeys = {
  all: ['posts'] as const,
  lists: ['posts', 'list'] as const,
  list: (kind: PostListKind, id = '') => ['posts', 'list', kind, id] as const,
  one: (id: string) => ['posts', 'one', id] as const,
  comments: (postId: string) => ['posts', 'comments', postId] as const,
  suggestions: ['posts', 'people-suggestions'] as const,
};

function withCursor(path: string, cursor: string | undefined): string {
  return cursor
    ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`
    : path;
}

const listPaths: Record<PostListKind, (id: string) => string> = {
  feed: () => '/api/v1/feed',
  public: () => '/api/v1/posts',
  saved: () => '/api/v1/me/saved-posts',
  profile: (id) => `/api/v1/profiles/${encodeURIComponent(id)}/posts`,
};

export async function fetchPostPage(
  kind: PostListKind,
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Post>> {
  return await api<Page<Post>>(withCursor(listPaths[kind](id), cursor), { signal });
}

export async function fetchPost(id: string, signal?: AbortSignal): Promise<Post> {
  return await api<Post>(`/api/v1/posts/${encodeURIComponent(id)}`, { signal });
}

export async function createPost(input: CreatePost): Promise<Post> {
  return await api<Post>('/api/v1/posts', { method: 'POST', json: input });
}

export async function updatePost(id: string, input: UpdatePost): Promise<Post> {
  return await api<Post>(`/api/v1/posts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: input,
  });
}

export async function deletePost(id: string): Promise<void> {
  await api<null>(`/api/v1/posts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export type ToggleKind = 'like' | 'save';

/** PUT turns a like or save on, DELETE takes it back; both are idempotent. */
export async function setToggle(
  kind: ToggleKind,
  postId: string,
  on: boolean,
): Promise<ToggleResult> {
  return await api<ToggleResult>(`/api/v1/posts/${encodeURIComponent(postId)}/${kind}`, {
    method: on ? 'PUT' : 'DELETE',
  });
}

export async function fetchComments(
  postId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Comment>> {
  return await api<Page<Comment>>(
    withCursor(`/api/v1/posts/${encodeURIComponent(postId)}/comments`, cursor),
    { signal },
  );
}

export async function createComment(postId: string, body: string): Promise<Comment> {
  return await api<Comment>(`/api/v1/posts/${encodeURIComponent(postId)}/comments`, {
    method: 'POST',
    json: { body },
  });
}

export async function deleteComment(id: string): Promise<void> {
  await api<null>(`/api/v1/comments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function fetchPeopleSuggestions(signal?: AbortSignal): Promise<Page<Person>> {
  // One more than shown: the list may include me, who is left out.
  return await api<Page<Person>>('/api/v1/people?limit=6', { signal });
}

export async function follow(
  personId: string,
): Promise<{ following: boolean; followersCount: number }> {
  return await api<{ following: boolean; followersCount: number }>(
    `/api/v1/profiles/${encodeURIComponent(personId)}/follow`,
    { method: 'PUT' },
  );
}
