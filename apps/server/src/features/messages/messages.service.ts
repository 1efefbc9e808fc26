import type { z } from 'zod';
import type { Page } from '@aebro/shared/connections';
import {
  editMessageSchema,
  messageLimits,
  sendMessageSchema,
  type Conversation,
  type conversationsQuerySchema,
  type Message,
  type MessagePage,
  type messagesQuerySchema,
  type SendMessage,
  type UnreadTotal,
} from '@aebro/shared/messages';
import type { Context, Platform } from '../../platform/context';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { isFollowing } from '../connections/connections.service';
import { claimImages } from '../media/media.service';
import { describePeople } from '../people/people.service';
import { profileRow } from '../profiles/profiles.service';
import { blockedIds, isBlockedBetween } from '../safety/safety.service';
import {
  blockedText,
  canChangeMessage,
  canReadConversation,
  directOpen,
  receiptsVisible,
  refusalText,
  startDecision,
  type StartDecision,
} from './messages.policy';
import {
  conversationFacts,
  conversationRows,
  deleteMember,
  directReceiptFacts,
  findByClientId,
  findCommunityConversation,
  findDirectConversation,
  findMessage,
  findViewedConversation,
  insertDirectConversation,
  insertGroupConversation,
  insertMember,
  lockCommunityConversation,
  memberRow,
  memberStates,
  sendFacts,
  storeMessage,
  messageRows,
  messagesByIds,
  otherMembers,
  setGroupTitle,
  setLastRead,
  setMemberState,
  showsReadReceipts,
  unreadTotals,
  updateMessageRow,
  type MessageRow,
  type ViewedConversationRow,
} from './messages.repository';
import './messages.events';

const missing = 'This conversation does not exist.';
const missingMessage = 'This message does not exist.';

function rateLimited(message: string): AppError {
  return new AppError('RATE_LIMITED', 429, message);
}

const directKey = (a: string, b: string): string => [a, b].sort().join(':');

/* Turning rows into what the API answers. */

async function toMessages(ctx: Platform, rows: readonly MessageRow[]): Promise<Message[]> {
  const replyIds = [...new Set(rows.flatMap((row) => (row.replyToId ? [row.replyToId] : [])))];
  const known = new Map(rows.map((row) => [row.id, row]));
  const fetched = await messagesByIds(
    ctx.db,
    replyIds.filter((id) => !known.has(id)),
  );
  for (const row of fetched) known.set(row.id, row);
  return rows.map((row) => {
    const reply = row.replyToId ? known.get(row.replyToId) : undefined;
    return {
      id: row.id,
      conversationId: row.conversationId,
      seq: row.seq,
      senderId: row.senderId,
      clientId: row.clientId,
      body: row.deletedAt ? '' : row.body,
      images: row.deletedAt
        ? []
        : row.images.map(({ url, width, height }) => ({ url, width, height })),
      replyTo:
        reply && reply.conversationId === row.conversationId
          ? {
              id: reply.id,
              seq: reply.seq,
              senderId: reply.senderId,
              body: reply.deletedAt ? '' : reply.body.slice(0, 200),
              hasImages: !reply.deletedAt && reply.images.length > 0,
              deleted: reply.deletedAt !== null,
            }
          : null,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      deleted: row.deletedAt !== null,
    };
  });
}

async function toMessage(ctx: Platform, row: MessageRow): Promise<Message> {
  const [message] = await toMessages(ctx, [row]);
  if (!message) throw new Error('message conversion failed');
  return message;
}

/** Whether the viewer may start the conversation with `otherId` (write its first message). */
async function decideStart(ctx: Context, otherId: string): Promise<StartDecision> {
  const other = await profileRow(ctx, otherId);
  if (!other) return { allowed: false, reason: 'not-accepting' };
  return startDecision(other, await isFollowing(ctx, otherId, ctx.viewer.id));
}

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
async function viewedConversation(
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

/* Messages. */

type MessagesQuery = z.output<typeof messagesQuerySchema>;

/**
 * A page of history (keyset on seq, never an offset): the newest, older than `before` (scrolling
 * up), or newer than `after` (catch-up after a reconnect, in order). Always oldest first.
 */
export async function listMessages(
  ctx: Context,
  conversationId: string,
  query: MessagesQuery,
): Promise<MessagePage> {
  const row = await viewedConversation(ctx, conversationId);
  const rows = await messageRows(ctx.db, conversationId, row.clearedSeq, query);
  const page = rows.slice(0, query.limit);
  if (query.after === undefined) page.reverse();
  return {
    items: await toMessages(ctx, page),
    hasMore: rows.length > query.limit,
    lastSeq: row.lastSeq,
  };
}

/**
 * Sends a message, once: a repeat of the same client id (a retry after a lost answer) returns the
 * stored message unchanged. The first message of a direct conversation starts it, with the other
 * person's switches checked again then. Replying to a request accepts it.
 */
export async function sendMessage(
  ctx: Context,
  conversationId: string,
  input: SendMessage,
): Promise<Message> {
  const value = sendMessageSchema.parse(input);
  // One query for what the send needs (not the inbox row with its unread count).
  const facts = await sendFacts(ctx.db, conversationId, ctx.viewer.id, value.clientId);
  if (!facts || !canReadConversation(facts)) throw notFound(missing);
  const repeated = async (): Promise<Message> => {
    const stored = await findByClientId(ctx.db, conversationId, ctx.viewer.id, value.clientId);
    if (!stored) throw notFound(missing);
    return await toMessage(ctx, stored);
  };
  if (facts.repeatId) return await repeated();

  const members = facts.members;
  const others = members.filter((member) => member.userId !== ctx.viewer.id);
  if (facts.kind === 'direct' && !(await directOpenFor(ctx, ctx.viewer.id, others)))
    throw forbidden(blockedText);
  let recipient: { userId: string; state: 'accepted' | 'request' } | null = null;
  if (facts.kind === 'direct' && facts.lastSeq === 0) {
    const other = others[0];
    if (!other) throw forbidden(refusalText['not-accepting']);
    const decision = await decideStart(ctx, other.userId);
    if (!decision.allowed) throw forbidden(refusalText[decision.reason]);
    recipient = { userId: other.userId, state: decision.recipientState };
  }
  if (facts.kind === 'group' && facts.state !== 'accepted') throw forbidden();

  const counterKey = `messages:send:${ctx.viewer.id}`;
  if ((await ctx.counters.hit(counterKey, 60_000)) > messageLimits.sendsPerMinute)
    throw rateLimited('You are sending messages very fast. Please wait a moment and try again.');

  if (value.replyToId) {
    const [replied] = await messagesByIds(ctx.db, [value.replyToId]);
    if (replied?.conversationId !== conversationId || replied.seq <= facts.clearedSeq)
      throw badRequest('The message you reply to is not in this conversation.');
  }
  const images = value.imageKeys.length > 0 ? await claimImages(ctx, value.imageKeys) : [];

  // One statement: seq, message, read position and states together (no transaction held open
  // across round trips, so sends to one conversation wait on its row for a moment only).
  const stored = await storeMessage(ctx.db, {
    conversationId,
    senderId: ctx.viewer.id,
    clientId: value.clientId,
    body: value.body,
    images,
    replyToId: value.replyToId ?? null,
    recipient,
  });
  // Two sends of one client id at once: the second found the first's key taken.
  if (!stored) return await repeated();
  const message = await toMessage(ctx, stored);
  const told = members.filter(
    (member) => member.userId === ctx.viewer.id || member.state !== 'declined',
  );
  ctx.events.emit('message.created', {
    message,
    kind: facts.kind,
    memberIds: told.map((member) => member.userId),
    recipientIds: told.map((member) => member.userId).filter((userId) => userId !== ctx.viewer.id),
  });
  if (facts.state !== 'accepted')
    ctx.events.emit('conversation.changed', { conversationId, userId: ctx.viewer.id });
  return message;
}

/** Whether a direct conversation between `userId` and `others` is open (no block either way). */
async function directOpenFor(
  ctx: Platform,
  userId: string,
  others: ReadonlyArray<{ userId: string }>,
): Promise<boolean> {
  for (const other of others)
    if (!directOpen('direct', await isBlockedBetween(ctx, userId, other.userId))) return false;
  return true;
}

/** A message the viewer may change: theirs, not deleted, in a conversation they are in. */
async function ownMessage(ctx: Context, messageId: string): Promise<MessageRow> {
  const row = await findMessage(ctx.db, messageId);
  const member = row ? await memberRow(ctx.db, row.conversationId, ctx.viewer.id) : null;
  if (!row || !canReadConversation(member) || row.seq <= (member?.clearedSeq ?? 0))
    throw notFound(missingMessage);
  if (!canChangeMessage(ctx.viewer.id, row))
    throw forbidden(
      row.deletedAt ? 'This message was deleted.' : 'Only its sender can change a message.',
    );
  return row;
}

async function announceChange(ctx: Context, row: MessageRow): Promise<Message> {
  const message = await toMessage(ctx, row);
  const members = await memberStates(ctx.db, row.conversationId);
  ctx.events.emit('message.changed', {
    message,
    memberIds: members
      .filter((member) => member.state !== 'declined' || member.userId === ctx.viewer.id)
      .map((member) => member.userId),
  });
  return message;
}

export async function editMessage(
  ctx: Context,
  messageId: string,
  input: { body: string },
): Promise<Message> {
  const { body } = editMessageSchema.parse(input);
  const row = await ownMessage(ctx, messageId);
  if (row.body === body) return await toMessage(ctx, row);
  const facts = await conversationFacts(ctx.db, row.conversationId);
  if (facts?.kind === 'direct') {
    const members = await memberStates(ctx.db, row.conversationId);
    const others = members.filter((member) => member.userId !== ctx.viewer.id);
    if (!(await directOpenFor(ctx, ctx.viewer.id, others))) throw forbidden(blockedText);
  }
  const updated = await updateMessageRow(ctx.db, messageId, { body, editedAt: new Date() });
  if (!updated) throw forbidden('This message was deleted.');
  return await announceChange(ctx, updated);
}

/** Deletes a message: a tombstone stays in its place; its text and photos are gone. */
export async function deleteMessage(ctx: Context, messageId: string): Promise<Message> {
  await ownMessage(ctx, messageId);
  const updated = await updateMessageRow(ctx.db, messageId, { deleted: true });
  if (!updated) throw forbidden('This message was deleted.');
  return await announceChange(ctx, updated);
}

/**
 * Moves my read position forward. The others are told only when both sides show read receipts and
 * I accepted the conversation; my own unread counts clear either way.
 */
export async function markRead(
  ctx: Context,
  conversationId: string,
  input: { seq: number },
): Promise<{ lastReadSeq: number; unreadCount: number }> {
  const before = await viewedConversation(ctx, conversationId);
  const lastReadSeq =
    (await setLastRead(ctx.db, conversationId, ctx.viewer.id, input.seq)) ?? before.lastReadSeq;
  const after = await viewedConversation(ctx, conversationId);
  if (lastReadSeq > before.lastReadSeq) {
    const [members, readerShows] = await Promise.all([
      otherMembers(ctx.db, ctx.viewer.id, [conversationId]),
      showsReadReceipts(ctx.db, ctx.viewer.id),
    ]);
    ctx.events.emit('conversation.read', {
      conversationId,
      userId: ctx.viewer.id,
      seq: lastReadSeq,
      audienceIds: members
        .filter((member) =>
          receiptsVisible(member.showReadReceipts, {
            showReadReceipts: readerShows,
            state: after.state,
          }),
        )
        .map((member) => member.id),
    });
  }
  return { lastReadSeq: Math.max(lastReadSeq, after.clearedSeq), unreadCount: after.unreadCount };
}

/**
 * After `userId` switched read receipts: the "Seen" position each side of their direct
 * conversations should now show, per user to tell (null: hidden).
 */
export async function seenAfterSwitch(
  ctx: Platform,
  userId: string,
): Promise<Map<string, Array<{ conversationId: string; seenSeq: number | null }>>> {
  const told = new Map<string, Array<{ conversationId: string; seenSeq: number | null }>>();
  const add = (to: string, conversationId: string, seenSeq: number | null): void => {
    const list = told.get(to) ?? [];
    list.push({ conversationId, seenSeq });
    told.set(to, list);
  };
  for (const { conversationId, mine, other } of await directReceiptFacts(ctx.db, userId)) {
    // What I see of the other, and what they see of me (as toConversations computes it).
    add(
      userId,
      conversationId,
      receiptsVisible(mine.showReadReceipts, other) ? other.lastReadSeq : null,
    );
    add(
      other.id,
      conversationId,
      receiptsVisible(other.showReadReceipts, mine) ? mine.lastReadSeq : null,
    );
  }
  return told;
}

/* For sockets and other areas (community chat). */

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

/** Creates a group conversation (community chat): every member in it from the start. */
export async function createGroupConversation(
  ctx: Platform,
  input: {
    createdBy: string | null;
    title: string | null;
    communityId: string | null;
    memberIds: readonly string[];
  },
): Promise<string> {
  return await ctx.db.transaction((tx) => insertGroupConversation(tx, input));
}

/** The community's chat, when it has been made already (null otherwise). */
export async function communityConversationId(
  ctx: Platform,
  communityId: string,
): Promise<string | null> {
  return await findCommunityConversation(ctx.db, communityId);
}

/**
 * The community's chat: the existing one, or a new one with `memberIds()` in it (made on first use,
 * once even when two people open it at the same moment).
 */
export async function ensureCommunityConversation(
  ctx: Platform,
  input: {
    communityId: string;
    title: string;
    createdBy: string;
    memberIds: () => Promise<readonly string[]>;
  },
): Promise<string> {
  const existing = await findCommunityConversation(ctx.db, input.communityId);
  if (existing) return existing;
  return await ctx.db.transaction(async (tx) => {
    await lockCommunityConversation(tx, input.communityId);
    const again = await findCommunityConversation(tx, input.communityId);
    if (again) return again;
    return await insertGroupConversation(tx, {
      createdBy: input.createdBy,
      title: input.title,
      communityId: input.communityId,
      memberIds: await input.memberIds(),
    });
  });
}

/** Adds someone to a group conversation; they read what is written from now on. */
export async function addConversationMember(
  ctx: Platform,
  conversationId: string,
  userId: string,
): Promise<boolean> {
  const facts = await conversationFacts(ctx.db, conversationId);
  if (facts?.kind !== 'group') return false;
  const added = await insertMember(ctx.db, conversationId, userId);
  if (added) ctx.events.emit('conversation.changed', { conversationId, userId });
  return added;
}

/** Removes someone from a group conversation; their open sockets leave its room at once. */
export async function removeConversationMember(
  ctx: Platform,
  conversationId: string,
  userId: string,
): Promise<boolean> {
  const facts = await conversationFacts(ctx.db, conversationId);
  if (facts?.kind !== 'group') return false;
  const removed = await deleteMember(ctx.db, conversationId, userId);
  if (removed) ctx.events.emit('conversation.member-removed', { conversationId, userId });
  return removed;
}

/** Renames a group conversation (a community's chat follows the community's name). */
export async function renameGroupConversation(
  ctx: Platform,
  conversationId: string,
  title: string,
): Promise<void> {
  for (const userId of await setGroupTitle(ctx.db, conversationId, title))
    ctx.events.emit('conversation.changed', { conversationId, userId });
}
