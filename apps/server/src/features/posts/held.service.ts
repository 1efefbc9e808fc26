import { holdReasons, type HeldItem, type HoldReason } from '@aebro/shared/holds';
import type { HeldPost } from '@aebro/shared/trust';
import type { Platform } from '../../platform/context';
import { offsetOf, page } from '../../platform/offset-paging';
import { announceCounts } from './engagement.service';
import {
  findHeldComment,
  heldCommentRows,
  heldPostRows,
  releaseHeldComment,
  releaseHeldPost,
} from './held.repository';
import { findPostAnyone } from './posts.repository';
import { publishPost } from './posts.service';

/*
 * Issue 37: what is held for review, for the site admins' queue and a community's admins' (the
 * admin area checks who asks and logs each decision).
 */

type Paged<T> = Promise<{ items: T[]; nextCursor: string | null }>;
interface HeldRow {
  id: string;
  body: string;
  createdAt: Date;
  holdReason: string | null;
  authorId: string;
  authorUsername: string;
  authorFullName: string | null;
}

function reasonOf(value: string | null): HoldReason | null {
  return holdReasons.find((reason) => reason === value) ?? null;
}

function toHeld(kind: 'post' | 'comment', row: HeldRow & { postId?: string }): HeldItem {
  return {
    kind,
    id: row.id,
    postId: row.postId ?? row.id,
    body: row.body,
    reason: reasonOf(row.holdReason),
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, username: row.authorUsername, fullName: row.authorFullName },
  };
}

/** The admins' queue of posts held for review, oldest first. */
export async function heldPosts(
  ctx: Platform,
  query: { cursor?: string | undefined; limit: number },
): Paged<HeldPost> {
  const offset = offsetOf(query.cursor);
  const rows = page(await heldPostRows(ctx.db, offset, query.limit), offset, query.limit);
  return {
    items: rows.items.map((row) => {
      const { kind: _kind, postId: _postId, ...post } = toHeld('post', row);
      return post;
    }),
    nextCursor: rows.nextCursor,
  };
}

/** The admins' queue of comments held for review, oldest first. */
export async function heldComments(
  ctx: Platform,
  query: { cursor?: string | undefined; limit: number },
): Paged<HeldItem> {
  const offset = offsetOf(query.cursor);
  const rows = page(await heldCommentRows(ctx.db, offset, query.limit), offset, query.limit);
  return { items: rows.items.map((row) => toHeld('comment', row)), nextCursor: rows.nextCursor };
}

/** What a community's keyword filter held (posts in it, comments on its posts), oldest first. */
export async function heldInCommunity(
  ctx: Platform,
  communityId: string,
  limit: number,
): Promise<HeldItem[]> {
  const [heldPostList, heldCommentList] = await Promise.all([
    heldPostRows(ctx.db, 0, limit - 1, communityId),
    heldCommentRows(ctx.db, 0, limit - 1, communityId),
  ]);
  return [
    ...heldPostList.map((row) => toHeld('post', row)),
    ...heldCommentList.map((row) => toHeld('comment', row)),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** A held post's community and why it is held; null when it is not held. */
export async function heldPostFacts(
  ctx: Platform,
  postId: string,
): Promise<{ communityId: string | null; reason: HoldReason | null } | null> {
  const row = await findPostAnyone(ctx.db, postId);
  return row && row.heldAt !== null
    ? { communityId: row.communityId, reason: reasonOf(row.holdReason) }
    : null;
}

/** A held comment as moderators see it; null when it is not held. */
export async function heldComment(
  ctx: Platform,
  commentId: string,
): Promise<{
  postId: string;
  authorId: string;
  body: string;
  communityId: string | null;
  reason: HoldReason | null;
} | null> {
  const row = await findHeldComment(ctx.db, commentId);
  return row ? { ...row, reason: reasonOf(row.holdReason) } : null;
}

/**
 * An admin approves a held post: everyone who may read it sees it from now on, and it goes out as
 * a new post does. Returns its author, or null when it was not held (approved already, or gone).
 */
export async function approveHeldPost(ctx: Platform, postId: string): Promise<string | null> {
  const authorId = await ctx.events.transaction(ctx.db, async (tx) => {
    const released = await releaseHeldPost(tx, postId);
    if (!released) return null;
    await publishPost(ctx, tx, { postId, ...released });
    return released.authorId;
  });
  if (authorId) ctx.events.emit('posts.access-changed', { postIds: [postId] });
  return authorId;
}

/**
 * An admin approves a held comment: it is counted, everyone who reads the post sees it, and the
 * post's author is told as of a new comment. Returns its writer, or null when it was not held.
 */
export async function approveHeldComment(ctx: Platform, commentId: string): Promise<string | null> {
  const released = await ctx.events.transaction(ctx.db, async (tx) => {
    const row = await releaseHeldComment(tx, commentId);
    if (!row) return null;
    const post = await findPostAnyone(tx, row.postId);
    if (post)
      await ctx.events.publish(tx, 'post.engaged', {
        kind: 'comment',
        postId: row.postId,
        authorId: post.authorId,
        actorId: row.authorId,
      });
    return row;
  });
  if (!released) return null;
  await announceCounts(ctx, released.postId);
  return released.authorId;
}
