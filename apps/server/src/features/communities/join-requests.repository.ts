import { and, desc, eq, sql } from 'drizzle-orm';
import { communityJoinRequests } from '../../db/schema/communities';
import { personColumns, profiles, type PersonRow } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';

export type JoinRequestRow = typeof communityJoinRequests.$inferSelect;

export async function findRequest(db: Executor, requestId: string): Promise<JoinRequestRow | null> {
  const [row] = await db
    .select()
    .from(communityJoinRequests)
    .where(eq(communityJoinRequests.id, requestId))
    .limit(1);
  return row ?? null;
}

export async function findRequestOf(
  db: Executor,
  communityId: string,
  userId: string,
): Promise<JoinRequestRow | null> {
  const [row] = await db
    .select()
    .from(communityJoinRequests)
    .where(
      and(
        eq(communityJoinRequests.communityId, communityId),
        eq(communityJoinRequests.userId, userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Asks (again) to join: a new pending request, or an earlier approved one made pending anew. */
export async function upsertPendingRequest(
  db: Executor,
  communityId: string,
  userId: string,
  answer: string,
  rulesAcceptedAt: Date | null = null,
): Promise<string> {
  const [row] = await db
    .insert(communityJoinRequests)
    .values({ communityId, userId, answer, rulesAcceptedAt })
    .onConflictDoUpdate({
      target: [communityJoinRequests.communityId, communityJoinRequests.userId],
      set: {
        answer,
        rulesAcceptedAt,
        status: 'pending',
        createdAt: sql`now()`,
        decidedAt: null,
        decidedBy: null,
      },
    })
    .returning({ id: communityJoinRequests.id });
  if (!row) throw new Error('join request upsert returned nothing');
  return row.id;
}

export async function setRequestAnswer(
  db: Executor,
  requestId: string,
  answer: string,
  rulesAcceptedAt: Date | null = null,
): Promise<void> {
  await db
    .update(communityJoinRequests)
    .set({ answer, rulesAcceptedAt })
    .where(eq(communityJoinRequests.id, requestId));
}

export async function decideRequestRow(
  db: Executor,
  requestId: string,
  status: 'approved' | 'rejected',
  decidedBy: string,
): Promise<void> {
  await db
    .update(communityJoinRequests)
    .set({ status, decidedBy, decidedAt: sql`now()` })
    .where(eq(communityJoinRequests.id, requestId));
}

export async function deleteRequestRow(db: Executor, requestId: string): Promise<void> {
  await db.delete(communityJoinRequests).where(eq(communityJoinRequests.id, requestId));
}

/** A community's requests of one status, newest first. */
export async function requestRows(
  db: Executor,
  communityId: string,
  status: 'pending' | 'rejected',
  cursor: Cursor | null,
  limit: number,
): Promise<Array<JoinRequestRow & { createdKey: string; person: PersonRow }>> {
  return await db
    .select({
      person: personColumns,
      id: communityJoinRequests.id,
      communityId: communityJoinRequests.communityId,
      userId: communityJoinRequests.userId,
      answer: communityJoinRequests.answer,
      rulesAcceptedAt: communityJoinRequests.rulesAcceptedAt,
      status: communityJoinRequests.status,
      createdAt: communityJoinRequests.createdAt,
      decidedAt: communityJoinRequests.decidedAt,
      decidedBy: communityJoinRequests.decidedBy,
      createdKey: timestampKey(communityJoinRequests.createdAt),
    })
    .from(communityJoinRequests)
    .innerJoin(profiles, eq(profiles.id, communityJoinRequests.userId))
    .where(
      and(
        eq(communityJoinRequests.communityId, communityId),
        eq(communityJoinRequests.status, status),
        cursor
          ? sql`(${communityJoinRequests.createdAt}, ${communityJoinRequests.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(communityJoinRequests.createdAt), desc(communityJoinRequests.id))
    .limit(limit + 1);
}

export async function pendingCount(db: Executor, communityId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(communityJoinRequests)
    .where(
      and(
        eq(communityJoinRequests.communityId, communityId),
        eq(communityJoinRequests.status, 'pending'),
      ),
    );
  return row?.count ?? 0;
}
