import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Audience } from '@aebro/shared/posts';
import { communities, communityMembers } from '../../db/schema/communities';
import { postComments, postLikes, posts, postSaves, type StoredImage } from '../../db/schema/posts';
import { follows, profiles } from '../../db/schema/profiles';
import { inFeedOf, visibleTo } from '../../db/safety-filters';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import { matchesSearch } from '../../platform/db/search';
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
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  savesCount: posts.savesCount,
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
  likesCount: number;
  commentsCount: number;
  savesCount: number;
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

/** Whether the viewer may read the community a post was written in: public, or they are a member. */
function communityReadableBy(viewerId: string): SQL {
  return sql`exists (select 1 from ${communities} c where c.id = ${posts.communityId}
    and (c.privacy = 'public' or exists (select 1 from ${communityMembers} cm
      where cm.community_id = c.id and cm.user_id = ${viewerId})))`;
}

/**
 * The SQL form of posts.policy canReadPost (rows joined with their author's profile): a community
 * post for those who may read its community, and nobody else; otherwise my own, or from someone I
 * follow, or public from a public profile. Every list and lookup filters with it.
 */
function readableBy(viewerId: string): SQL {
  return sql`(case when ${posts.audience} = 'community' then ${communityReadableBy(viewerId)}
    else (${posts.authorId} = ${viewerId}
      or (${posts.audience} = 'public' and ${profiles.publicProfile})
      or exists (select 1 from ${follows} f where f.follower_id = ${viewerId} and f.following_id = ${posts.authorId}))
    end) and ${visibleTo(viewerId, posts.authorId)}`;
}

/** Posts with their authors' profiles: the head of every post list and lookup. */
function postsWithAuthors(db: Executor) {
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
async function newestPage(
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

export function before(cursor: Cursor | null): SQL | undefined {
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
    .where(and(eq(posts.id, postId), readableBy(viewerId)))
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
} | null> {
  const [row] = await db
    .select({
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

export async function updatePostRow(
  db: Executor,
  authorId: string,
  postId: string,
  changes: { body?: string | undefined; audience?: Audience | undefined },
): Promise<void> {
  await db
    .update(posts)
    .set({ ...changes, editedAt: sql`now()` })
    .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)));
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

/**
 * The home feed's candidates before the cursor, newest first: my posts and those of people I follow,
 * and the posts of my communities, as `(id, created_at)` rows. Each author's (and each community's)
 * newest posts come from their own index range (a lateral join with a limit per author or
 * community), so a page costs about the same at page 100 as at page 1. Community posts come only
 * through the communities I am in. `safety`: leave out those the viewer may not see (blocks, mutes,
 * bans); the precomputed timeline stores candidates without it and applies it when read.
 */
export function homeCandidates(
  viewerId: string,
  cursor: Cursor | null,
  limit: number,
  safety = true,
): SQL {
  const after = before(cursor);
  const newest = (where: SQL) => sql`
    select ${posts.id} as id, ${posts.createdAt} as created_at from ${posts}
    where ${where} ${after ? sql`and ${after}` : sql``}
    order by ${posts.createdAt} desc, ${posts.id} desc
    limit ${limit}`;
  // Blocks, mutes and bans depend on the author only: checked once per followed author, not once
  // per post read from their range (a community's posts have many authors: checked per post).
  return sql`
    select feed.id, feed.created_at from (
      select candidate.id, candidate.created_at from (
        select following.author_id from (
          select ${follows.followingId} as author_id from ${follows} where ${follows.followerId} = ${viewerId}
          union all select ${viewerId}
        ) as following
        ${safety ? sql`where ${inFeedOf(viewerId, sql`following.author_id`)}` : sql``}
      ) as authors
      cross join lateral (${newest(sql`${posts.authorId} = authors.author_id and ${posts.audience} <> 'community'`)}) as candidate
      union all
      select candidate.id, candidate.created_at from ${communityMembers} mine
      cross join lateral (${newest(sql`${posts.communityId} = mine.community_id ${safety ? sql`and ${inFeedOf(viewerId, posts.authorId)}` : sql``}`)}) as candidate
      where mine.user_id = ${viewerId}
    ) as feed
    order by feed.created_at desc, feed.id desc
    limit ${limit}`;
}

/** The home feed computed from the posts themselves (the pull query), newest first. */
export async function homeFeedRows(
  db: Executor,
  viewerId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<PostRow[]> {
  const candidates = await db.execute<{ id: string }>(homeCandidates(viewerId, cursor, limit + 1));
  return await postRowsByIds(
    db,
    candidates.rows.map((row) => row.id),
  );
}

/** These posts with their authors, newest first (whoever may read them: the caller checked). */
export async function postRowsByIds(db: Executor, ids: readonly string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return await postsWithAuthors(db)
    .where(inArray(posts.id, [...ids]))
    .orderBy(desc(posts.createdAt), desc(posts.id));
}

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
    and(eq(posts.communityId, communityId), inFeedOf(viewerId, posts.authorId)),
    cursor,
    limit,
  );
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
    and(
      eq(posts.audience, 'public'),
      eq(profiles.publicProfile, true),
      inFeedOf(viewerId, posts.authorId),
      matchesSearch(posts.searchText, query),
    ),
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
    and(
      inArray(posts.id, [...ids]),
      eq(posts.audience, 'public'),
      eq(profiles.publicProfile, true),
      inFeedOf(viewerId, posts.authorId),
    ),
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
    and(eq(posts.authorId, authorId), readableBy(viewerId)),
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
        readableBy(viewerId),
        cursor
          ? sql`(${postSaves.createdAt}, ${postSaves.postId}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(postSaves.createdAt), desc(postSaves.postId))
    .limit(limit + 1);
}

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

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  body: postComments.body,
  createdAt: postComments.createdAt,
  createdKey: timestampKey(postComments.createdAt),
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
  authorId: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  accountType: 'community' | 'business';
  businessName: string | null;
  businessCategory: string | null;
  isVerified: boolean;
}

/** Comments of a post, oldest first, keyset-paginated on (created at, id). */
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

/** Adds a comment and counts it (in the caller's transaction). */
export async function insertComment(
  db: Executor,
  row: { postId: string; authorId: string; body: string },
): Promise<string> {
  const [created] = await db.insert(postComments).values(row).returning({ id: postComments.id });
  if (!created) throw new Error('comment insert returned nothing');
  await db
    .update(posts)
    .set({ commentsCount: sql`${posts.commentsCount} + 1` })
    .where(eq(posts.id, row.postId));
  return created.id;
}

/** Deletes a comment and uncounts it (in the caller's transaction). */
export async function deleteCommentRow(
  db: Executor,
  commentId: string,
  postId: string,
): Promise<void> {
  const removed = await db
    .delete(postComments)
    .where(eq(postComments.id, commentId))
    .returning({ id: postComments.id });
  if (removed.length > 0)
    await db
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
      .where(eq(posts.id, postId));
}
