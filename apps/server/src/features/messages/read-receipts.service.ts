import type { Context, Platform } from '../../platform/context';
import { markMessageNoticesRead } from '../notifications/notifications.service';
import { otherMembers } from './conversation-members.repository';
import { viewedConversation } from './conversations.service';
import { receiptsVisible } from './messages.policy';
import { directReceiptFacts, setLastRead, showsReadReceipts } from './read-receipts.repository';
import './messages.events';

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
  const caughtUp = after.unreadCount === 0 && before.kind === 'direct';
  if (lastReadSeq > before.lastReadSeq || caughtUp) {
    const [members, readerShows] = await Promise.all([
      otherMembers(ctx.db, ctx.viewer.id, [conversationId]),
      showsReadReceipts(ctx.db, ctx.viewer.id),
    ]);
    // Nothing left unread: the conversation's message notices are read as well.
    if (caughtUp)
      await markMessageNoticesRead(
        ctx,
        members.map((member) => member.id),
      );
    if (lastReadSeq <= before.lastReadSeq)
      return { lastReadSeq: Math.max(lastReadSeq, after.clearedSeq), unreadCount: 0 };
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
