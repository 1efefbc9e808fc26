import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { posts, postSaves } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import {
  postInCommunityListOf,
  postInPublicListOf,
  postReadableBy,
} from '../../db/read-rules/post-visibility';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import { matchesSearch } from '../../platform/db/search';
import type { Cursor } from '../../platform/http/cursor';
import { newestPage, postColumns, postsWithAuthors, type PostRow } from './posts.repository';

/** A community's posts, newest first, from its own index range (the caller checked access). */
export async function communityPostRows(
  db: Executor,
  viewerId: string,
  communityId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<PostRow[]> {
  return await newestPage(
    db,
    and(eq(posts.communityId, communityId), postInCommunityListOf(viewerId)),
    cursor,
    limit,
  );
}

/**
 * /posts: public posts of public profiles, newest first, from the partial index of public posts;
 * with a query, those whose text matches it however it is spelt (`posts.search_text` and its
 * trigram index, migration 0018).
 */
export async function publicPostRows(
  db: Executor,
  viewerId: string,
  cursor: Cursor | null,
  limit: number,
  query = '',
): Promise<PostRow[]> {
  return await newestPage(
    db,
    and(postInPublicListOf(viewerId), matchesSearch(posts.searchText, query)),
    cursor,
    limit,
  );
}

/** Those of these posts that anyone may read (public, of a public profile): boosted ones to show. */
export async function publicPostRowsByIds(
  db: Executor,
  viewerId: string,
  ids: readonly string[],
): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return await postsWithAuthors(db).where(
    and(inArray(posts.id, [...ids]), postInPublicListOf(viewerId)),
  );
}

/** An author's public posts, newest first (the posts they may boost). */
export async function authorPublicPostRows(
  db: Executor,
  authorId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<PostRow[]> {
  return await newestPage(
    db,
    and(eq(posts.authorId, authorId), eq(posts.audience, 'public')),
    cursor,
    limit,
  );
}

/** Someone's posts that the viewer may read, newest first. */
export async function authorPostRows(
  db: Executor,
  viewerId: string,
  authorId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<PostRow[]> {
  return await newestPage(
    db,
    and(eq(posts.authorId, authorId), postReadableBy(viewerId)),
    cursor,
    limit,
  );
}

/** The posts I saved (private to me), most recently saved first; ones I may no longer read are left out. */
export async function savedPostRows(
  db: Executor,
  viewerId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<Array<PostRow & { savedKey: string }>> {
  return await db
    .select({ ...postColumns, savedKey: timestampKey(postSaves.createdAt) })
    .from(postSaves)
    .innerJoin(posts, eq(posts.id, postSaves.postId))
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(
      and(
        eq(postSaves.userId, viewerId),
        postReadableBy(viewerId),
        cursor
          ? sql`(${postSaves.createdAt}, ${postSaves.postId}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(postSaves.createdAt), desc(postSaves.postId))
    .limit(limit + 1);
}
