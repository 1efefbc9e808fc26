import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Audience } from '@aebro/shared/posts';
import { postComments, postCommentVersions, posts, postVersions } from '../../db/schema/posts';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';

/*
 * Edit history (issue 36). An edit locks the row, keeps what it replaces as a version and changes
 * the row, all in the caller's transaction: two edits at once each keep the text the other wrote.
 * Whether the reader may see the history is decided by the caller, with the post's read rule.
 */

/**
 * When an edit happens: the clock once the row is locked, not `now()` (the transaction's start). Of
 * two edits at once, the one that waited for the lock may have started first; stamped with its
 * start, its version sorted before the one it replaced and the history lost its order.
 */
const lockedAt = sql`clock_timestamp()`;

export interface VersionRow {
  id: string;
  body: string;
  audience?: Audience;
  writtenAt: Date;
  replacedKey: string;
}

/**
 * Keeps the author's post as it reads now and writes the change; false when nothing changes (the
 * same text and audience) or the post is not theirs.
 */
export async function editPostRow(
  tx: Executor,
  authorId: string,
  postId: string,
  changes: { body?: string | undefined; audience?: Audience | undefined },
): Promise<boolean> {
  const [now] = await tx
    .select({
      body: posts.body,
      audience: posts.audience,
      writtenAt: sql<Date>`coalesce(${posts.editedAt}, ${posts.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)))
    .for('update');
  if (!now) return false;
  const body = changes.body ?? now.body;
  const audience = changes.audience ?? now.audience;
  if (body === now.body && audience === now.audience) return false;
  await tx
    .insert(postVersions)
    .values({ postId, editorId: authorId, ...now, replacedAt: lockedAt });
  await tx.update(posts).set({ body, audience, editedAt: lockedAt }).where(eq(posts.id, postId));
  return true;
}

/** As editPostRow, for a comment by its writer. */
export async function editCommentRow(
  tx: Executor,
  authorId: string,
  commentId: string,
  body: string,
): Promise<boolean> {
  const [now] = await tx
    .select({
      body: postComments.body,
      writtenAt: sql<Date>`coalesce(${postComments.editedAt}, ${postComments.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(postComments)
    .where(and(eq(postComments.id, commentId), eq(postComments.authorId, authorId)))
    .for('update');
  if (!now || now.body === body) return false;
  await tx
    .insert(postCommentVersions)
    .values({ commentId, editorId: authorId, ...now, replacedAt: lockedAt });
  await tx
    .update(postComments)
    .set({ body, editedAt: lockedAt })
    .where(eq(postComments.id, commentId));
  return true;
}

function olderThan(
  replacedAt: typeof postVersions.replacedAt | typeof postCommentVersions.replacedAt,
  id: typeof postVersions.id | typeof postCommentVersions.id,
  cursor: Cursor | null,
) {
  return cursor
    ? sql`(${replacedAt}, ${id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

/** A post's earlier versions, newest first; one more than `limit` tells there is a next page. */
export async function postVersionRows(
  db: Executor,
  postId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<VersionRow[]> {
  return await db
    .select({
      id: postVersions.id,
      body: postVersions.body,
      audience: postVersions.audience,
      writtenAt: postVersions.writtenAt,
      replacedKey: timestampKey(postVersions.replacedAt),
    })
    .from(postVersions)
    .where(
      and(
        eq(postVersions.postId, postId),
        olderThan(postVersions.replacedAt, postVersions.id, cursor),
      ),
    )
    .orderBy(desc(postVersions.replacedAt), desc(postVersions.id))
    .limit(limit + 1);
}

/** A comment's earlier versions, newest first (as postVersionRows). */
export async function commentVersionRows(
  db: Executor,
  commentId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<VersionRow[]> {
  return await db
    .select({
      id: postCommentVersions.id,
      body: postCommentVersions.body,
      writtenAt: postCommentVersions.writtenAt,
      replacedKey: timestampKey(postCommentVersions.replacedAt),
    })
    .from(postCommentVersions)
    .where(
      and(
        eq(postCommentVersions.commentId, commentId),
        olderThan(postCommentVersions.replacedAt, postCommentVersions.id, cursor),
      ),
    )
    .orderBy(desc(postCommentVersions.replacedAt), desc(postCommentVersions.id))
    .limit(limit + 1);
}

/** Who commented on the post, its author aside (each one's right to read it is checked apart). */
export async function commenterIdsOf(db: Executor, postId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: postComments.authorId })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(and(eq(postComments.postId, postId), ne(postComments.authorId, posts.authorId)));
  return rows.map((row) => row.id);
}
