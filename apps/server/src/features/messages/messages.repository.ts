import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { ConversationBox, ConversationKind, MemberState } from '@aebro/shared/messages';
import { conversationMembers, conversations, messages } from '../../db/schema/messages';
import type { StoredImage } from '../../db/schema/posts';
import { personColumns, profiles, type PersonRow } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';

export type MessageRow = typeof messages.$inferSelect;

/** A conversation with where the viewer stands in it. */
export interface ViewedConversationRow {
  id: string;
  kind: ConversationKind;
  communityId: string | null;
  title: string | null;
  lastSeq: number;
  lastActivityAt: Date;
  activityKey: string;
  state: MemberState;
  lastReadSeq: number;
  clearedSeq: number;
  unreadCount: number;
  lastMessage: {
    seq: number;
    senderId: string;
    body: string;
    hasImages: boolean;
    deleted: boolean;
    createdAt: string;
  } | null;
}

/** Another member of a conversation, with their read position and receipts switch. */
export interface MemberPersonRow extends PersonRow {
  conversationId: string;
  state: MemberState;
  lastReadSeq: number;
  showReadReceipts: boolean;
}

const outerConversation = sql`${sql.identifier('conversations')}.${sql.identifier('id')}`;

function viewedColumns(viewerId: string) {
  return {
    id: conversations.id,
    kind: conversations.kind,
    communityId: conversations.communityId,
    title: conversations.title,
    lastSeq: conversations.lastSeq,
    lastActivityAt: conversations.lastActivityAt,
    activityKey: timestampKey(conversations.lastActivityAt),
    state: conversationMembers.state,
    lastReadSeq: conversationMembers.lastReadSeq,
    clearedSeq: conversationMembers.clearedSeq,
    unreadCount: sql<number>`(select count(*)::int from ${messages} um
      where um.conversation_id = ${outerConversation}
        and um.seq > greatest(${conversationMembers.lastReadSeq}, ${conversationMembers.clearedSeq})
        and um.sender_id <> ${viewerId} and um.deleted_at is null)`,
    lastMessage: sql<ViewedConversationRow['lastMessage']>`(select json_build_object(
        'seq', lm.seq, 'senderId', lm.sender_id, 'body', left(lm.body, 200),
        'hasImages', jsonb_array_length(lm.images) > 0, 'deleted', lm.deleted_at is not null,
        'createdAt', to_char(lm.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from ${messages} lm
      where lm.conversation_id = ${outerConversation} and lm.seq = ${conversations.lastSeq}
        and lm.seq > ${conversationMembers.clearedSeq})`,
  };
}

export async function findViewedConversation(
  db: Executor,
  viewerId: string,
  conversationId: string,
): Promise<ViewedConversationRow | null> {
  const [row] = await db
    .select(viewedColumns(viewerId))
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.userId, viewerId),
      ),
    )
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row ?? null;
}

/**
 * My conversations of one box (inbox: accepted; requests: first messages waiting for me), newest
 * activity first, keyset on (last activity, id). Conversations with nothing I can see are left out.
 */
export async function conversationRows(
  db: Executor,
  viewerId: string,
  box: ConversationBox,
  cursor: Cursor | null,
  limit: number,
): Promise<ViewedConversationRow[]> {
  return await db
    .select(viewedColumns(viewerId))
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.userId, viewerId),
      ),
    )
    .where(
      and(
        eq(conversationMembers.state, box === 'inbox' ? 'accepted' : 'request'),
        sql`${conversations.lastSeq} > ${conversationMembers.clearedSeq}`,
        cursor
          ? sql`(${conversations.lastActivityAt}, ${conversations.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(limit + 1);
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
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
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

export async function conversationFacts(
  db: Executor,
  conversationId: string,
): Promise<{ kind: ConversationKind; lastSeq: number; communityId: string | null } | null> {
  const [row] = await db
    .select({
      kind: conversations.kind,
      lastSeq: conversations.lastSeq,
      communityId: conversations.communityId,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row ?? null;
}

export async function findDirectConversation(db: Executor, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.directKey, key))
    .limit(1);
  return row?.id ?? null;
}

/** Creates the direct conversation of a pair, or finds it when another request just made it. */
export async function insertDirectConversation(
  db: Executor,
  input: { key: string; createdBy: string; members: Array<{ userId: string; state: MemberState }> },
): Promise<{ id: string; created: boolean }> {
  const [created] = await db
    .insert(conversations)
    .values({ kind: 'direct', directKey: input.key, createdBy: input.createdBy })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!created) {
    const existing = await findDirectConversation(db, input.key);
    if (!existing) throw new Error('direct conversation vanished');
    return { id: existing, created: false };
  }
  await db
    .insert(conversationMembers)
    .values(input.members.map((member) => ({ conversationId: created.id, ...member })));
  return { id: created.id, created: true };
}

/** The group conversation of a community (its chat), or null when it has none yet. */
export async function findCommunityConversation(
  db: Executor,
  communityId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.communityId, communityId), eq(conversations.kind, 'group')))
    .orderBy(asc(conversations.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Serialises the creation of a community's conversation (two first uses at once make one). */
export async function lockCommunityConversation(db: Executor, communityId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`community-chat:${communityId}`}))`);
}

export async function insertGroupConversation(
  db: Executor,
  input: {
    createdBy: string | null;
    title: string | null;
    communityId: string | null;
    memberIds: readonly string[];
  },
): Promise<string> {
  const [created] = await db
    .insert(conversations)
    .values({
      kind: 'group',
      createdBy: input.createdBy,
      title: input.title,
      communityId: input.communityId,
    })
    .returning({ id: conversations.id });
  if (!created) throw new Error('conversation insert returned nothing');
  if (input.memberIds.length > 0)
    await db
      .insert(conversationMembers)
      .values(
        [...new Set(input.memberIds)].map((userId) => ({ conversationId: created.id, userId })),
      );
  return created.id;
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

/** Unread messages in the user's inbox, and how many requests wait. */
export async function unreadTotals(
  db: Executor,
  userId: string,
): Promise<{ count: number; requests: number }> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(case when ${conversationMembers.state} = 'accepted' then
        (select count(*) from ${messages} um where um.conversation_id = ${conversationMembers.conversationId}
          and um.seq > greatest(${conversationMembers.lastReadSeq}, ${conversationMembers.clearedSeq})
          and um.sender_id <> ${userId} and um.deleted_at is null) else 0 end), 0)::int`,
      requests: sql<number>`count(*) filter (where ${conversationMembers.state} = 'request'
        and ${conversations.lastSeq} > ${conversationMembers.clearedSeq})::int`,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversationMembers.userId, userId));
  return { count: row?.count ?? 0, requests: row?.requests ?? 0 };
}

/** Whether the sender has written in the conversation before (their first message starts it). */
export async function hasWritten(
  db: Executor,
  conversationId: string,
  senderId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId)))
    .limit(1);
  return rows.length > 0;
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

/** Sets a group conversation's title; the ids of its members, to tell them (none if not a group). */
export async function setGroupTitle(
  db: Executor,
  conversationId: string,
  title: string,
): Promise<string[]> {
  const { rows } = await db.execute<{ user_id: string }>(sql`
    with renamed as (
      update ${conversations} set title = ${title}
      where id = ${conversationId} and kind = 'group'
      returning id
    )
    select cm.user_id from ${conversationMembers} cm join renamed on renamed.id = cm.conversation_id`);
  return rows.map((row) => row.user_id);
}
