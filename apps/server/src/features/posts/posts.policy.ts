import type { Audience } from '@aebro/shared/posts';
import type { Viewer } from '../../platform/context';
import { canSeeProfileDetails } from '../profiles/profiles.policy';

/** The facts about a post that decide who may read it. */
export interface PostAccess {
  authorId: string;
  audience: Audience;
  /** The author's public_profile switch: a private profile's posts are for its followers only. */
  authorPublicProfile: boolean;
  viewerFollowsAuthor: boolean;
}

/**
 * Who may read a post (and so its comments, counts and room): its author; the author's (approved)
 * followers; everyone else only when the post is public and so is its author's profile. The posts
 * repository filters lists with the same rule in SQL (`readableBy`).
 */
export function canReadPost(viewer: Pick<Viewer, 'id'>, post: PostAccess): boolean {
  if (post.authorId === viewer.id || post.viewerFollowsAuthor) return true;
  return (
    post.audience === 'public' &&
    canSeeProfileDetails(viewer, {
      ownerId: post.authorId,
      publicProfile: post.authorPublicProfile,
      viewerFollows: false,
    })
  );
}

/** Only the author edits or deletes a post. */
export function canChangePost(viewer: Pick<Viewer, 'id'>, post: { authorId: string }): boolean {
  return post.authorId === viewer.id;
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

/** A comment is deleted by its writer or by the post's author. */
export function canDeleteComment(
  viewer: Pick<Viewer, 'id'>,
  comment: { authorId: string },
  post: { authorId: string },
): boolean {
  return comment.authorId === viewer.id || post.authorId === viewer.id;
}
