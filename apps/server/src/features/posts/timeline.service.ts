import { setTimeout } from 'node:timers/promises';
import type { Context, Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { readDb } from '../../platform/db/read-routing';
import { toPage, type Cursor } from '../../platform/http/cursor';
import { toPosts } from './post-view';
import { homeFeedRows } from './home-feed.repository';
import type { PostRow } from './posts.repository';
import {
  extendTimeline,
  rebuildTimeline,
  syncAuthor,
  syncCommunity,
  touchTimeline,
  trimTimeline,
} from './timeline.repository';
import {
  fanOutBatch,
  fanOutPost,
  fanOutTarget,
  markWideAuthor,
  removePostFromTimelines,
  type FanOutCursor,
} from './timeline-fanout.repository';
import { timelinePageRows, timelineState, type TimelineState } from './timeline-pages.repository';
import './posts.events';

/**
 * The home feed from the precomputed timeline (issue 19), Mastodon's way: a post is written to the
 * timelines of its author's (or its community's) members who read their feed lately, in the post's
 * own transaction when they are few and by a job when they are many; authors followed by more than
 * `feed.maxFollowers` are never written out, their posts are merged in when a page is read. A member
 * whose timeline was not kept (away longer than `feed.activeDays`, or new) gets it rebuilt from the
 * pull query when they read it; pages below the timeline's floor (past `feed.size` rows) come from
 * the pull query too. The pages are the pull query's, row for row (timeline.test.ts).
 */

const touchEveryMs = 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** (key, id) tuples of timestamp keys and UUIDs compare as their text does. */
function atOrBelow(cursor: Cursor, floor: Cursor): boolean {
  return cursor.key < floor.key || (cursor.key === floor.key && cursor.id <= floor.id);
}

/** The member's timeline state, touched (hourly) or rebuilt when it was not kept; true if changed. */
async function keepState(ctx: Context, state: TimelineState | null): Promise<boolean> {
  const { feed } = ctx.config;
  const viewerId = ctx.viewer.id;
  const now = Date.now();
  if (state && state.readAt.getTime() > now - feed.activeDays * dayMs) {
    if (state.readAt.getTime() >= now - touchEveryMs) return false;
    await touchTimeline(ctx.db, viewerId);
    await trimTimeline(ctx.db, viewerId, feed.size);
    return true;
  }
  await rebuildTimeline(ctx.db, viewerId, feed.size);
  return true;
}

/**
 * A page of my home feed (without boosted posts: feed.service places those). The state comes with
 * the page (or after it, when the page is empty); the page is read again only when the state had
 * to change first.
 */
export async function homeTimelinePage(
  ctx: Context,
  cursor: Cursor | null,
  limit: number,
): Promise<{ items: PostRow[]; nextCursor: string | null }> {
  const viewerId = ctx.viewer.id;
  // The page is read from a replica that has the member's own writes; once this read had to write
  // (the timeline kept or extended), the rest is read from the primary, which has that write.
  let db = await readDb(ctx);
  const wrote = async (): Promise<void> => {
    db = ctx.db;
    await ctx.reads?.wrote(viewerId);
  };
  const read = async (): Promise<[TimelineState | null, PostRow[]]> => {
    const page = await timelinePageRows(db, viewerId, cursor, limit + 1);
    return [page.state === undefined ? await timelineState(db, viewerId) : page.state, page.rows];
  };
  let [state, rows]: [TimelineState | null, PostRow[]] = await read();
  if (await keepState(ctx, state)) {
    await wrote();
    [state, rows] = await read();
  }
  // A page that reaches the floor extends the timeline downwards (while it has room), so that the
  // pages after it are timeline pages too, not pull-query pages.
  const reached =
    state?.floor && (rows.length <= limit || (cursor && atOrBelow(cursor, state.floor)));
  if (
    reached &&
    (await extendTimeline(ctx.db, viewerId, ctx.config.feed.size, ctx.config.feed.deepSize))
  ) {
    await wrote();
    [state, rows] = await read();
  }
  const floor = state?.floor ?? null;
  if (floor && cursor && atOrBelow(cursor, floor)) {
    // The page's statement read it from the pull query; a short page (the feed's end, or a floor
    // that moved between the two reads) is read from it once more to be sure.
    if (rows.length <= limit) rows = await homeFeedRows(db, viewerId, cursor, limit);
  } else if (floor && rows.length <= limit) {
    // The timeline ended at its floor: the rest of the page is older, from the pull query.
    rows = [...rows, ...(await homeFeedRows(db, viewerId, floor, limit - rows.length))];
  }
  return toPage(rows, limit, (row) => ({ key: row.createdKey, id: row.id }));
}

export async function homeTimeline(
  ctx: Context,
  cursor: Cursor | null,
  limit: number,
): Promise<{ items: Awaited<ReturnType<typeof toPosts>>; nextCursor: string | null }> {
  const { items, nextCursor } = await homeTimelinePage(ctx, cursor, limit);
  return { items: await toPosts(ctx, ctx.viewer.id, items), nextCursor };
}

/**
 * A new post reaches its author's timeline at once, in the post's own transaction, and its
 * audience's timelines too when the audience is small (true); otherwise the caller schedules
 * `feed.fan-out` (false), so posting costs the same whatever the follower count.
 */
export async function fanOutSmall(ctx: Platform, tx: Executor, postId: string): Promise<boolean> {
  const { feed } = ctx.config;
  const target = await fanOutTarget(tx, postId);
  if (!target) return true;
  const small =
    target.audienceSize <= feed.inlineMax &&
    (target.communityId !== null || target.audienceSize <= feed.maxFollowers);
  await fanOutPost(tx, postId, { activeDays: feed.activeDays, authorOnly: !small });
  return small;
}

/**
 * The `feed.fan-out` job: a post with a large audience, or whose author is too widely followed.
 * Returns the post's author and community (for the live "new posts" to its audience), or null when
 * the post is gone.
 */
export async function fanOutJob(
  ctx: Platform,
  postId: string,
): Promise<{ authorId: string; communityId: string | null } | null> {
  const { feed } = ctx.config;
  const target = await fanOutTarget(ctx.db, postId);
  if (!target) return null;
  const wide = target.communityId === null && target.audienceSize > feed.maxFollowers;
  if (wide) await markWideAuthor(ctx.db, target.authorId);
  // The author's own timeline (written with the post already; again in case it was rebuilt since),
  // then the audience in batches with a pause between them: on a small host one statement over
  // 5,000 followers held a core for up to 600 ms, and the posts created meanwhile waited on it.
  await fanOutPost(ctx.db, postId, { activeDays: feed.activeDays, authorOnly: true });
  if (wide) return { authorId: target.authorId, communityId: target.communityId };
  let after: FanOutCursor | null = null;
  do {
    if (after) await setTimeout(feed.fanOutPauseMs);
    after = await fanOutBatch(ctx.db, postId, target, after, {
      activeDays: feed.activeDays,
      size: feed.fanOutBatch,
    });
  } while (after);
  return { authorId: target.authorId, communityId: target.communityId };
}

export async function removePostJob(
  ctx: Platform,
  post: { postId: string; createdKey: string; authorId: string; communityId: string | null },
): Promise<void> {
  await removePostFromTimelines(ctx.db, post);
}

export async function syncJob(
  ctx: Platform,
  payload: { userId: string; authorId: string } | { userId: string; communityId: string },
): Promise<void> {
  if ('authorId' in payload)
    await syncAuthor(ctx.db, payload.userId, payload.authorId, ctx.config.feed.size);
  else await syncCommunity(ctx.db, payload.userId, payload.communityId, ctx.config.feed.size);
}
