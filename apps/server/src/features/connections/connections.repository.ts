import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { follows, personColumns, profiles, type PersonRow } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
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

export async function followersCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: profiles.followersCount })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.count ?? 0;
}

export async function followExists(
  db: Executor,
  followerId: string,
  followingId: string,
): Promise<boolean> {
  const rows = await db
    .select({ at: follows.createdAt })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .limit(1);
  return rows.length > 0;
}

/** Which of `ids` the follower follows. */
export async function followedAmong(
  db: Executor,
  followerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followingId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), inArray(follows.followingId, [...ids])));
  return new Set(rows.map((row) => row.id));
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
        cursor
          ? sql`(${follows.createdAt}, ${person}) < (${cursor.key}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(follows.createdAt), desc(person))
    .limit(limit + 1);
}
