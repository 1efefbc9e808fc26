import type { Post } from '@aebro/shared/posts';
import type { Context } from '../../platform/context';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { toPosts } from './post-view';
import {
  authorPostRows,
  homeFeedRows,
  publicPostRows,
  savedPostRows,
  type PostRow,
} from './posts.repository';

export interface PostPage {
  items: Post[];
  nextCursor: string | null;
}

type PageQuery = { cursor?: string | undefined; limit: number };

async function page(ctx: Context, rows: PostRow[], limit: number): Promise<PostPage> {
  const { items, nextCursor } = toPage(rows, limit, (row) => ({ key: row.createdKey, id: row.id }));
  return { items: await toPosts(ctx.db, ctx.viewer.id, items), nextCursor };
}

/** My posts and those of people I follow, newest first. */
export async function homeFeed(ctx: Context, query: PageQuery): Promise<PostPage> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  return page(ctx, await homeFeedRows(ctx.db, ctx.viewer.id, cursor, query.limit), query.limit);
}

/** /posts: everyone's public posts (from public profiles), newest first. */
export async function publicPosts(ctx: Context, query: PageQuery): Promise<PostPage> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  return page(ctx, await publicPostRows(ctx.db, cursor, query.limit), query.limit);
}

/** Someone's posts that I may read, newest first. */
export async function postsBy(ctx: Context, authorId: string, query: PageQuery): Promise<PostPage> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await authorPostRows(ctx.db, ctx.viewer.id, authorId, cursor, query.limit);
  return page(ctx, rows, query.limit);
}

/** The posts I saved, most recently saved first. */
export async function savedPosts(ctx: Context, query: PageQuery): Promise<PostPage> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await savedPostRows(ctx.db, ctx.viewer.id, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.savedKey,
    id: row.id,
  }));
  return { items: await toPosts(ctx.db, ctx.viewer.id, items), nextCursor };
}
