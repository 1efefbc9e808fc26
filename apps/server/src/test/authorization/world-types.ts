import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../accounts';
import type { Actor } from './matrix';

/**
 * The people and things every row of the matrix is tried on. The owner's profile is private (so
 * that "private" is tested everywhere); the follower follows the owner; the stranger has no relation;
 * the unverified member has a session whose e-mail is no longer verified.
 */
export interface World {
  app: FastifyInstance;
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
  /**
   * The owner's private community: the owner created it (its first admin), `communityAdmin` was
   * made an admin, `member` a member; with a post of the owner's and one of the member's in it.
   */
  community: {
    id: string;
    ownerPostId: string;
    memberPostId: string;
    /** The owner's comment on the member's post there. */
    commentId: string;
  };
  /** A public community of the public author's (nobody else is in it). */
  publicCommunityId: string;
  /** A member with a public profile and a public post. */
  publicAuthor: TestUser;
  publicAuthorPostId: string;
  owner: {
    publicPostId: string;
    followersPostId: string;
    /** The owner's comment on their followers-only post. */
    commentId: string;
    uploadKey: string;
    mediaPath: string;
    push: { endpoint: string; keys: { p256dh: string; auth: string } };
  };
  png: Buffer;
  headers(actor: Actor): Record<string, string>;
  /** A fresh private community of the owner's, with `member` and `communityAdmin` in it as in `community`. */
  newCommunity(): Promise<string>;
  /** A fresh community (as newCommunity) with a pending request of the public author's to join it. */
  newJoinRequest(): Promise<{ communityId: string; requestId: string }>;
  /** A fresh post of `by` in the world's private community. */
  newCommunityPost(by?: TestUser): Promise<string>;
  /** A fresh post of the owner's, for rows that change or delete one. */
  newPost(audience: 'public' | 'followers'): Promise<string>;
  /** A fresh followers-only post of the owner's carrying a poll, and its first option. */
  newPollPost(): Promise<{ postId: string; optionId: string }>;
  /** A fresh comment by `by` on a post. */
  newComment(postId: string, by: TestUser): Promise<string>;
  /** A fresh unread notification of the owner's (someone new follows them). */
  newNotification(): Promise<string>;
  /** A fresh push subscription body. */
  newPushSubscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Sign-up input for a new member. */
  newSignUp(): Record<string, unknown>;
  /** A member with no relation to anyone (to suspend, block or report), made once. */
  spare(): Promise<TestUser>;
  /** Makes someone an unverified business without requests for the badge. */
  makeUnverifiedBusiness(userId: string): Promise<void>;
  /** A ready data export of the owner's (a small file in private storage); returns its id. */
  ownerExport(): Promise<string>;
  /** Marks someone's two-step verification on (for an admin to reset). */
  markTwoFactorOn(userId: string): Promise<void>;
  /** A fresh open report (by the stranger, of the spare member's profile). */
  newReport(): Promise<string>;
  /** A fresh pending verification request (the spare member, made a business, unverified again). */
  newVerificationRequest(): Promise<string>;
  image(): { payload: Buffer; headers: Record<string, string> };
}
