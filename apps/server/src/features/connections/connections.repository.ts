import type { FollowResult } from '@aebro/shared/connections';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  followRequests,
  follows,
  personColumns,
  profiles,
  type PersonRow,
} from '../../db/schema/profiles';
import { visibleTo } from '../../db/safety-filters';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import { preparedFor } from '../../platform/db/prepared';
import type { Cursor } from '../../platform/http/cursor';

/** Adds a follow and moves both counters, in the caller's transaction; false if it existed. */
export async function insertFollow(
  db: Executor,
  followerId: string,
  followingId: string,
): Promise<boolean> {
  const inserted = await db
    .insert(follows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ at: follows.createdAt });
  if (inserted.length === 0) return false;
  await moveCounters(db, followerId, followingId, 1);
  return true;
}

export async function deleteFollow(
  db: Executor,
  followerId: string,
  followingId: string,
): Promise<boolean> {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .returning({ at: follows.createdAt });
  if (removed.length === 0) return false;
  await moveCounters(db, followerId, followingId, -1);
  return true;
}

async function moveCounters(
  db: Executor,
  followerId: string,
  followingId: string,
  delta: 1 | -1,
): Promise<void> {
  await db.execute(sql`
    update profiles set
      followers_count = followers_count + (case when id = ${followingId} then ${delta}::int else 0 end),
      following_count = following_count + (case when id = ${followerId} then ${delta}::int else 0 end)
    where id in (${followingId}, ${followerId})`);
}

/**
 * Whether the viewer follows the target or asked to, and the target's follower count: what a
 * follow button shows, in one round trip (issue 39: a follow's answer was three statements).
 */
export async function followState(
  db: Executor,
  viewerId: string,
  targetId: string,
): Promise<FollowResult> {
  const [row] = await db
    .select({
      following: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followingId} = ${targetId})`,
      requested: sql<boolean>`exists (select 1 from ${followRequests} where ${followRequests.requesterId} = ${viewerId} and ${followRequests.targetId} = ${targetId})`,
      followersCount: profiles.followersCount,
    })
    .from(profiles)
    .where(eq(profiles.id, targetId));
  return row ?? { following: false, requested: false, followersCount: 0 };
}

// Asked before every first message and notification: its SQL is built once.
const followStatement = preparedFor((db) =>
  db
    .select({ at: follows.createdAt })
    .from(follows)
    .where(
      and(
        eq(follows.followerId, sql.placeholder('follower')),
        eq(follows.followingId, sql.placeholder('following')),
      ),
    )
    .limit(1)
    .prepare('follow_exists'),
);

export async function followExists(
  db: Executor,
  followerId: string,
  followingId: string,
): Promise<boolean> {
  const rows = await followStatement(db).execute({ follower: followerId, following: followingId });
  return rows.length > 0;
}

export async function followerIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(eq(follows.followingId, userId));
  return rows.map((row) => row.id);
}

export type ConnectionsTab = 'followers' | 'following';

/** Followers or following of someone, newest first, keyset-paginated on (followed at, id). */
export async function connectionRows(
  db: Executor,
  viewerId: string,
  targetId: string,
  tab: ConnectionsTab,
  cursor: Cursor | null,
  limit: number,
): Promise<Array<PersonRow & { followedAt: string }>> {
  // followers of X: rows where following_id = X, the person is the follower (and the other way round).
  const listed = tab === 'followers' ? follows.followingId : follows.followerId;
  const person = tab === 'followers' ? follows.followerId : follows.followingId;
  return await db
    .select({ ...personColumns, followedAt: timestampKey(follows.createdAt) })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, person))
    .where(
      and(
        eq(listed, targetId),
        visibleTo(viewerId, person),
        cursor
          ? sql`(${follows.createdAt}, ${person}) < (${cursor.key}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(follows.createdAt), desc(person))
    .limit(limit + 1);
}

/** A request to follow a private profile; false if one was waiting already. */
export async function insertRequest(
  db: Executor,
  requesterId: string,
  targetId: string,
): Promise<boolean> {
  const inserted = await db
    .insert(followRequests)
    .values({ requesterId, targetId })
    .onConflictDoNothing()
    .returning({ at: followRequests.createdAt });
  return inserted.length > 0;
}

export async function deleteRequest(
  db: Executor,
  requesterId: string,
  targetId: string,
): Promise<boolean> {
  const removed = await db
    .delete(followRequests)
    .where(and(eq(followRequests.requesterId, requesterId), eq(followRequests.targetId, targetId)))
    .returning({ at: followRequests.createdAt });
  return removed.length > 0;
}

export async function requestExists(
  db: Executor,
  requesterId: string,
  targetId: string,
): Promise<boolean> {
  const rows = await db
    .select({ at: followRequests.createdAt })
    .from(followRequests)
    .where(and(eq(followRequests.requesterId, requesterId), eq(followRequests.targetId, targetId)))
    .limit(1);
  return rows.length > 0;
}

/** The people waiting for the target's answer, newest first, keyset on (asked at, requester). */
export async function requestRows(
  db: Executor,
  targetId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<Array<PersonRow & { requestedKey: string; requestedAt: Date }>> {
  return await db
    .select({
      ...personColumns,
      requestedKey: timestampKey(followRequests.createdAt),
      requestedAt: followRequests.createdAt,
    })
    .from(followRequests)
    .innerJoin(profiles, eq(profiles.id, followRequests.requesterId))
    .where(
      and(
        eq(followRequests.targetId, targetId),
        cursor
          ? sql`(${followRequests.createdAt}, ${followRequests.requesterId}) < (${cursor.key}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(followRequests.createdAt), desc(followRequests.requesterId))
    .limit(limit + 1);
}

export async function requesterIdsOf(db: Executor, targetId: string): Promise<string[]> {
  const rows = await db
    .select({ id: followRequests.requesterId })
    .from(followRequests)
    .where(eq(followRequests.targetId, targetId));
  return rows.map((row) => row.id);
}
