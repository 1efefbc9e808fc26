import { and, desc, eq } from 'drizzle-orm';
import { communityBans, communityJoinRequests } from '../../db/schema/communities';
import { personColumns, profiles } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db/client';

export async function isBannedFrom(
  db: Executor,
  communityId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ userId: communityBans.userId })
    .from(communityBans)
    .where(and(eq(communityBans.communityId, communityId), eq(communityBans.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Bans someone (idempotent) and takes away any request of theirs to join. */
export async function insertBan(
  db: Executor,
  row: { communityId: string; userId: string; bannedBy: string; reason: string },
): Promise<void> {
  await db.insert(communityBans).values(row).onConflictDoNothing();
  await db
    .delete(communityJoinRequests)
    .where(
      and(
        eq(communityJoinRequests.communityId, row.communityId),
        eq(communityJoinRequests.userId, row.userId),
      ),
    );
}

/** Lifts a ban: false when there was none. */
export async function deleteBan(
  db: Executor,
  communityId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(communityBans)
    .where(and(eq(communityBans.communityId, communityId), eq(communityBans.userId, userId)))
    .returning({ userId: communityBans.userId });
  return rows.length > 0;
}

/** A community's banned people, newest ban first (one more than the page, to tell if there is more). */
export async function banRows(db: Executor, communityId: string, offset: number, limit: number) {
  return await db
    .select({
      person: personColumns,
      reason: communityBans.reason,
      createdAt: communityBans.createdAt,
    })
    .from(communityBans)
    .innerJoin(profiles, eq(profiles.id, communityBans.userId))
    .where(eq(communityBans.communityId, communityId))
    .orderBy(desc(communityBans.createdAt), desc(communityBans.userId))
    .offset(offset)
    .limit(limit + 1);
}
