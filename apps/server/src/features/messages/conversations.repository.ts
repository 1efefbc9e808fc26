import { and, desc, eq, sql } from 'drizzle-orm';
import type { ConversationBox, ConversationKind, MemberState } from '@aebro/shared/messages';
import { conversationMembers, conversations, messages } from '../../db/schema/messages';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';
import { conversationsReadBy, readerRowOf } from '../../db/read-rules/conversation-membership';

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
    .innerJoin(conversationMembers, readerRowOf(viewerId, conversations.id))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row ?? null;
}

const boxState: Record<ConversationBox, MemberState> = {
  inbox: 'accepted',
  requests: 'request',
  filtered: 'filtered',
};

/**
 * My conversations of one box (inbox: accepted; requests: first messages waiting for me; filtered:
 * the requests my notification policy filtered, issue 37), newest
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
    .innerJoin(conversationMembers, readerRowOf(viewerId, conversations.id))
    .where(
      and(
        eq(conversationMembers.state, boxState[box]),
        sql`${conversations.lastSeq} > ${conversationMembers.clearedSeq}`,
        cursor
          ? sql`(${conversations.lastActivityAt}, ${conversations.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(limit + 1);
}

/** Unread messages in the user's inbox, and how many requests wait. */
export async function unreadTotals(
  db: Executor,
  userId: string,
): Promise<{ count: number; requests: number; filtered: number }> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(case when ${conversationMembers.state} = 'accepted' then
        (select count(*) from ${messages} um where um.conversation_id = ${conversationMembers.conversationId}
          and um.seq > greatest(${conversationMembers.lastReadSeq}, ${conversationMembers.clearedSeq})
          and um.sender_id <> ${userId} and um.deleted_at is null) else 0 end), 0)::int`,
      requests: sql<number>`count(*) filter (where ${conversationMembers.state} = 'request'
        and ${conversations.lastSeq} > ${conversationMembers.clearedSeq})::int`,
      filtered: sql<number>`count(*) filter (where ${conversationMembers.state} = 'filtered'
        and ${conversations.lastSeq} > ${conversationMembers.clearedSeq})::int`,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(conversationsReadBy(userId));
  return { count: row?.count ?? 0, requests: row?.requests ?? 0, filtered: row?.filtered ?? 0 };
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
