import { and, eq, sql } from 'drizzle-orm';
import type { MemberState } from '@aebro/shared/messages';
import { conversationMembers, conversations } from '../../db/schema/messages';
import { profiles } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db/client';

/** Moves a member's read position forward (never back, never past the newest message). */
export async function setLastRead(
  db: Executor,
  conversationId: string,
  userId: string,
  seq: number,
): Promise<number | null> {
  const [row] = await db
    .update(conversationMembers)
    .set({
      lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, least(${seq}::int,
        (select c.last_seq from ${conversations} c where c.id = ${conversationId})))`,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .returning({ lastReadSeq: conversationMembers.lastReadSeq });
  return row?.lastReadSeq ?? null;
}

export async function showsReadReceipts(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ show: profiles.showReadReceipts })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.show ?? false;
}

/**
 * The user's direct conversations with where both sides stand (read positions, states, receipts
 * switches): what "Seen" shows on each side after a switch changes.
 */
export async function directReceiptFacts(
  db: Executor,
  userId: string,
): Promise<
  Array<{
    conversationId: string;
    mine: { state: MemberState; lastReadSeq: number; showReadReceipts: boolean };
    other: { id: string; state: MemberState; lastReadSeq: number; showReadReceipts: boolean };
  }>
> {
  const { rows } = await db.execute<{
    conversation_id: string;
    my_state: MemberState;
    my_read: number;
    my_show: boolean;
    other_id: string;
    other_state: MemberState;
    other_read: number;
    other_show: boolean;
  }>(sql`
    select c.id as conversation_id,
      me.state as my_state, me.last_read_seq as my_read, mp.show_read_receipts as my_show,
      o.user_id as other_id, o.state as other_state, o.last_read_seq as other_read,
      op.show_read_receipts as other_show
    from ${conversationMembers} me
    join ${conversations} c on c.id = me.conversation_id and c.kind = 'direct'
    join ${conversationMembers} o on o.conversation_id = c.id and o.user_id <> me.user_id
    join ${profiles} mp on mp.id = me.user_id
    join ${profiles} op on op.id = o.user_id
    where me.user_id = ${userId}`);
  return rows.map((row) => ({
    conversationId: row.conversation_id,
    mine: { state: row.my_state, lastReadSeq: row.my_read, showReadReceipts: row.my_show },
    other: {
      id: row.other_id,
      state: row.other_state,
      lastReadSeq: row.other_read,
      showReadReceipts: row.other_show,
    },
  }));
}
