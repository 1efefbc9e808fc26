import { and, eq, sql } from 'drizzle-orm';
import { postComments, posts } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db/client';
import { countComment } from './comments.repository';

/*
 * Issue 37: comments held for review. Held posts are in posts.repository (heldPostRows, holdPost,
 * releaseHeldPost); a held comment is not counted on its post until it is approved.
 */

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
    .where(
      and(
        sql`${postComments.heldAt} is not null`,
        communityId
          ? and(eq(posts.communityId, communityId), eq(postComments.holdReason, 'community_word'))
          : undefined,
      ),
    )
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
