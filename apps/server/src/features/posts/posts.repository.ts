import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Audience } from '@aebro/shared/posts';
import { postPolls } from '../../db/schema/polls';
import { postLikes, posts, postSaves, type StoredImage } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import { postReadableBy } from '../../db/read-rules/post-visibility';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { KeyParams, Param } from '../../platform/db/prepared';
import type { Cursor } from '../../platform/http/cursor';

/** The columns a post needs, with its author's. */
export const postColumns = {
  id: posts.id,
  body: posts.body,
  images: posts.images,
  audience: posts.audience,
  communityId: posts.communityId,
  createdAt: posts.createdAt,
  createdKey: timestampKey(posts.createdAt),
  editedAt: posts.editedAt,
  heldAt: posts.heldAt,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  savesCount: posts.savesCount,
  commentsLocked: posts.commentsLocked,
  authorId: profiles.id,
  authorUsername: profiles.username,
  authorFullName: profiles.fullName,
  authorAvatarUrl: profiles.avatarUrl,
  authorAccountType: profiles.accountType,
  authorBusinessName: profiles.businessName,
  authorBusinessCategory: profiles.businessCategory,
  authorIsVerified: profiles.isVerified,
  authorPublicProfile: profiles.publicProfile,
  allowComments: profiles.allowCommentsOnPosts,
  allowLikes: profiles.allowLikesOnPosts,
  allowSaves: profiles.allowSavesOnPosts,
};

export interface PostRow {
  id: string;
  body: string;
  images: StoredImage[];
  audience: Audience;
  communityId: string | null;
  createdAt: Date;
  createdKey: string;
  editedAt: Date | null;
  heldAt: Date | null;
  likesCount: number;
  commentsCount: number;
  savesCount: number;
  commentsLocked: boolean;
  authorId: string;
  authorUsername: string;
  authorFullName: string | null;
  authorAvatarUrl: string | null;
  authorAccountType: 'community' | 'business';
  authorBusinessName: string | null;
  authorBusinessCategory: string | null;
  authorIsVerified: boolean;
  authorPublicProfile: boolean;
  allowComments: boolean;
  allowLikes: boolean;
  allowSaves: boolean;
}

/** A post row with the viewer's likes and saves and whether it carries a poll, read with it. */
export type MarkedPostRow = PostRow & { liked: boolean; saved: boolean; hasPoll: boolean };

/**
 * A post's columns with its author's, the viewer's like and save, and whether it has a poll: what
 * the API shows of a post in the row itself, so that a page (or one post) needs no query per mark,
 * and a page without polls none for polls (post-view.ts).
 */
export function markedPostColumns(viewerId: Param) {
  return {
    ...postColumns,
    // Scalar subqueries, each one probe of a primary key per row. Written as EXISTS, PostgreSQL
    // may choose to hash all of the viewer's likes (or every poll) first, and in the feed's
    // generic plan it did: 0.58 ms of the page's 0.82 (bench/README.md, "the plan PostgreSQL chose").
    liked: sql<boolean>`coalesce((select true from ${postLikes} ml
      where ml.post_id = ${posts.id} and ml.user_id = ${viewerId}), false)`,
    saved: sql<boolean>`coalesce((select true from ${postSaves} ms
      where ms.post_id = ${posts.id} and ms.user_id = ${viewerId}), false)`,
    hasPoll: sql<boolean>`coalesce((select true from ${postPolls} mp where mp.post_id = ${posts.id}), false)`,
  };
}

/** Posts with their authors' profiles: the head of every post list and lookup. */
export function postsWithAuthors(db: Executor) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .$dynamic();
}

/**
 * A page of the posts that match, before the cursor, newest first; the one more than `limit` tells
 * whether there is a next page.
 */
export async function newestPage(
  db: Executor,
  where: SQL | undefined,
  cursor: Cursor | null,
  limit: number,
): Promise<PostRow[]> {
  return await postsWithAuthors(db)
    .where(and(where, before(cursor)))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit + 1);
}

export function before(cursor: KeyParams | null): SQL | undefined {
  return cursor
    ? sql`(${posts.createdAt}, ${posts.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

/** A post the viewer may read, with its author; null when it is missing or not readable. */
export async function findReadablePost(
  db: Executor,
  viewerId: string,
  postId: string,
): Promise<PostRow | null> {
  const [row] = await postsWithAuthors(db)
    .where(and(eq(posts.id, postId), postReadableBy(viewerId)))
    .limit(1);
  return row ?? null;
}

/** As findReadablePost, with the viewer's marks (markedPostColumns): one statement for a post's view. */
export async function findReadableMarkedPost(
  db: Executor,
  viewerId: string,
  postId: string,
): Promise<MarkedPostRow | null> {
  const [row] = await db
    .select(markedPostColumns(viewerId))
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(and(eq(posts.id, postId), postReadableBy(viewerId)))
    .limit(1);
  return row ?? null;
}

/** A post whoever may read it (moderation only: reports and their removal). */
export async function findPostAnyone(
  db: Executor,
  postId: string,
): Promise<{
  authorId: string;
  body: string;
  images: StoredImage[];
  communityId: string | null;
  createdKey: string;
  heldAt: Date | null;
  holdReason: string | null;
} | null> {
  const [row] = await db
    .select({
      heldAt: posts.heldAt,
      holdReason: posts.holdReason,
      authorId: posts.authorId,
      body: posts.body,
      images: posts.images,
      communityId: posts.communityId,
      createdKey: timestampKey(posts.createdAt),
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  return row ?? null;
}

/** Creates a post and counts it on the author's profile (in the caller's transaction). */
export async function insertPost(
  db: Executor,
  row: {
    authorId: string;
    body: string;
    images: StoredImage[];
    audience: Audience;
    communityId: string | null;
    /** Held for review (issue 37): only its author sees it until an admin approves it. */
    heldAt?: Date | null;
    holdReason?: string | null;
  },
): Promise<string> {
  const [created] = await db.insert(posts).values(row).returning({ id: posts.id });
  if (!created) throw new Error('post insert returned nothing');
  await db
    .update(profiles)
    .set({ postsCount: sql`${profiles.postsCount} + 1` })
    .where(eq(profiles.id, row.authorId));
  return created.id;
}

/** Deletes an author's post and uncounts it (in the caller's transaction). */
export async function deletePostRow(db: Executor, authorId: string, postId: string): Promise<void> {
  const removed = await db
    .delete(posts)
    .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)))
    .returning({ id: posts.id });
  if (removed.length > 0)
    await db
      .update(profiles)
      .set({ postsCount: sql`greatest(${profiles.postsCount} - 1, 0)` })
      .where(eq(profiles.id, authorId));
}

export async function postIdsOf(db: Executor, authorId: string): Promise<string[]> {
  const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, authorId));
  return rows.map((row) => row.id);
}

/** These posts with their authors, newest first (whoever may read them: the caller checked). */
export async function postRowsByIds(db: Executor, ids: readonly string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return await postsWithAuthors(db)
    .where(inArray(posts.id, [...ids]))
    .orderBy(desc(posts.createdAt), desc(posts.id));
}

/** Counts each author's posts again (after a community and its posts were deleted). */
export async function recountPostsOf(db: Executor, authorIds: readonly string[]): Promise<void> {
  if (authorIds.length === 0) return;
  await db
    .update(profiles)
    .set({
      postsCount: sql`(select count(*)::int from ${posts} p where p.author_id = ${profiles.id})`,
    })
    .where(inArray(profiles.id, [...authorIds]));
}

/** Issue 37 (slow mode): when the author last posted in the community, or null. */
export async function lastCommunityPostAt(
  db: Executor,
  authorId: string,
  communityId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: posts.createdAt })
    .from(posts)
    .where(and(eq(posts.communityId, communityId), eq(posts.authorId, authorId)))
    .orderBy(desc(posts.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Issue 37: locks or unlocks a post's comments. */
export async function setCommentsLocked(
  db: Executor,
  postId: string,
  locked: boolean,
): Promise<void> {
  await db.update(posts).set({ commentsLocked: locked }).where(eq(posts.id, postId));
}
