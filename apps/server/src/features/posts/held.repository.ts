import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { postComments, posts } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import type { Audience } from '@aebro/shared/posts';
import type { Executor } from '../../platform/db/client';
import { countComment } from './comments.repository';

/*
 * Issue 37: posts and comments held for review. A held post reaches nobody but its author until it
 * is released; a held comment is not counted on its post until it is approved.
 */

/**
 * What is held, or for a community's admins only what their own filter held in it (the site's
 * reasons are the site admins'). A comment's community is its post's.
 */
function heldFor(heldAt: AnyColumn, holdReason: AnyColumn, communityId: string | null) {
  return and(
    sql`${heldAt} is not null`,
    communityId
      ? and(eq(posts.communityId, communityId), eq(holdReason, 'community_word'))
      : undefined,
  );
}

/** Comments held for review, oldest first: the site's queue or one community's (one row more). */
export async function heldCommentRows(
  db: Executor,
  offset: number,
  limit: number,
  communityId: string | null = null,
) {
  return await db
    .select({
      id: postComments.id,
      postId: postComments.postId,
      body: postComments.body,
      createdAt: postComments.createdAt,
      holdReason: postComments.holdReason,
      authorId: profiles.id,
      authorUsername: profiles.username,
      authorFullName: profiles.fullName,
    })
    .from(postComments)
    .innerJoin(profiles, eq(profiles.id, postComments.authorId))
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(heldFor(postComments.heldAt, postComments.holdReason, communityId))
    .orderBy(postComments.heldAt, postComments.id)
    .offset(offset)
    .limit(limit + 1);
}

/** A held comment's post and community, for checking who may decide it; null when not held. */
export async function findHeldComment(
  db: Executor,
  commentId: string,
): Promise<{
  postId: string;
  authorId: string;
  body: string;
  communityId: string | null;
  holdReason: string | null;
} | null> {
  const [row] = await db
    .select({
      postId: postComments.postId,
      authorId: postComments.authorId,
      body: postComments.body,
      communityId: posts.communityId,
      holdReason: postComments.holdReason,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(and(eq(postComments.id, commentId), sql`${postComments.heldAt} is not null`))
    .limit(1);
  return row ?? null;
}

/** Releases a held comment and counts it (caller's transaction); null when it was not held. */
export async function releaseHeldComment(
  db: Executor,
  commentId: string,
): Promise<{ postId: string; authorId: string } | null> {
  const [row] = await db
    .update(postComments)
    .set({ heldAt: null, holdReason: null })
    .where(and(eq(postComments.id, commentId), sql`${postComments.heldAt} is not null`))
    .returning({ postId: postComments.postId, authorId: postComments.authorId });
  if (row) await countComment(db, row.postId, 1);
  return row ?? null;
}

/** Holds a published comment after an edit (caller's transaction): it leaves the post's count. */
export async function holdComment(
  db: Executor,
  commentId: string,
  postId: string,
  reason: string,
): Promise<void> {
  const held = await db
    .update(postComments)
    .set({ heldAt: new Date(), holdReason: reason })
    .where(and(eq(postComments.id, commentId), sql`${postComments.heldAt} is null`))
    .returning({ id: postComments.id });
  if (held.length > 0) await countComment(db, postId, -1);
}

/**
 * Posts held for review (issue 37), oldest first: the admins' queue, or one community's (one row
 * more for a next page).
 */
export async function heldPostRows(
  db: Executor,
  offset: number,
  limit: number,
  communityId: string | null = null,
) {
  return await db
    .select({
      id: posts.id,
      body: posts.body,
      createdAt: posts.createdAt,
      heldAt: posts.heldAt,
      holdReason: posts.holdReason,
      authorId: profiles.id,
      authorUsername: profiles.username,
      authorFullName: profiles.fullName,
    })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(heldFor(posts.heldAt, posts.holdReason, communityId))
    .orderBy(posts.heldAt, posts.id)
    .offset(offset)
    .limit(limit + 1);
}

/** Releases a held post (in the caller's transaction); null when it was not held (or is gone). */
export async function releaseHeldPost(
  db: Executor,
  postId: string,
): Promise<{ authorId: string; audience: Audience; communityId: string | null } | null> {
  const [row] = await db
    .update(posts)
    .set({ heldAt: null, holdReason: null })
    .where(and(eq(posts.id, postId), sql`${posts.heldAt} is not null`))
    .returning({
      authorId: posts.authorId,
      audience: posts.audience,
      communityId: posts.communityId,
    });
  return row ?? null;
}

/** Holds a post for review (issue 37): only its author sees it until an admin approves it. */
export async function holdPost(db: Executor, postId: string, reason: string): Promise<void> {
  await db
    .update(posts)
    .set({ heldAt: new Date(), holdReason: reason })
    .where(eq(posts.id, postId));
}
