/*
 * The messages area's numbers and lists without zod, so that a screen can use them before the
 * schemas in `messages.ts` have loaded.
 */

export const messageLimits = {
  /** Characters of one message's text (the composer counts down from it). */
  bodyMax: 2000,
  imagesMax: 4,
  /** A client-made id (a UUID, or any short token) that makes a send idempotent. */
  clientIdMax: 64,
  /** History and catch-up page sizes. */
  pageSize: 30,
  pageMax: 100,
  /** Sends per account per minute, and conversations started per account per hour. */
  sendsPerMinute: 30,
  newConversationsPerHour: 20,
  /** Characters of the last message shown in the list. */
  previewMax: 120,
  /** A typing indicator goes out after this long without a new typing event. */
  typingShowMs: 4000,
} as const;

export const conversationKinds = ['direct', 'group'] as const;
export type ConversationKind = (typeof conversationKinds)[number];
export const memberStates = ['accepted', 'request', 'filtered', 'declined'] as const;
export type MemberState = (typeof memberStates)[number];
export const conversationBoxes = ['inbox', 'requests', 'filtered'] as const;
export type ConversationBox = (typeof conversationBoxes)[number];
