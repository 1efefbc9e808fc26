import type { Post } from '@aebro/shared/posts';
import type { Context } from '../../platform/context';
import { readDb } from '../../platform/db/read-routing';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { readableCommunity } from '../communities/communities.service';
import { boostSlots, interleave } from './boost-placement';
import { feedBoosts } from './feed-boosts';
import { toPosts } from './post-view';
import { homeTimeline } from './timeline.service';
import {
  authorPostRows,
  authorPublicPostRows,
  communityPostRows,
  publicPostRowsByIds,
  publicPostRows,
  savedPostRows,
} from './post-lists.repository';
import { homeFeedRows } from './home-feed.repository';
import type { PostRow } from './posts.repository';

export interface PostPage {
  items: Post[];
  nextCursor: string | null;
}

type PageQuery = { cursor?: string | undefined; limit: number };

async function page(ctx: Context, rows: PostRow[], limit: number): Promise<PostPage> {
  const { items, nextCursor } = toPage(rows, limit, (row) => ({ key: row.createdKey, id: row.id }));
  return { items: await toPosts(ctx, ctx.viewer.id, items), nextCursor };
}

/**
 * Boosted posts for a viewer who does not follow their authors (the payments area decides which):
 * those already in the page are marked, and others are placed between the page's posts at a
 * bounded rate, never twice in a page. The cursor stays that of the page's own posts.
 */
async function withBoosts(ctx: Context, feed: PostPage): Promise<PostPage> {
  const ids = feed.items.map((post) => post.id);
  const slots = boostSlots(feed.items.length);
  const boosts = feedBoosts();
  const plan = await boosts.forFeed(ctx, ids, slots);
  const rows = await publicPostRowsByIds(
    ctx.db,
    ctx.viewer.id,
    plan.extra.map((boost) => boost.postId),
  );
  const readable = new Set(rows.map((row) => row.id));
  const chosen = plan.extra.filter((boost) => readable.has(boost.postId)).slice(0, slots);
  const order = new Map(chosen.map((boost, index) => [boost.postId, index]));
  const extra = await toPosts(
    ctx,
    ctx.viewer.id,
    rows
      .filter((row) => order.has(row.id))
      .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
  );
  const items = feed.items.map((post) =>
    plan.marked.has(post.id) ? { ...post, boosted: true } : post,
  );
  await boosts.countServed(ctx, [...plan.marked.values(), ...chosen.map((boost) => boost.id)]);
  return {
    items: interleave(
      items,
      extra.map((post) => ({ ...post, boosted: true })),
    ),
    nextCursor: feed.nextCursor,
  };
}

/**
 * My posts, those of people I follow and those of my communities, newest first, with boosted posts
 * between them: from the precomputed timeline (timeline.service), or with FEED_TIMELINE=off
 * computed from the posts on every request.
 */
export async function homeFeed(ctx: Context, query: PageQuery): Promise<PostPage> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  if (ctx.config.feed.timeline)
    return withBoosts(ctx, await homeTimeline(ctx, cursor, query.limit));
  const reader = { ...ctx, db: await readDb(ctx) };
  const rows = await homeFeedRows(reader.db, ctx.viewer.id, cursor, query.limit);
  return withBoosts(ctx, await page(reader, rows, query.limit));
}

/** /posts: everyone's public posts (from public profiles), newest first, boosted ones marked. */
export async function publicPosts(
  ctx: Context,
  query: PageQuery & { q?: string | undefined },
): Promise<PostPage> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const q = query.q ?? '';
  // Everyone's posts and the search: a second of lag is fine (the viewer's own writes excepted).
  const reader = { ...ctx, db: await readDb(ctx) };
  const found = await page(
    reader,
    await publicPostRows(reader.db, ctx.viewer.id, cursor, query.limit, q),
    query.limit,
  );
  // Search results are what was asked for: no boosted posts placed among them.
  return q === '' ? withBoosts(ctx, found) : found;
}

/** Someone's posts that I may read, newest first. */
export async function postsBy(ctx: Context, authorId: string, query: PageQuery): Promise<PostPage> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  // Someone else's posts may come from a replica; my own list stays on the primary.
  const reader = authorId === ctx.viewer.id ? ctx : { ...ctx, db: await readDb(ctx) };
  const rows = await authorPostRows(reader.db, ctx.viewer.id, authorId, cursor, query.limit);
  return page(reader, rows, query.limit);
}

/** The posts I saved, most recently saved first. */
export async function savedPosts(ctx: Context, query: PageQuery): Promise<PostPage> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await savedPostRows(ctx.db, ctx.viewer.id, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.savedKey,
    id: row.id,
  }));
  return { items: await toPosts(ctx, ctx.viewer.id, items), nextCursor };
}

/** A community's posts, newest first, for those who may read its community (else it is a 404). */
export async function communityPosts(
  ctx: Context,
  communityId: string,
  query: PageQuery,
): Promise<PostPage> {
  await readableCommunity(ctx, communityId);
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await communityPostRows(ctx.db, ctx.viewer.id, communityId, cursor, query.limit);
  return page(ctx, rows, query.limit);
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
  return { items: await toPosts(ctx, ctx.viewer.id, items), nextCursor };
}
