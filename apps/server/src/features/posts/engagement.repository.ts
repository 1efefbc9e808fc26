import { and, eq, inArray, sql } from 'drizzle-orm';
import { postLikes, posts, postSaves } from '../../db/schema/posts';
import type { Executor } from '../../platform/db/client';

/** Which of these posts the viewer liked and saved. */
export async function viewerMarks(
  db: Executor,
  viewerId: string,
  ids: readonly string[],
): Promise<{ liked: Set<string>; saved: Set<string> }> {
  if (ids.length === 0) return { liked: new Set(), saved: new Set() };
  const [liked, saved] = await Promise.all([
    db
      .select({ id: postLikes.postId })
      .from(postLikes)
      .where(and(eq(postLikes.userId, viewerId), inArray(postLikes.postId, [...ids]))),
    db
      .select({ id: postSaves.postId })
      .from(postSaves)
      .where(and(eq(postSaves.userId, viewerId), inArray(postSaves.postId, [...ids]))),
  ]);
  return {
    liked: new Set(liked.map((row) => row.id)),
    saved: new Set(saved.map((row) => row.id)),
  };
}

export type MarkKind = 'like' | 'save';
const markTables = { like: postLikes, save: postSaves } as const;

/**
 * Likes or saves (on), or takes it back (off), moving the counter in the same transaction only when
 * a row really changed, so counts stay exact under concurrent toggles. True when something changed.
 */
export async function setMark(
  db: Executor,
  kind: MarkKind,
  viewerId: string,
  postId: string,
  on: boolean,
): Promise<boolean> {
  const table = markTables[kind];
  const rows = on
    ? await db
        .insert(table)
        .values({ postId, userId: viewerId })
        .onConflictDoNothing()
        .returning({ at: table.createdAt })
    : await db
        .delete(table)
        .where(and(eq(table.postId, postId), eq(table.userId, viewerId)))
        .returning({ at: table.createdAt });
  if (rows.length === 0) return false;
  const counter = kind === 'like' ? posts.likesCount : posts.savesCount;
  await db
    .update(posts)
    .set({ [kind === 'like' ? 'likesCount' : 'savesCount']: sql`${counter} + ${on ? 1 : -1}` })
    .where(eq(posts.id, postId));
  return true;
}

export async function countsOf(
  db: Executor,
  postId: string,
): Promise<{ likes: number; comments: number; saves: number }> {
  const [row] = await db
    .select({ likes: posts.likesCount, comments: posts.commentsCount, saves: posts.savesCount })
    .from(posts)
    .where(eq(posts.id, postId));
  return row ?? { likes: 0, comments: 0, saves: 0 };
}
