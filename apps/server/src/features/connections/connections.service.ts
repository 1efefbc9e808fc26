import { and, desc, eq, sql } from 'drizzle-orm';
import type { FollowResult, Person } from '@aebro/shared/connections';
import { follows, profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db/client';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, isTimestampKey, timestampKey, toPage } from '../../platform/http/cursor';
import type { PresenceStore } from '../../platform/presence';
import type { Notifier } from '../notifications/notifications.service';
import { describePeople, personColumns } from '../people/people';

async function requireProfile(
  db: Database,
  id: string,
): Promise<{ id: string; publicProfile: boolean }> {
  const [row] = await db
    .select({ id: profiles.id, publicProfile: profiles.publicProfile })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  if (!row) throw notFound('This person does not exist.');
  return row;
}

async function followersCountOf(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ count: profiles.followersCount })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.count ?? 0;
}

/**
 * Follows someone. Idempotent: the insert decides, and the counters move in the same transaction
 * only when a row was really added, so they stay exact under concurrent clicks.
 */
export async function follow(
  db: Database,
  notifier: Notifier,
  viewerId: string,
  targetId: string,
): Promise<FollowResult> {
  if (viewerId === targetId) throw badRequest('You cannot follow yourself.');
  await requireProfile(db, targetId);
  const added = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(follows)
      .values({ followerId: viewerId, followingId: targetId })
      .onConflictDoNothing()
      .returning({ at: follows.createdAt });
    if (inserted.length === 0) return false;
    await tx.execute(sql`
      update profiles set
        followers_count = followers_count + (case when id = ${targetId} then 1 else 0 end),
        following_count = following_count + (case when id = ${viewerId} then 1 else 0 end)
      where id in (${targetId}, ${viewerId})`);
    return true;
  });
  // After the commit: the notification never announces a follow that did not happen.
  if (added) await notifier.notify({ type: 'follow', recipientId: targetId, actorId: viewerId });
  return { following: true, followersCount: await followersCountOf(db, targetId) };
}

export async function unfollow(
  db: Database,
  viewerId: string,
  targetId: string,
): Promise<FollowResult> {
  if (viewerId === targetId) throw badRequest('You cannot follow yourself.');
  await requireProfile(db, targetId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, viewerId), eq(follows.followingId, targetId)))
      .returning({ at: follows.createdAt });
    if (removed.length === 0) return;
    await tx.execute(sql`
      update profiles set
        followers_count = followers_count - (case when id = ${targetId} then 1 else 0 end),
        following_count = following_count - (case when id = ${viewerId} then 1 else 0 end)
      where id in (${targetId}, ${viewerId})`);
  });
  return { following: false, followersCount: await followersCountOf(db, targetId) };
}

export async function isFollowing(
  db: Database,
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

/** A private profile's connections are visible to itself and its followers only. */
async function assertMayView(db: Database, viewerId: string, targetId: string): Promise<void> {
  const target = await requireProfile(db, targetId);
  if (target.publicProfile || viewerId === targetId || (await isFollowing(db, viewerId, targetId)))
    return;
  throw forbidden('This profile is private. Follow them to see their connections.');
}

export type ConnectionsTab = 'followers' | 'following';

/** Followers or following of someone, newest first, keyset-paginated on (followed at, id). */
export async function listConnections(
  db: Database,
  presence: PresenceStore,
  viewerId: string,
  targetId: string,
  tab: ConnectionsTab,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: Person[]; nextCursor: string | null }> {
  await assertMayView(db, viewerId, targetId);
  const cursor = decodeCursor(page.cursor);
  if (cursor && !isTimestampKey(cursor.key))
    throw new AppError(
      'BAD_REQUEST',
      400,
      'This page cursor is not valid. Start again from the first page.',
    );
  // followers of X: rows where following_id = X, the person is the follower (and the other way round).
  const listed = tab === 'followers' ? follows.followingId : follows.followerId;
  const person = tab === 'followers' ? follows.followerId : follows.followingId;
  const rows = await db
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
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({
    key: row.followedAt,
    id: row.id,
  }));
  return {
    items: await describePeople(
      db,
      presence,
      viewerId,
      items.map(({ followedAt: _, ...row }) => row),
    ),
    nextCursor,
  };
}
