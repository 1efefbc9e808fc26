import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CommunityRole } from '@aebro/shared/communities';
import { communities, communityMembers } from '../../db/schema/communities';
import { personColumns, profiles, type PersonRow } from '../../db/schema/profiles';
import { visibleTo } from '../../db/safety-filters';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';

/** A member's role and when they joined; null when they are not a member. */
export async function findMember(
  db: Executor,
  communityId: string,
  userId: string,
): Promise<{ role: CommunityRole; joinedAt: Date; person: PersonRow } | null> {
  const [row] = await db
    .select({
      role: communityMembers.role,
      joinedAt: communityMembers.joinedAt,
      person: personColumns,
    })
    .from(communityMembers)
    .innerJoin(profiles, eq(profiles.id, communityMembers.userId))
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** One person as a requester or member (for an answer about them). */
export async function personRow(db: Executor, userId: string): Promise<PersonRow | null> {
  const [row] = await db
    .select(personColumns)
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? null;
}

export async function adminCount(db: Executor, communityId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.role, 'admin')));
  return row?.count ?? 0;
}

export async function memberIdsOf(
  db: Executor,
  communityId: string,
  role?: CommunityRole,
): Promise<string[]> {
  const rows = await db
    .select({ id: communityMembers.userId })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        role ? eq(communityMembers.role, role) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

async function moveMemberCount(db: Executor, communityId: string, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(communities)
    .set({ memberCount: sql`greatest(${communities.memberCount} + ${delta}::int, 0)` })
    .where(eq(communities.id, communityId))
    .returning({ count: communities.memberCount });
  return row?.count ?? 0;
}

export async function memberCountOf(db: Executor, communityId: string): Promise<number> {
  const [row] = await db
    .select({ count: communities.memberCount })
    .from(communities)
    .where(eq(communities.id, communityId));
  return row?.count ?? 0;
}

/** Adds a member and counts them (in the caller's transaction); false if they were one already. */
export async function insertMember(
  db: Executor,
  communityId: string,
  userId: string,
  role: CommunityRole,
  rulesAcceptedAt: Date | null = null,
): Promise<boolean> {
  const added = await db
    .insert(communityMembers)
    .values({ communityId, userId, role, rulesAcceptedAt })
    .onConflictDoNothing()
    .returning({ at: communityMembers.joinedAt });
  if (added.length === 0) return false;
  await moveMemberCount(db, communityId, 1);
  return true;
}

/** Removes a member and uncounts them (in the caller's transaction); false if they were not one. */
export async function deleteMember(
  db: Executor,
  communityId: string,
  userId: string,
): Promise<boolean> {
  const removed = await db
    .delete(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
    .returning({ at: communityMembers.joinedAt });
  if (removed.length === 0) return false;
  await moveMemberCount(db, communityId, -1);
  return true;
}

export async function setRole(
  db: Executor,
  communityId: string,
  userId: string,
  role: CommunityRole,
): Promise<boolean> {
  const rows = await db
    .update(communityMembers)
    .set({ role })
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
    .returning({ role: communityMembers.role });
  return rows.length > 0;
}

/** Members, admins first, then in the order they joined; the key is `<role>|<joined at>`. */
export async function memberRows(
  db: Executor,
  viewerId: string,
  communityId: string,
  cursor: { role: CommunityRole; joinedKey: string; id: string } | null,
  limit: number,
): Promise<Array<{ person: PersonRow; role: CommunityRole; joinedAt: Date; joinedKey: string }>> {
  const after: SQL | undefined = cursor
    ? sql`(${communityMembers.role}, ${communityMembers.joinedAt}, ${communityMembers.userId}) > (${cursor.role}, ${cursor.joinedKey}::timestamptz, ${cursor.id})`
    : undefined;
  return await db
    .select({
      person: personColumns,
      role: communityMembers.role,
      joinedAt: communityMembers.joinedAt,
      joinedKey: timestampKey(communityMembers.joinedAt),
    })
    .from(communityMembers)
    .innerJoin(profiles, eq(profiles.id, communityMembers.userId))
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        visibleTo(viewerId, communityMembers.userId),
        after,
      ),
    )
    .orderBy(communityMembers.role, communityMembers.joinedAt, communityMembers.userId)
    .limit(limit + 1);
}
