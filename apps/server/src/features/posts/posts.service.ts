import type { CreatePost, Post, UpdatePost } from '@aebro/shared/posts';
import { createPostSchema, updatePostSchema } from '@aebro/shared/posts';
import type { Context } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { claimImages } from '../media/media.service';
import { toPosts } from './post-view';
import { canChangePost } from './posts.policy';
import {
  authorPublicPostRows,
  deletePostRow,
  findReadablePost,
  insertPost,
  updatePostRow,
  type PostRow,
} from './posts.repository';
import './posts.events';

const missing = 'This post does not exist or is not visible to you.';

/** A post the viewer may read (see posts.policy canReadPost); anything else does not exist for them. */
export async function readablePost(ctx: Context, postId: string): Promise<PostRow> {
  const row = await findReadablePost(ctx.db, ctx.viewer.id, postId);
  if (!row) throw notFound(missing);
  return row;
}

export async function createPost(ctx: Context, input: CreatePost): Promise<Post> {
  const value = createPostSchema.parse(input);
  const images = await claimImages(ctx, value.imageKeys);
  const id = await ctx.db.transaction((tx) =>
    insertPost(tx, {
      authorId: ctx.viewer.id,
      body: value.body,
      images,
      audience: value.audience,
    }),
  );
  ctx.events.emit('post.created', {
    postId: id,
    authorId: ctx.viewer.id,
    audience: value.audience,
  });
  return getPost(ctx, id);
}

export async function getPost(ctx: Context, postId: string): Promise<Post> {
  const [post] = await toPosts(ctx.db, ctx.viewer.id, [await readablePost(ctx, postId)]);
  if (!post) throw notFound(missing);
  return post;
}

async function requireOwnPost(ctx: Context, postId: string): Promise<PostRow> {
  const row = await readablePost(ctx, postId);
  if (!canChangePost(ctx.viewer, row)) throw forbidden('Only the author can change this post.');
  return row;
}

export async function updatePost(ctx: Context, postId: string, input: UpdatePost): Promise<Post> {
  const value = updatePostSchema.parse(input);
  const before = await requireOwnPost(ctx, postId);
  await updatePostRow(ctx.db, ctx.viewer.id, postId, value);
  // Narrowing the audience must take the post from sockets that may no longer read it.
  if (value.audience && value.audience !== before.audience)
    ctx.events.emit('posts.access-changed', { postIds: [postId] });
  return getPost(ctx, postId);
}

export async function deletePost(ctx: Context, postId: string): Promise<void> {
  await requireOwnPost(ctx, postId);
  await ctx.db.transaction((tx) => deletePostRow(tx, ctx.viewer.id, postId));
  ctx.events.emit('posts.access-changed', { postIds: [postId] });
}

/** My public posts, newest first (for the boost page). */
export async function myPublicPosts(
  ctx: Context,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: Post[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await authorPublicPostRows(ctx.db, ctx.viewer.id, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.createdKey,
    id: row.id,
  }));
  return { items: await toPosts(ctx.db, ctx.viewer.id, items), nextCursor };
}
