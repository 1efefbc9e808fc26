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
  /** For audience 'community': whether the viewer may read its community (public, or a member). */
  viewerCanReadCommunity?: boolean;
}

/**
 * Who may read a post (and so its comments, counts and room). A community post: those who may read
 * its community (everyone signed in for a public one, its members for a private one), and nobody
 * else, not even its author once they left. Any other post: its author; the author's (approved)
 * followers; everyone else only when the post is public and so is its author's profile. The posts
 * repository filters lists with the same rule in SQL (`readableBy`).
 */
export function canReadPost(viewer: Pick<Viewer, 'id'>, post: PostAccess): boolean {
  if (post.audience === 'community') return post.viewerCanReadCommunity === true;
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

/** Only the author edits a post. */
export function canChangePost(viewer: Pick<Viewer, 'id'>, post: { authorId: string }): boolean {
  return post.authorId === viewer.id;
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
