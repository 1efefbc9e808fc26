import { ApiRequestError } from '@/lib/api';

export type PostAction = 'like' | 'save' | 'comment' | 'other';

const refused: Record<PostAction, string> = {
  like: 'posts.errors.likesOff',
  save: 'posts.errors.savesOff',
  comment: 'posts.errors.commentsOff',
  other: 'posts.errors.notAllowed',
};

/** The text key for a failed action on a post, from the server's status. */
export function postErrorKey(error: unknown, action: PostAction): string {
  if (!(error instanceof ApiRequestError)) return 'posts.errors.generic';
  if (error.status === 0) return 'posts.errors.network';
  if (error.code === 'COMMENTS_LOCKED') return 'posts.errors.commentsLocked';
  if (error.status === 404) return 'posts.errors.gone';
  if (error.status === 403) return refused[action];
  if (error.status === 429) return 'posts.errors.rateLimited';
  return 'posts.errors.generic';
}

/** Whether a failed load means "this post is not there for you" rather than a failure. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
