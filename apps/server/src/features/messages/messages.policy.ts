import type { MemberState } from '@aebro/shared/messages';
import type { ReachChoice } from '@aebro/shared/notification-filters';

/**
 * Only members of a conversation read it, join its room or get told about it; for everyone else
 * it does not exist (a 404, a refused room). A declined request stays readable to its recipient.
 * The member row judged here is the one db/read-rules/conversation-membership.ts finds.
 */
export function canReadConversation(member: { state: MemberState } | null): boolean {
  return member !== null;
}

/** The recipient's switches (SPEC §3 profile) that decide who may start a conversation with them. */
export interface RecipientSwitches {
  allowNewMessages: boolean;
  restrictMessagingToContacts: boolean;
}

/** Where a first message lands for its recipient. */
export type StartState = MemberState;

export type StartDecision =
  | { allowed: false; reason: 'not-accepting' | 'contacts-only' }
  | { allowed: true; recipientState: StartState };

/**
 * Whether someone may start a conversation (write the first message) with a recipient, and where it
 * lands for them: `allow_new_messages` off refuses everyone; `restrict_messaging_to_contacts` lets
 * only people the recipient follows; otherwise someone they follow lands in the inbox and anyone
 * else in Requests.
 */
export function startDecision(
  recipient: RecipientSwitches,
  recipientFollowsSender: boolean,
): StartDecision {
  if (!recipient.allowNewMessages) return { allowed: false, reason: 'not-accepting' };
  if (recipient.restrictMessagingToContacts && !recipientFollowsSender)
    return { allowed: false, reason: 'contacts-only' };
  return { allowed: true, recipientState: recipientFollowsSender ? 'accepted' : 'request' };
}

/**
 * Issue 37: the recipient's notification policy (notifications/reach.service decides it for the
 * pair) moves a first message that it filters to their Filtered tab, and one that it drops
 * straight to declined (kept out of every list, as a deleted request; the sender is not told).
 */
export function withReach(decision: StartDecision, reach: ReachChoice): StartDecision {
  if (!decision.allowed || reach === 'accept') return decision;
  return { allowed: true, recipientState: reach === 'filter' ? 'filtered' : 'declined' };
}

/**
 * Blocks (either way) close a direct conversation: no new one is started, nothing more is written
 * or edited in an existing one, and neither person joins its room (so no typing reaches the other).
 * The history stays readable for both. Group conversations (community chats) still deliver
 * everyone's messages, as Signal and WhatsApp groups do; notifications between the two are dropped
 * by the notifications area. Nobody is told who blocked whom.
 */
export function directOpen(kind: 'direct' | 'group', blockedEitherWay: boolean): boolean {
  return kind !== 'direct' || !blockedEitherWay;
}

export const blockedText = "You can't message this person.";

/** The English refusal (the browser shows its own translated text for the reason). */
export const refusalText: Record<'not-accepting' | 'contacts-only', string> = {
  'not-accepting': 'This person is not accepting new messages.',
  'contacts-only': 'This person accepts new messages only from people they follow.',
};

/** Only the sender edits or deletes a message, and a deleted one stays deleted. */
export function canChangeMessage(
  viewerId: string,
  message: { senderId: string; deletedAt: Date | null },
): boolean {
  return message.senderId === viewerId && message.deletedAt === null;
}

/**
 * "Seen": the other person's read position is shown only when both show read receipts and the other
 * person accepted the conversation (reading a request tells the sender nothing).
 */
export function receiptsVisible(
  viewerShows: boolean,
  other: { showReadReceipts: boolean; state: MemberState },
): boolean {
  return viewerShows && other.showReadReceipts && other.state === 'accepted';
}
