import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ConversationKind, MemberState } from '@aebro/shared/messages';
import { communities, communityMembers } from '../../db/schema/communities';
import { conversationMembers, conversations, messages } from '../../db/schema/messages';
import type { StoredImage } from '../../db/schema/posts';
import type { Executor } from '../../platform/db/client';

export type MessageRow = typeof messages.$inferSelect;

export async function findByClientId(
  db: Executor,
  conversationId: string,
  senderId: string,
  clientId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderId, senderId),
        eq(messages.clientId, clientId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** What a send needs to know, in one query: where the sender stands, the members, a repeat. */
export interface SendFacts {
  kind: ConversationKind;
  lastSeq: number;
  state: MemberState;
  clearedSeq: number;
  members: Array<{ userId: string; state: MemberState }>;
  /** The message already stored for this client id (a retried send), if any. */
  repeatId: string | null;
}

export async function sendFacts(
  db: Executor,
  conversationId: string,
  senderId: string,
  clientId: string,
): Promise<SendFacts | null> {
  const { rows } = await db.execute<{
    kind: ConversationKind;
    last_seq: number;
    state: MemberState;
    cleared_seq: number;
    members: Array<{ userId: string; state: MemberState }>;
    repeat_id: string | null;
  }>(sql`
    select c.kind, c.last_seq, me.state, me.cleared_seq,
      (select json_agg(json_build_object('userId', o.user_id, 'state', o.state))
         from ${conversationMembers} o where o.conversation_id = c.id) as members,
      (select r.id from ${messages} r
         where r.conversation_id = c.id and r.sender_id = ${senderId} and r.client_id = ${clientId})
        as repeat_id
    from ${conversations} c
    join ${conversationMembers} me on me.conversation_id = c.id and me.user_id = ${senderId}
    where c.id = ${conversationId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    kind: row.kind,
    lastSeq: row.last_seq,
    state: row.state,
    clearedSeq: row.cleared_seq,
    members: row.members ?? [],
    repeatId: row.repeat_id,
  };
}

/**
 * Stores a message in one statement (one round trip, its own transaction): the conversation's row
 * is updated to `last_seq + 1` (which locks it until the statement commits, so seqs are given in
 * commit order, without gaps), the message is inserted at that seq, and the sender's read position
 * and state (and, for a first message, the recipient's state) move with it. A second send of the
 * same client id fails on the unique key, which rolls the whole statement back: null is returned
 * and the caller reads the stored one.
 */
export async function storeMessage(
  db: Executor,
  row: {
    conversationId: string;
    senderId: string;
    clientId: string;
    body: string;
    images: StoredImage[];
    replyToId: string | null;
    recipient: { userId: string; state: MemberState } | null;
  },
): Promise<MessageRow | null> {
  const recipientId = row.recipient?.userId ?? null;
  const recipientState = row.recipient?.state ?? null;
  try {
    const { rows } = await db.execute<Record<string, unknown>>(sql`
      with bumped as (
        update ${conversations} set last_seq = last_seq + 1, last_activity_at = now()
        where id = ${row.conversationId}
        returning last_seq
      ), stored as (
        insert into ${messages}
          (conversation_id, seq, sender_id, client_id, body, images, reply_to_id, created_at)
        select ${row.conversationId}, bumped.last_seq, ${row.senderId}, ${row.clientId},
          ${row.body}, ${JSON.stringify(row.images)}::jsonb, ${row.replyToId}, now()
        from bumped
        returning *
      ), moved as (
        update ${conversationMembers} cm set
          last_read_seq = case when cm.user_id = ${row.senderId}
            then greatest(cm.last_read_seq, stored.seq) else cm.last_read_seq end,
          state = case when cm.user_id = ${row.senderId} then 'accepted'
            else coalesce(${recipientState}::text, cm.state) end
        from stored
        where cm.conversation_id = ${row.conversationId}
          and (cm.user_id = ${row.senderId} or cm.user_id = ${recipientId}::text)
      )
      select * from stored`);
    const stored = rows[0];
    if (!stored) return null;
    return {
      id: stored.id as string,
      conversationId: stored.conversation_id as string,
      seq: stored.seq as number,
      senderId: stored.sender_id as string,
      clientId: stored.client_id as string,
      body: stored.body as string,
      images: stored.images as StoredImage[],
      replyToId: (stored.reply_to_id as string | null) ?? null,
      createdAt: new Date(stored.created_at as string | Date),
      editedAt: stored.edited_at ? new Date(stored.edited_at as string | Date) : null,
      deletedAt: stored.deleted_at ? new Date(stored.deleted_at as string | Date) : null,
    };
  } catch (error) {
    if (isConstraint(error, 'messages_client_id_key')) return null;
    throw error;
  }
}

function isConstraint(error: unknown, name: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const pgError = cause as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === name) return true;
  }
  return false;
}

/** A page of messages the member may see (seq above `clearedSeq`), always returned oldest first. */
export async function messageRows(
  db: Executor,
  conversationId: string,
  clearedSeq: number,
  query: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<MessageRow[]> {
  const base = and(eq(messages.conversationId, conversationId), gt(messages.seq, clearedSeq));
  if (query.after !== undefined) {
    return await db
      .select()
      .from(messages)
      .where(and(base, gt(messages.seq, query.after)))
      .orderBy(asc(messages.seq))
      .limit(query.limit + 1);
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(base, query.before === undefined ? undefined : lt(messages.seq, query.before)))
    .orderBy(desc(messages.seq))
    .limit(query.limit + 1);
  return rows;
}

export async function messagesByIds(db: Executor, ids: readonly string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return await db
    .select()
    .from(messages)
    .where(inArray(messages.id, [...ids]));
}

export async function findMessage(db: Executor, id: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row ?? null;
}

export async function updateMessageRow(
  db: Executor,
  id: string,
  changes: { body: string; editedAt: Date } | { deleted: true },
): Promise<MessageRow | null> {
  const [row] = await db
    .update(messages)
    .set(
      'deleted' in changes
        ? { body: '', images: [], deletedAt: sql`now()` }
        : { body: changes.body, editedAt: changes.editedAt },
    )
    .where(and(eq(messages.id, id), sql`${messages.deletedAt} is null`))
    .returning();
  return row ?? null;
}

/**
 * Issue 37: seconds the sender still has to wait in a community chat in slow mode (0 when they may
 * send). The community's admins are exempt. Reads the community's setting and role in SQL: the
 * messages area stands below communities and may not call it.
 */
export async function chatSlowModeWait(
  db: Executor,
  conversationId: string,
  senderId: string,
): Promise<number> {
  const result = await db.execute<{ left: number | string | null }>(sql`
    select c.slow_mode_seconds - extract(epoch from (now() - last.created_at)) as "left"
    from ${conversations} cv
    join ${communities} c on c.id = cv.community_id
    cross join lateral (
      select m.created_at from ${messages} m
      where m.conversation_id = cv.id and m.sender_id = ${senderId}
      order by m.created_at desc limit 1
    ) last
    where cv.id = ${conversationId}
      and c.slow_mode_seconds > 0
      and not exists (
        select 1 from ${communityMembers} cm
        where cm.community_id = c.id and cm.user_id = ${senderId} and cm.role = 'admin'
      )`);
  const left = Number(result.rows[0]?.left ?? 0);
  return left > 0 ? left : 0;
}
