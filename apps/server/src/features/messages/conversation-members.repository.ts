import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MemberState } from '@aebro/shared/messages';
import { conversationMembers, conversations } from '../../db/schema/messages';
import { personColumns, profiles, type PersonRow } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db/client';
import { readerRowOf } from '../../db/read-rules/conversation-membership';

/** Another member of a conversation, with their read position and receipts switch. */
export interface MemberPersonRow extends PersonRow {
  conversationId: string;
  state: MemberState;
  lastReadSeq: number;
  showReadReceipts: boolean;
}

/** The members of these conversations other than the viewer, as people, with their read state. */
export async function otherMembers(
  db: Executor,
  viewerId: string,
  conversationIds: readonly string[],
): Promise<MemberPersonRow[]> {
  if (conversationIds.length === 0) return [];
  return await db
    .select({
      ...personColumns,
      conversationId: conversationMembers.conversationId,
      state: conversationMembers.state,
      lastReadSeq: conversationMembers.lastReadSeq,
      showReadReceipts: profiles.showReadReceipts,
    })
    .from(conversationMembers)
    .innerJoin(profiles, eq(profiles.id, conversationMembers.userId))
    .where(
      and(
        inArray(conversationMembers.conversationId, [...conversationIds]),
        ne(conversationMembers.userId, viewerId),
      ),
    )
    .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.userId));
}

export async function memberRow(
  db: Executor,
  conversationId: string,
  userId: string,
): Promise<{ state: MemberState; lastReadSeq: number; clearedSeq: number } | null> {
  const [row] = await db
    .select({
      state: conversationMembers.state,
      lastReadSeq: conversationMembers.lastReadSeq,
      clearedSeq: conversationMembers.clearedSeq,
    })
    .from(conversationMembers)
    .where(readerRowOf(userId, conversationId))
    .limit(1);
  return row ?? null;
}

export async function memberStates(
  db: Executor,
  conversationId: string,
): Promise<Array<{ userId: string; state: MemberState }>> {
  return await db
    .select({ userId: conversationMembers.userId, state: conversationMembers.state })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
}

/** Adds a member (accepted, reading from now on); false when they already were one. */
export async function insertMember(
  db: Executor,
  conversationId: string,
  userId: string,
): Promise<boolean> {
  const added = await db
    .insert(conversationMembers)
    .values({
      conversationId,
      userId,
      lastReadSeq: sql`(select last_seq from ${conversations} where id = ${conversationId})`,
    })
    .onConflictDoNothing()
    .returning({ userId: conversationMembers.userId });
  return added.length > 0;
}

export async function deleteMember(
  db: Executor,
  conversationId: string,
  userId: string,
): Promise<boolean> {
  const removed = await db
    .delete(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .returning({ userId: conversationMembers.userId });
  return removed.length > 0;
}

export async function setMemberState(
  db: Executor,
  conversationId: string,
  userId: string,
  state: MemberState,
  clearToSeq?: number,
): Promise<void> {
  await db
    .update(conversationMembers)
    .set({
      state,
      ...(clearToSeq === undefined
        ? {}
        : { clearedSeq: clearToSeq, lastReadSeq: sql`greatest(last_read_seq, ${clearToSeq})` }),
    })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    );
}
