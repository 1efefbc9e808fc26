import { and, asc, eq, sql } from 'drizzle-orm';
import { postComments, posts } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import { notMutedWordsFor, visibleTo } from '../../db/safety-filters';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  body: postComments.body,
  createdAt: postComments.createdAt,
  createdKey: timestampKey(postComments.createdAt),
  editedAt: postComments.editedAt,
  heldAt: postComments.heldAt,
  authorId: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  accountType: profiles.accountType,
  businessName: profiles.businessName,
  businessCategory: profiles.businessCategory,
  isVerified: profiles.isVerified,
};

export interface CommentRow {
  id: string;
  postId: string;
  body: string;
  createdAt: Date;
  createdKey: string;
  editedAt: Date | null;
  /** Held for review (issue 37): its writer alone sees it. */
  heldAt: Date | null;
  authorId: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  accountType: 'community' | 'business';
  businessName: string | null;
  businessCategory: string | null;
  isVerified: boolean;
}

/** Comments of a post, oldest first, keyset-paginated on (created at, id); none holding a muted word. */
export async function commentRows(
  db: Executor,
  viewerId: string,
  postId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<CommentRow[]> {
  return await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(profiles, eq(profiles.id, postComments.authorId))
    .where(
      and(
        eq(postComments.postId, postId),
        visibleTo(viewerId, postComments.authorId),
        commentNotHeldFrom(viewerId),
        notMutedWordsFor(viewerId, postComments.searchText),
        cursor
          ? sql`(${postComments.createdAt}, ${postComments.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(limit + 1);
}

export async function findComment(db: Executor, commentId: string): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(profiles, eq(profiles.id, postComments.authorId))
    .where(eq(postComments.id, commentId))
    .limit(1);
  return row ?? null;
}

/**
 * A comment the viewer may see on a post they may read: its writer is visible to them (not
 * blocked either way, not banned), as in commentRows; the caller checks the post.
 */
export async function findVisibleComment(
  db: Executor,
  viewerId: string,
  commentId: string,
): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(profiles, eq(profiles.id, postComments.authorId))
    .where(
      and(
        eq(postComments.id, commentId),
        visibleTo(viewerId, postComments.authorId),
        commentNotHeldFrom(viewerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A comment held for review (issue 37) is seen by its writer alone. */
function commentNotHeldFrom(viewerId: string) {
  return sql`(${postComments.heldAt} is null or ${postComments.authorId} = ${viewerId})`;
}

/** Adds a comment and counts it unless it is held (in the caller's transaction). */
export async function insertComment(
  db: Executor,
  row: { postId: string; authorId: string; body: string; holdReason: string | null },
): Promise<string> {
  const [created] = await db
    .insert(postComments)
    .values({ ...row, heldAt: row.holdReason === null ? null : new Date() })
    .returning({ id: postComments.id });
  if (!created) throw new Error('comment insert returned nothing');
  if (row.holdReason === null) await countComment(db, row.postId, 1);
  return created.id;
}

/** Moves a post's count of comments (a held comment counts once approved). */
export async function countComment(db: Executor, postId: string, by: 1 | -1): Promise<void> {
  await db
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} + ${by}, 0)` })
    .where(eq(posts.id, postId));
}

/** Deletes a comment and uncounts it (a held one was never counted), in the caller's transaction. */
export async function deleteCommentRow(
  db: Executor,
  commentId: string,
  postId: string,
): Promise<void> {
  const removed = await db
    .delete(postComments)
    .where(eq(postComments.id, commentId))
    .returning({ heldAt: postComments.heldAt });
  if (removed[0] && removed[0].heldAt === null) await countComment(db, postId, -1);
}
