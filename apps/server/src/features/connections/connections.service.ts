import type { FollowResult, Person } from '@aebro/shared/connections';
import type { Context, Platform } from '../../platform/context';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { describePeople } from '../people/people.service';
import { profileRow } from '../profiles/profiles.service';
import { canFollow, canListConnections } from './connections.policy';
import {
  connectionRows,
  deleteFollow,
  followedAmong as followedAmongRows,
  followerIdsOf,
  followersCount,
  followExists,
  insertFollow,
  type ConnectionsTab,
} from './connections.repository';
import './connections.events';

export type { ConnectionsTab };

async function requireProfile(ctx: Platform, id: string) {
  const row = await profileRow(ctx, id);
  if (!row) throw notFound('This person does not exist.');
  return row;
}

export async function isFollowing(
  ctx: Platform,
  followerId: string,
  followingId: string,
): Promise<boolean> {
  return await followExists(ctx.db, followerId, followingId);
}

/** Which of `ids` the viewer follows. */
export async function followedAmong(ctx: Context, ids: readonly string[]): Promise<Set<string>> {
  return await followedAmongRows(ctx.db, ctx.viewer.id, ids);
}

export async function followerIds(ctx: Platform, userId: string): Promise<string[]> {
  return await followerIdsOf(ctx.db, userId);
}

/**
 * Follows someone. Idempotent: the insert decides, and the counters move in the same transaction
 * only when a row was really added, so they stay exact under concurrent clicks.
 */
export async function follow(ctx: Context, targetId: string): Promise<FollowResult> {
  if (!canFollow(ctx.viewer, targetId)) throw badRequest('You cannot follow yourself.');
  await requireProfile(ctx, targetId);
  const added = await ctx.db.transaction((tx) => insertFollow(tx, ctx.viewer.id, targetId));
  // After the commit: the notification never announces a follow that did not happen.
  if (added)
    ctx.events.emit('profile.followed', { followerId: ctx.viewer.id, followingId: targetId });
  return { following: true, followersCount: await followersCount(ctx.db, targetId) };
}

export async function unfollow(ctx: Context, targetId: string): Promise<FollowResult> {
  if (!canFollow(ctx.viewer, targetId)) throw badRequest('You cannot follow yourself.');
  await requireProfile(ctx, targetId);
  const removed = await ctx.db.transaction((tx) => deleteFollow(tx, ctx.viewer.id, targetId));
  if (removed)
    ctx.events.emit('profile.unfollowed', { followerId: ctx.viewer.id, followingId: targetId });
  return { following: false, followersCount: await followersCount(ctx.db, targetId) };
}

/** Followers or following of someone, newest first, keyset-paginated on (followed at, id). */
export async function listConnections(
  ctx: Context,
  targetId: string,
  tab: ConnectionsTab,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: Person[]; nextCursor: string | null }> {
  const target = await requireProfile(ctx, targetId);
  const viewerFollows =
    ctx.viewer.id !== targetId && (await isFollowing(ctx, ctx.viewer.id, targetId));
  const relation = { ownerId: targetId, publicProfile: target.publicProfile, viewerFollows };
  if (!canListConnections(ctx.viewer, relation))
    throw forbidden('This profile is private. Follow them to see their connections.');
  const cursor = decodeCursor(page.cursor, 'timestamp');
  const rows = await connectionRows(ctx.db, targetId, tab, cursor, page.limit);
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({
    key: row.followedAt,
    id: row.id,
  }));
  return {
    items: await describePeople(
      ctx,
      items.map(({ followedAt: _, ...row }) => row),
    ),
    nextCursor,
  };
}
