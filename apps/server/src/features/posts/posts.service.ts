import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CreatePost, Post, UpdatePost } from '@aebro/shared/posts';
import { createPostSchema, updatePostSchema } from '@aebro/shared/posts';
import { posts, uploads } from '../../db/schema/posts';
import { follows, profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db/client';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { decodeCursor, isTimestampKey, toPage } from '../../platform/http/cursor';
import { findVisiblePost, postColumns, toPosts, visibleTo, type PostRow } from './posts.repository';

export interface PostPage {
  items: Post[];
  nextCursor: string | null;
}

function cursorCondition(cursor: string | undefined) {
  const parsed = decodeCursor(cursor);
  if (!parsed) return undefined;
  if (!isTimestampKey(parsed.key))
    throw badRequest('This page cursor is not valid. Start again from the first page.');
  return sql`(${posts.createdAt}, ${posts.id}) < (${parsed.key}::timestamptz, ${parsed.id}::uuid)`;
}

async function page(
  db: Database,
  viewerId: string,
  rows: PostRow[],
  limit: number,
): Promise<PostPage> {
  const { items, nextCursor } = toPage(rows, limit, (row) => ({ key: row.createdKey, id: row.id }));
  return { items: await toPosts(db, viewerId, items), nextCursor };
}

export async function createPost(
  db: Database,
  events: EventBus,
  authorId: string,
  input: CreatePost,
): Promise<Post> {
  const value = createPostSchema.parse(input);
  const keys = [...new Set(value.imageKeys)];
  const owned = keys.length
    ? await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.ownerId, authorId), inArray(uploads.key, keys)))
    : [];
  // A key that is not one of my uploads (someone else's, or made up) is refused.
  if (owned.length !== keys.length)
    throw badRequest('One of the photos is not yours or no longer exists. Upload it again.');
  const byKey = new Map(owned.map((upload) => [upload.key, upload]));
  const images = keys.map((key) => {
    const upload = byKey.get(key);
    if (!upload)
      throw badRequest('One of the photos is not yours or no longer exists. Upload it again.');
    return { key, url: upload.url, width: upload.width, height: upload.height };
  });
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(posts)
      .values({ authorId, body: value.body, images, audience: value.audience })
      .returning({ id: posts.id });
    if (!created) throw new Error('post insert returned nothing');
    await tx
      .update(profiles)
      .set({ postsCount: sql`${profiles.postsCount} + 1` })
      .where(eq(profiles.id, authorId));
    return created.id;
  });
  events.emit('post.created', { postId: id, authorId, audience: value.audience });
  return getPost(db, authorId, id);
}

export async function getPost(db: Database, viewerId: string, postId: string): Promise<Post> {
  const row = await findVisiblePost(db, viewerId, postId);
  // A followers-only post of a stranger, or a deleted one, does not exist for this viewer.
  if (!row) throw notFound('This post does not exist or is not visible to you.');
  const [post] = await toPosts(db, viewerId, [row]);
  if (!post) throw notFound('This post does not exist or is not visible to you.');
  return post;
}

async function requireOwnPost(db: Database, viewerId: string, postId: string): Promise<void> {
  const row = await findVisiblePost(db, viewerId, postId);
  if (!row) throw notFound('This post does not exist or is not visible to you.');
  if (row.authorId !== viewerId) throw forbidden('Only the author can change this post.');
}

export async function updatePost(
  db: Database,
  viewerId: string,
  postId: string,
  input: UpdatePost,
): Promise<Post> {
  const value = updatePostSchema.parse(input);
  await requireOwnPost(db, viewerId, postId);
  await db
    .update(posts)
    .set({ ...value, editedAt: sql`now()` })
    .where(and(eq(posts.id, postId), eq(posts.authorId, viewerId)));
  return getPost(db, viewerId, postId);
}

export async function deletePost(db: Database, viewerId: string, postId: string): Promise<void> {
  await requireOwnPost(db, viewerId, postId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(posts)
      .where(and(eq(posts.id, postId), eq(posts.authorId, viewerId)))
      .returning({ id: posts.id });
    if (removed.length > 0)
      await tx
        .update(profiles)
        .set({ postsCount: sql`greatest(${profiles.postsCount} - 1, 0)` })
        .where(eq(profiles.id, viewerId));
  });
}

/**
 * The home feed: my posts and those of people I follow, newest first. Each author's newest posts
 * before the cursor come from their own index range (a lateral join with a limit per author), so a
 * page costs about the same at page 100 as at page 1.
 */
export async function homeFeed(
  db: Database,
  viewerId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<PostPage> {
  const after = cursorCondition(query.cursor);
  const perAuthor = query.limit + 1;
  const candidates = await db.execute<{ id: string }>(sql`
    select candidate.id from (
      select ${follows.followingId} as author_id from ${follows} where ${follows.followerId} = ${viewerId}
      union all select ${viewerId}
    ) as authors
    cross join lateral (
      select ${posts.id} as id, ${posts.createdAt} as created_at from ${posts}
      where ${posts.authorId} = authors.author_id ${after ? sql`and ${after}` : sql``}
      order by ${posts.createdAt} desc, ${posts.id} desc
      limit ${perAuthor}
    ) as candidate
    order by candidate.created_at desc, candidate.id desc
    limit ${perAuthor}`);
  const ids = candidates.rows.map((row) => row.id);
  if (ids.length === 0) return { items: [], nextCursor: null };
  const rows = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(inArray(posts.id, ids))
    .orderBy(desc(posts.createdAt), desc(posts.id));
  return page(db, viewerId, rows, query.limit);
}

/** /posts: everyone's public posts, newest first, from the partial index of public posts. */
export async function publicPosts(
  db: Database,
  viewerId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<PostPage> {
  const after = cursorCondition(query.cursor);
  const rows = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(and(eq(posts.audience, 'public'), after))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(query.limit + 1);
  return page(db, viewerId, rows, query.limit);
}

/** Someone's posts that I may see, newest first. */
export async function postsBy(
  db: Database,
  viewerId: string,
  authorId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<PostPage> {
  const after = cursorCondition(query.cursor);
  const rows = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(and(eq(posts.authorId, authorId), visibleTo(viewerId), after))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(query.limit + 1);
  return page(db, viewerId, rows, query.limit);
}
