import { and, eq } from 'drizzle-orm';
import { communityBans, communityJoinRequests } from '../../db/schema/communities';
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
