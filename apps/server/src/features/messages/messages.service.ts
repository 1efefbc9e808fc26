import type { z } from 'zod';
import {
  editMessageSchema,
  messageLimits,
  sendMessageSchema,
  type Message,
  type MessagePage,
  type messagesQuerySchema,
  type SendMessage,
} from '@aebro/shared/messages';
import type { Context, Platform } from '../../platform/context';
import { badRequest, forbidden, notFound, slowMode } from '../../platform/errors';
import { claimImages } from '../media/media.service';
import { memberRow, memberStates } from './conversation-members.repository';
import { conversationFacts } from './conversations.repository';
import {
  decideStart,
  directOpenFor,
  missing,
  rateLimited,
  viewedConversation,
} from './conversations.service';
import { requireWithinCaps } from '../safety/trust.service';
import {
  blockedText,
  canChangeMessage,
  canReadConversation,
  refusalText,
  type StartState,
} from './messages.policy';
import {
  chatSlowModeWait,
  findByClientId,
  findMessage,
  messageRows,
  messagesByIds,
  sendFacts,
  storeMessage,
  updateMessageRow,
  type MessageRow,
} from './messages.repository';
import './messages.events';

const missingMessage = 'This message does not exist.';

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
  let recipient: { userId: string; state: StartState } | null = null;
  if (facts.kind === 'direct' && facts.lastSeq === 0) {
    const other = others[0];
    if (!other) throw forbidden(refusalText['not-accepting']);
    const decision = await decideStart(ctx, other.userId);
    if (!decision.allowed) throw forbidden(refusalText[decision.reason]);
    recipient = { userId: other.userId, state: decision.recipientState };
    // A first message to someone who does not follow me is a request: a new account has few a day.
    if (recipient.state !== 'accepted') await requireWithinCaps(ctx, { kind: 'messageRequests' });
  }
  if (facts.kind === 'group' && facts.state !== 'accepted') throw forbidden();
  if (facts.kind === 'group') {
    const wait = await chatSlowModeWait(ctx.db, conversationId, ctx.viewer.id);
    if (wait > 0) throw slowMode(wait);
  }

  const counterKey = `messages:send:${ctx.viewer.id}`;
  if ((await ctx.counters.hit(counterKey, 60_000)) > messageLimits.sendsPerMinute)
    throw rateLimited('You are sending messages very fast. Please wait a moment and try again.');

  if (value.replyToId) {
    const [replied] = await messagesByIds(ctx.db, [value.replyToId]);
    if (replied?.conversationId !== conversationId || replied.seq <= facts.clearedSeq)
      throw badRequest('The message you reply to is not in this conversation.');
  }
  const images = value.imageKeys.length > 0 ? await claimImages(ctx, value.imageKeys) : [];

  // One statement stores seq, message, read position and states together; a direct message's
  // notices are queued in the same transaction (one more statement while its row is held).
  // A first message lands where the recipient's state says now (a request their policy drops is
  // declined: nobody is told).
  const told = members.filter(
    (member) =>
      member.userId === ctx.viewer.id ||
      (member.userId === recipient?.userId ? recipient.state : member.state) !== 'declined',
  );
  const recipientIds = told
    .map((member) => member.userId)
    .filter((userId) => userId !== ctx.viewer.id);
  const stored = await ctx.events.transaction(ctx.db, async (tx) => {
    const row = await storeMessage(tx, {
      conversationId,
      senderId: ctx.viewer.id,
      clientId: value.clientId,
      body: value.body,
      images,
      replyToId: value.replyToId ?? null,
      recipient,
    });
    // The notices are a durable effect of the message: they exist exactly when it does.
    if (row && facts.kind === 'direct' && recipientIds.length > 0)
      await ctx.events.publish(tx, 'message.sent-direct', {
        conversationId,
        senderId: ctx.viewer.id,
        recipientIds,
        acceptedIds: told
          .filter(
            (member) =>
              member.userId !== ctx.viewer.id &&
              (member.userId === recipient?.userId ? recipient.state : member.state) === 'accepted',
          )
          .map((member) => member.userId),
      });
    return row;
  });
  // Two sends of one client id at once: the second found the first's key taken.
  if (!stored) return await repeated();
  const message = await toMessage(ctx, stored);
  ctx.events.emit('message.created', {
    message,
    kind: facts.kind,
    memberIds: told.map((member) => member.userId),
    recipientIds,
  });
  if (facts.state !== 'accepted')
    ctx.events.emit('conversation.changed', { conversationId, userId: ctx.viewer.id });
  return message;
}

/**
 * Issue 37: a message as moderators see it, for a report: its sender, text and community (a
 * community chat's), if the reporter may read it (a member of its conversation); else null.
 */
export async function messageForModeration(
  ctx: Context,
  messageId: string,
): Promise<{ senderId: string; body: string; communityId: string | null } | null> {
  const row = await findMessage(ctx.db, messageId);
  if (!row || row.deletedAt) return null;
  const member = await memberRow(ctx.db, row.conversationId, ctx.viewer.id);
  if (!canReadConversation(member) || row.seq <= (member?.clearedSeq ?? 0)) return null;
  const facts = await conversationFacts(ctx.db, row.conversationId);
  return { senderId: row.senderId, body: row.body, communityId: facts?.communityId ?? null };
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

/**
 * Issue 37: a community's admin removes a reported message of its chat (the caller checked that the
 * report is of their community): a tombstone, as when its sender deletes it.
 */
export async function removeMessageByModerator(ctx: Context, messageId: string): Promise<void> {
  const updated = await updateMessageRow(ctx.db, messageId, { deleted: true });
  if (updated) await announceChange(ctx, updated);
}

/** Deletes a message: a tombstone stays in its place; its text and photos are gone. */
export async function deleteMessage(ctx: Context, messageId: string): Promise<Message> {
  await ownMessage(ctx, messageId);
  const updated = await updateMessageRow(ctx.db, messageId, { deleted: true });
  if (!updated) throw forbidden('This message was deleted.');
  return await announceChange(ctx, updated);
}
