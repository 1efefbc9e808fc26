import { and, desc, eq, sql } from 'drizzle-orm';
import { posts, postSaves } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { decodeCursor, isTimestampKey, timestampKey, toPage } from '../../platform/http/cursor';
import { postColumns, toPosts, visibleTo } from './posts.repository';
import type { PostPage } from './posts.service';

/** The posts I saved (private to me), most recently saved first; ones I may no longer see are left out. */
export async function savedPosts(
  db: Database,
  viewerId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<PostPage> {
  const cursor = decodeCursor(query.cursor);
  if (cursor && !isTimestampKey(cursor.key))
    throw badRequest('This page cursor is not valid. Start again from the first page.');
  const rows = await db
    .select({ ...postColumns, savedKey: timestampKey(postSaves.createdAt) })
    .from(postSaves)
    .innerJoin(posts, eq(posts.id, postSaves.postId))
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(
      and(
        eq(postSaves.userId, viewerId),
        visibleTo(viewerId),
        cursor
          ? sql`(${postSaves.createdAt}, ${postSaves.postId}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(postSaves.createdAt), desc(postSaves.postId))
    .limit(query.limit + 1);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.savedKey,
    id: row.id,
  }));
  return { items: await toPosts(db, viewerId, items), nextCursor };
}
