import type { FollowResult, Page, Person } from '@aebro/shared/connections';
import type {
  Comment,
  CreatePost,
  Post,
  ToggleResult,
  UpdatePost,
  VersionHistory,
} from '@aebro/shared/posts';
import type { Poll } from '@aebro/shared/polls';
import { apiClient, unwrap } from '@/lib/api-client';

export type { Page };

/** The post lists of this area; each is an infinite query under `postKeys.list(kind, …)`. */
export type PostListKind = 'feed' | 'public' | 'saved' | 'profile' | 'community';

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
  /** A post's or a comment's edit history (issue 36). */
  history: (kind: HistoryKind, id: string) => ['posts', 'history', kind, id] as const,
  suggestions: ['posts', 'people-suggestions'] as const,
};

export async function fetchPostPage(
  kind: PostListKind,
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Post>> {
  const query = { params: { query: { cursor } }, signal };
  switch (kind) {
    case 'feed':
      return await unwrap(apiClient.GET('/api/v1/feed', query));
    case 'public':
      return await unwrap(apiClient.GET('/api/v1/posts', query));
    case 'saved':
      return await unwrap(apiClient.GET('/api/v1/me/saved-posts', query));
    case 'profile':
      return await unwrap(
        apiClient.GET('/api/v1/profiles/{id}/posts', {
          params: { path: { id }, query: { cursor } },
          signal,
        }),
      );
    case 'community':
      return await unwrap(
        apiClient.GET('/api/v1/communities/{id}/posts', {
          params: { path: { id }, query: { cursor } },
          signal,
        }),
      );
  }
}

const post = (id: string) => ({ params: { path: { id } } });

export async function fetchPost(id: string, signal?: AbortSignal): Promise<Post> {
  return await unwrap(apiClient.GET('/api/v1/posts/{id}', { ...post(id), signal }));
}

export async function createPost(input: CreatePost): Promise<Post> {
  return await unwrap(apiClient.POST('/api/v1/posts', { body: input }));
}

export async function updatePost(id: string, input: UpdatePost): Promise<Post> {
  return await unwrap(apiClient.PATCH('/api/v1/posts/{id}', { ...post(id), body: input }));
}

/** Issue 37: locks or unlocks a post's comments (its author, its community's admins). */
export async function lockComments(id: string, locked: boolean): Promise<Post> {
  return await unwrap(
    apiClient.PUT('/api/v1/posts/{id}/comments-lock', { ...post(id), body: { locked } }),
  );
}

export async function deletePost(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/v1/posts/{id}', post(id)));
}

export type ToggleKind = 'like' | 'save';

/** PUT turns a like or save on, DELETE takes it back; both are idempotent. */
export async function setToggle(
  kind: ToggleKind,
  postId: string,
  on: boolean,
): Promise<ToggleResult> {
  const params = post(postId);
  if (kind === 'like')
    return await (on
      ? unwrap(apiClient.PUT('/api/v1/posts/{id}/like', params))
      : unwrap(apiClient.DELETE('/api/v1/posts/{id}/like', params)));
  return await (on
    ? unwrap(apiClient.PUT('/api/v1/posts/{id}/save', params))
    : unwrap(apiClient.DELETE('/api/v1/posts/{id}/save', params)));
}

export async function fetchComments(
  postId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Comment>> {
  return await unwrap(
    apiClient.GET('/api/v1/posts/{id}/comments', {
      params: { path: { id: postId }, query: { cursor } },
      signal,
    }),
  );
}

export async function createComment(postId: string, body: string): Promise<Comment> {
  return await unwrap(
    apiClient.POST('/api/v1/posts/{id}/comments', { ...post(postId), body: { body } }),
  );
}

export async function updateComment(id: string, body: string): Promise<Comment> {
  return await unwrap(apiClient.PATCH('/api/v1/comments/{id}', { ...post(id), body: { body } }));
}

export type HistoryKind = 'post' | 'comment';

/** A page of versions, newest first; the first page starts with the current one. */
export async function fetchHistory(
  kind: HistoryKind,
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<VersionHistory> {
  const params = { params: { path: { id }, query: { cursor } }, signal };
  return await unwrap(
    kind === 'post'
      ? apiClient.GET('/api/v1/posts/{id}/history', params)
      : apiClient.GET('/api/v1/comments/{id}/history', params),
  );
}

export async function deleteComment(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/v1/comments/{id}', post(id)));
}

/** People to follow: the server leaves out me, whom I follow or asked to, muted and blocked. */
export async function fetchPeopleSuggestions(signal?: AbortSignal): Promise<Page<Person>> {
  return await unwrap(
    apiClient.GET('/api/v1/people/suggestions', { params: { query: { limit: 5 } }, signal }),
  );
}

export async function follow(personId: string): Promise<FollowResult> {
  return await unwrap(apiClient.PUT('/api/v1/profiles/{id}/follow', post(personId)));
}

/** My vote in a post's poll (it replaces my earlier choice while the poll is open). */
export async function votePoll(postId: string, optionIds: string[]): Promise<Poll> {
  return await unwrap(
    apiClient.POST('/api/v1/posts/{id}/poll/votes', { ...post(postId), body: { optionIds } }),
  );
}

export async function withdrawPollVote(postId: string): Promise<Poll> {
  return await unwrap(apiClient.DELETE('/api/v1/posts/{id}/poll/votes', post(postId)));
}
