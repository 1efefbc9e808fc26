import type { Viewer } from '../../platform/context';

/*
 * Who may *read* a post is a read rule, not a policy: db/read-rules/post-visibility.ts, used by
 * every query that shows posts. This file says who may *do* what with a post.
 */

/** Only the author edits a post. */
export function canChangePost(viewer: Pick<Viewer, 'id'>, post: { authorId: string }): boolean {
  return post.authorId === viewer.id;
}

/**
 * A draft or scheduled post (issue 36) is its author's alone: nobody else sees, edits, schedules,
 * publishes or deletes it (they are told it does not exist).
 */
export function canTouchDraft(viewer: Pick<Viewer, 'id'>, draft: { authorId: string }): boolean {
  return draft.authorId === viewer.id;
}

/** Only its writer edits a comment (a post's author or a community admin may only remove it). */
export function canEditComment(viewer: Pick<Viewer, 'id'>, comment: { authorId: string }): boolean {
  return comment.authorId === viewer.id;
}

/** The facts of a post that decide who may remove it or its comments. */
export interface PostModeration {
  authorId: string;
  /** Whether the viewer is an admin of the community the post was written in. */
  viewerIsCommunityAdmin?: boolean;
}

/** A post is deleted by its author, or by an admin of the community it was written in. */
export function canDeletePost(viewer: Pick<Viewer, 'id'>, post: PostModeration): boolean {
  return post.authorId === viewer.id || post.viewerIsCommunityAdmin === true;
}

export type Engagement = 'like' | 'save' | 'comment';

/** The author's switches (SPEC §6) decide whether others may like, save or comment. */
export function canEngage(
  kind: Engagement,
  post: { allowLikes: boolean; allowSaves: boolean; allowComments: boolean },
): boolean {
  switch (kind) {
    case 'like':
      return post.allowLikes;
    case 'save':
      return post.allowSaves;
    case 'comment':
      return post.allowComments;
  }
}

/** A comment is deleted by its writer, by the post's author, or by an admin of the post's community. */
export function canDeleteComment(
  viewer: Pick<Viewer, 'id'>,
  comment: { authorId: string },
  post: PostModeration,
): boolean {
  return comment.authorId === viewer.id || canDeletePost(viewer, post);
}

/**
 * Issue 37: a post's comments are locked (and unlocked) by its author, an admin of the community
 * it was written in, or a site admin.
 */
export function canLockComments(
  viewer: Pick<Viewer, 'id'>,
  post: PostModeration & { viewerIsSiteAdmin?: boolean },
): boolean {
  return canDeletePost(viewer, post) || post.viewerIsSiteAdmin === true;
}
