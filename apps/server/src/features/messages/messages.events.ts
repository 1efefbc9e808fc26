import type { Message } from '@aebro/shared/messages';

/**
 * The messages area's events. `recipientIds`: the members to tell (not the sender, never someone
 * who declined the conversation), so that the module reaches their other tabs and notifies them.
 */
declare module '../../platform/events' {
  interface DomainEvents {
    'message.created': {
      message: Message;
      kind: 'direct' | 'group';
      memberIds: string[];
      recipientIds: string[];
    };
    /**
     * A direct message was stored (published in its transaction): each recipient is notified,
     * unless they are looking at the conversation when the notice is written.
     */
    'message.sent-direct': {
      conversationId: string;
      senderId: string;
      recipientIds: string[];
      /** Those of them who accepted the conversation (issue 37: their notice is not filtered). */
      acceptedIds?: string[];
    };
    /** Edited, or deleted (a tombstone). */
    'message.changed': { message: Message; memberIds: string[] };
    /**
     * A member read up to `seq`. `audienceIds`: the other members allowed to see it (read receipts
     * on for both sides); the reader's own tabs are always told.
     */
    'conversation.read': {
      conversationId: string;
      userId: string;
      seq: number;
      audienceIds: string[];
    };
    /** A member's view of the conversation changed (accepted, declined): refresh their lists. */
    'conversation.changed': { conversationId: string; userId: string };
    /** Someone left or was removed from a group conversation: their sockets leave its room. */
    'conversation.member-removed': { conversationId: string; userId: string };
  }
}

export {};
