import type { FollowRequest, FollowResult, Person } from '@aebro/shared/connections';
import type { Context, Platform } from '../../platform/context';
import { readDb } from '../../platform/db/read-routing';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { describePeople } from '../profiles/person-view.service';
import { profileRow } from '../profiles/profiles.service';
import { isBlockedBetween } from '../safety/safety.service';
import { canFollow, canListConnections, followNeedsApproval } from './connections.policy';
import {
  connectionRows,
  deleteFollow,
  deleteRequest,
  followerIdsOf,
  followExists,
  followState,
  insertFollow,
  insertRequest,
  requesterIdsOf,
  requestExists,
  requestRows,
  type ConnectionsTab,
} from './connections.repository';
import './connections.events';

export type { ConnectionsTab };

/** Someone the viewer may see: missing, and separated by a block either way, are the same 404. */
async function requireProfile(ctx: Context, id: string) {
  const row = await profileRow(ctx, id);
  if (!row || (await isBlockedBetween(ctx, ctx.viewer.id, id)))
    throw notFound('This person does not exist.');
  return row;
}

/**
 * A block ends every follow and follow request between the two, both ways (the safety area calls
 * this); counters move with the rows, and former followers' rooms are asked again.
 */
export async function removeFollowsBetween(ctx: Platform, a: string, b: string): Promise<void> {
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (await deleteFollow(tx, a, b))
      await ctx.events.publish(tx, 'profile.unfollowed', { followerId: a, followingId: b });
    if (await deleteFollow(tx, b, a))
      await ctx.events.publish(tx, 'profile.unfollowed', { followerId: b, followingId: a });
    await deleteRequest(tx, a, b);
    await deleteRequest(tx, b, a);
  });
}

export async function isFollowing(
  ctx: Platform,
  followerId: string,
  followingId: string,
): Promise<boolean> {
  return await followExists(ctx.db, followerId, followingId);
}

export async function followerIds(ctx: Platform, userId: string): Promise<string[]> {
  return await followerIdsOf(ctx.db, userId);
}

export async function hasRequested(
  ctx: Platform,
  requesterId: string,
  targetId: string,
): Promise<boolean> {
  return await requestExists(ctx.db, requesterId, targetId);
}

/**
 * Follows someone, or, for a private profile, asks to (its owner approves). Idempotent: the insert
 * decides, and the counters move in the same transaction only when a row was really added, so they
 * stay exact under concurrent clicks.
 */
export async function follow(ctx: Context, targetId: string): Promise<FollowResult> {
  if (!canFollow(ctx.viewer, targetId)) throw badRequest('You cannot follow yourself.');
  const target = await requireProfile(ctx, targetId);
  const me = ctx.viewer.id;
  if (followNeedsApproval(target) && !(await followExists(ctx.db, me, targetId))) {
    await ctx.events.transaction(ctx.db, async (tx) => {
      if (await insertRequest(tx, me, targetId))
        await ctx.events.publish(tx, 'profile.follow-requested', { requesterId: me, targetId });
    });
    return await followState(ctx.db, me, targetId);
  }
  // With the row: the notification never announces a follow that did not happen, nor misses one.
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (await insertFollow(tx, me, targetId))
      await ctx.events.publish(tx, 'profile.followed', { followerId: me, followingId: targetId });
  });
  return await followState(ctx.db, me, targetId);
}

/** Unfollows someone, or withdraws a request to follow them. */
export async function unfollow(ctx: Context, targetId: string): Promise<FollowResult> {
  if (!canFollow(ctx.viewer, targetId)) throw badRequest('You cannot follow yourself.');
  await requireProfile(ctx, targetId);
  const me = ctx.viewer.id;
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (await deleteFollow(tx, me, targetId))
      await ctx.events.publish(tx, 'profile.unfollowed', { followerId: me, followingId: targetId });
    if (await deleteRequest(tx, me, targetId))
      await ctx.events.publish(tx, 'profile.follow-request-settled', {
        requesterId: me,
        targetId,
        outcome: 'withdrawn',
      });
  });
  return await followState(ctx.db, me, targetId);
}

/** The people waiting for my answer, newest first. */
export async function listFollowRequests(
  ctx: Context,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: FollowRequest[]; nextCursor: string | null }> {
  const cursor = decodeCursor(page.cursor, 'timestamp');
  const rows = await requestRows(ctx.db, ctx.viewer.id, cursor, page.limit);
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({
    key: row.requestedKey,
    id: row.id,
  }));
  const people = await describePeople(
    ctx,
    items.map(({ requestedKey: _, requestedAt: __, ...row }) => row),
  );
  return {
    items: people.map((person, index) => ({
      person,
      requestedAt: items[index]?.requestedAt.toISOString() ?? '',
    })),
    nextCursor,
  };
}

/**
 * Approves (the requester follows me from now on) or declines a request to follow me: only the
 * requests made to me are found (/me/follow-requests), so the session is the whole check.
 */
export async function answerFollowRequest(
  ctx: Context,
  requesterId: string,
  approve: boolean,
): Promise<void> {
  const me = ctx.viewer.id;
  const answered = await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await deleteRequest(tx, requesterId, me))) return false;
    if (approve) await insertFollow(tx, requesterId, me);
    await ctx.events.publish(tx, 'profile.follow-request-settled', {
      requesterId,
      targetId: me,
      outcome: approve ? 'approved' : 'rejected',
    });
    return true;
  });
  if (!answered) throw notFound('This follow request does not exist (any more).');
}

/** A profile that turns public lets everyone who asked follow it (if it is still public). */
export async function approveAllRequests(ctx: Platform, targetId: string): Promise<void> {
  const target = await profileRow(ctx, targetId);
  if (!target || followNeedsApproval(target)) return;
  for (const requesterId of await requesterIdsOf(ctx.db, targetId)) {
    await ctx.events.transaction(ctx.db, async (tx) => {
      if (
        (await deleteRequest(tx, requesterId, targetId)) &&
        (await insertFollow(tx, requesterId, targetId))
      )
        await ctx.events.publish(tx, 'profile.follow-request-settled', {
          requesterId,
          targetId,
          outcome: 'approved',
        });
    });
  }
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
  // The rule above read the primary; someone else's list itself may come from a replica.
  const reader = targetId === ctx.viewer.id ? ctx : { ...ctx, db: await readDb(ctx) };
  const rows = await connectionRows(reader.db, ctx.viewer.id, targetId, tab, cursor, page.limit);
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({
    key: row.followedAt,
    id: row.id,
  }));
  return {
    items: await describePeople(
      reader,
      items.map(({ followedAt: _, ...row }) => row),
    ),
    nextCursor,
  };
}
