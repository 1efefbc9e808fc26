import type { z } from 'zod';
import type { Page } from '@aebro/shared/connections';
import {
  messageLimits,
  type Conversation,
  type conversationsQuerySchema,
  type UnreadTotal,
} from '@aebro/shared/messages';
import type { Context, Platform } from '../../platform/context';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { isFollowing } from '../connections/connections.service';
import { describePeople } from '../profiles/person-view.service';
import { profileRow } from '../profiles/profiles.service';
import { blockedIds, isBlockedBetween } from '../safety/safety.service';
import {
  memberRow,
  memberStates,
  otherMembers,
  setMemberState,
} from './conversation-members.repository';
import {
  conversationFacts,
  conversationRows,
  findDirectConversation,
  findViewedConversation,
  insertDirectConversation,
  unreadTotals,
  type ViewedConversationRow,
} from './conversations.repository';
import {
  blockedText,
  canReadConversation,
  directOpen,
  receiptsVisible,
  refusalText,
  startDecision,
  withReach,
  type StartDecision,
} from './messages.policy';
import { decideReach } from '../notifications/reach.service';
import { showsReadReceipts } from './read-receipts.repository';
import './messages.events';

export const missing = 'This conversation does not exist.';

export function rateLimited(message: string): AppError {
  return new AppError('RATE_LIMITED', 429, message);
}

const directKey = (a: string, b: string): string => [a, b].sort().join(':');

/**
 * Whether the viewer may start the conversation with `otherId` (write its first message), and where
 * it lands for them (their notification policy included).
 */
export async function decideStart(ctx: Context, otherId: string): Promise<StartDecision> {
  const other = await profileRow(ctx, otherId);
  if (!other) return { allowed: false, reason: 'not-accepting' };
  const decision = startDecision(other, await isFollowing(ctx, otherId, ctx.viewer.id));
  if (!decision.allowed) return decision;
  return withReach(decision, await decideReach(ctx, otherId, ctx.viewer.id));
}

/* Turning rows into what the API answers. */

async function toConversations(
  ctx: Context,
  rows: readonly ViewedConversationRow[],
): Promise<Conversation[]> {
  const [members, viewerShows, blocked] = await Promise.all([
    otherMembers(
      ctx.db,
      ctx.viewer.id,
      rows.map((row) => row.id),
    ),
    showsReadReceipts(ctx.db, ctx.viewer.id),
    blockedIds(ctx, ctx.viewer.id),
  ]);
  const people = await describePeople(
    ctx,
    members.map(
      ({ conversationId: _c, state: _s, lastReadSeq: _r, showReadReceipts: _v, ...person }) =>
        person,
    ),
  );
  const personOf = new Map(people.map((person, index) => [index, person]));
  return await Promise.all(
    rows.map(async (row) => {
      const own = members
        .map((member, index) => ({ member, person: personOf.get(index) }))
        .filter(({ member }) => member.conversationId === row.id);
      const other = row.kind === 'direct' ? own[0]?.member : undefined;
      let canSend = directOpen(row.kind, other ? blocked.has(other.id) : false);
      if (canSend && row.kind === 'direct' && row.lastSeq === 0)
        canSend = other ? (await decideStart(ctx, other.id)).allowed : false;
      return {
        id: row.id,
        kind: row.kind,
        communityId: row.communityId,
        title: row.title,
        members: own.flatMap(({ person }) => (person ? [person] : [])),
        state: row.state,
        lastSeq: row.lastSeq,
        lastMessage: row.lastMessage
          ? {
              seq: row.lastMessage.seq,
              senderId: row.lastMessage.senderId,
              preview: row.lastMessage.deleted
                ? ''
                : row.lastMessage.body.slice(0, messageLimits.previewMax),
              hasImages: row.lastMessage.hasImages && !row.lastMessage.deleted,
              deleted: row.lastMessage.deleted,
              createdAt: row.lastMessage.createdAt,
            }
          : null,
        lastActivityAt: row.lastActivityAt.toISOString(),
        unreadCount: row.unreadCount,
        myLastReadSeq: Math.max(row.lastReadSeq, row.clearedSeq),
        seenSeq: other && receiptsVisible(viewerShows, other) ? other.lastReadSeq : null,
        canSend,
      };
    }),
  );
}

/** A conversation the viewer is a member of; for anyone else it does not exist. */
export async function viewedConversation(
  ctx: Context,
  conversationId: string,
): Promise<ViewedConversationRow> {
  const row = await findViewedConversation(ctx.db, ctx.viewer.id, conversationId);
  if (!row || !canReadConversation(row)) throw notFound(missing);
  return row;
}

/* Conversations. */

type ConversationsQuery = z.output<typeof conversationsQuerySchema>;

/** My inbox or my requests, newest activity first. */
export async function listConversations(
  ctx: Context,
  query: ConversationsQuery,
): Promise<Page<Conversation>> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await conversationRows(ctx.db, ctx.viewer.id, query.box, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.activityKey,
    id: row.id,
  }));
  return { items: await toConversations(ctx, items), nextCursor };
}

export async function getConversation(ctx: Context, conversationId: string): Promise<Conversation> {
  const [conversation] = await toConversations(ctx, [
    await viewedConversation(ctx, conversationId),
  ]);
  if (!conversation) throw notFound(missing);
  return conversation;
}

/**
 * Opens the conversation with someone: the existing one, or a new one when they accept a first
 * message from the viewer (refused with a clear reason otherwise). A new one stays out of the other
 * person's lists until its first message.
 */
export async function openConversation(
  ctx: Context,
  input: { userId: string },
): Promise<Conversation> {
  const otherId = input.userId;
  if (otherId === ctx.viewer.id) throw badRequest('You cannot write to yourself.');
  const existing = await findDirectConversation(ctx.db, directKey(ctx.viewer.id, otherId));
  if (existing) return await getConversation(ctx, existing);
  if (!(await profileRow(ctx, otherId))) throw notFound('This person does not exist.');
  if (!directOpen('direct', await isBlockedBetween(ctx, ctx.viewer.id, otherId)))
    throw forbidden(blockedText);
  const decision = await decideStart(ctx, otherId);
  if (!decision.allowed) throw forbidden(refusalText[decision.reason]);
  const counterKey = `messages:new:${ctx.viewer.id}`;
  if ((await ctx.counters.peek(counterKey)) >= messageLimits.newConversationsPerHour)
    throw rateLimited(
      'You have started many conversations in the last hour. Please wait a while before starting another.',
    );
  const { id, created } = await ctx.db.transaction((tx) =>
    insertDirectConversation(tx, {
      key: directKey(ctx.viewer.id, otherId),
      createdBy: ctx.viewer.id,
      members: [
        { userId: ctx.viewer.id, state: 'accepted' },
        { userId: otherId, state: decision.recipientState },
      ],
    }),
  );
  if (created) await ctx.counters.hit(counterKey, 60 * 60_000);
  return await getConversation(ctx, id);
}

/** Moves a request to my inbox. Idempotent; a conversation already in the inbox stays there. */
export async function acceptRequest(ctx: Context, conversationId: string): Promise<Conversation> {
  const row = await viewedConversation(ctx, conversationId);
  if (row.state !== 'accepted') {
    await setMemberState(ctx.db, conversationId, ctx.viewer.id, 'accepted');
    ctx.events.emit('conversation.changed', { conversationId, userId: ctx.viewer.id });
  }
  return await getConversation(ctx, conversationId);
}

/**
 * Deletes a request: it leaves my Requests with what was written so far; the sender is not told
 * and may go on writing, which I do not see unless I open the conversation with them myself.
 */
export async function declineRequest(ctx: Context, conversationId: string): Promise<void> {
  const row = await viewedConversation(ctx, conversationId);
  if (row.state === 'accepted') throw forbidden('Only a message request can be deleted this way.');
  await setMemberState(ctx.db, conversationId, ctx.viewer.id, 'declined', row.lastSeq);
  ctx.events.emit('conversation.changed', { conversationId, userId: ctx.viewer.id });
}

export async function unreadTotal(ctx: Context): Promise<UnreadTotal> {
  return await unreadTotals(ctx.db, ctx.viewer.id);
}

/** Whether a direct conversation between `userId` and `others` is open (no block either way). */
export async function directOpenFor(
  ctx: Platform,
  userId: string,
  others: ReadonlyArray<{ userId: string }>,
): Promise<boolean> {
  for (const other of others)
    if (!directOpen('direct', await isBlockedBetween(ctx, userId, other.userId))) return false;
  return true;
}

/* For sockets. */

/**
 * Whether a user may join a conversation's room: when they may read it, and for a direct one only
 * while neither person blocks the other (the room carries typing; a block puts both out of it).
 */
export async function mayJoinConversation(
  ctx: Platform,
  userId: string,
  conversationId: string,
): Promise<boolean> {
  if (!canReadConversation(await memberRow(ctx.db, conversationId, userId))) return false;
  const facts = await conversationFacts(ctx.db, conversationId);
  if (facts?.kind !== 'direct') return true;
  const members = await memberStates(ctx.db, conversationId);
  return await directOpenFor(
    ctx,
    userId,
    members.filter((member) => member.userId !== userId),
  );
}
