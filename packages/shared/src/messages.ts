import { z } from 'zod';
import { personSchema } from './connections';
import { postImageSchema } from './posts';
import { conversationBoxes, conversationKinds, memberStates, messageLimits } from './message-rules';

export {
  conversationBoxes,
  conversationKinds,
  memberStates,
  messageLimits,
  type ConversationBox,
  type ConversationKind,
  type MemberState,
} from './message-rules';

/** The message a reply answers, enough to quote it. */
export const replyPreviewSchema = z.object({
  id: z.string(),
  seq: z.number(),
  senderId: z.string(),
  body: z.string(),
  hasImages: z.boolean(),
  deleted: z.boolean(),
});
export type ReplyPreview = z.infer<typeof replyPreviewSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Its place in the conversation: 1, 2, 3… with no repeats. */
  seq: z.number(),
  senderId: z.string(),
  clientId: z.string(),
  /** '' for a deleted message (a tombstone). */
  body: z.string(),
  images: z.array(postImageSchema),
  replyTo: replyPreviewSchema.nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const lastMessageSchema = z.object({
  seq: z.number(),
  senderId: z.string(),
  preview: z.string(),
  hasImages: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string(),
});

export const conversationSchema = z.object({
  id: z.string(),
  kind: z.enum(conversationKinds),
  communityId: z.string().nullable(),
  title: z.string().nullable(),
  /** The other members (for a direct conversation, the one other person). */
  members: z.array(personSchema),
  /** Where the conversation stands for me: in my inbox, in my requests, or declined. */
  state: z.enum(memberStates),
  lastSeq: z.number(),
  lastMessage: lastMessageSchema.nullable(),
  lastActivityAt: z.string(),
  unreadCount: z.number(),
  myLastReadSeq: z.number(),
  /**
   * How far the other person has read (a direct conversation), when both show read receipts and
   * they accepted the conversation; else null.
   */
  seenSeq: z.number().nullable(),
  /** Whether I may write here now (false when the other person does not accept a first message). */
  canSend: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsQuerySchema = z.object({
  box: z.enum(conversationBoxes).default('inbox'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const openConversationSchema = z.object({ userId: z.uuid() }).strict();

/** `before`: older than this seq (history, scrolling up); `after`: newer (catch-up); neither: the newest. */
export const messagesQuerySchema = z
  .object({
    before: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
    after: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(messageLimits.pageMax)
      .default(messageLimits.pageSize),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: 'Ask for messages before or after a position, not both.',
    path: ['after'],
  });

/** Always oldest first. `hasMore`: more wait beyond this page in the direction asked. */
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  hasMore: z.boolean(),
  lastSeq: z.number(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

const bodySchema = z
  .string()
  .trim()
  .max(messageLimits.bodyMax, { message: 'validation.messageTooLong' });

export const sendMessageSchema = z
  .object({
    clientId: z
      .string()
      .min(1)
      .max(messageLimits.clientIdMax)
      .regex(/^[A-Za-z0-9_-]+$/),
    body: bodySchema.default(''),
    imageKeys: z
      .array(z.string().max(200))
      .max(messageLimits.imagesMax, { message: 'validation.messageTooManyImages' })
      .default([]),
    replyToId: z.uuid().optional(),
  })
  .strict()
  .refine((message) => message.body.length > 0 || message.imageKeys.length > 0, {
    message: 'validation.messageEmpty',
    path: ['body'],
  });
export type SendMessage = z.input<typeof sendMessageSchema>;

export const editMessageSchema = z
  .object({ body: bodySchema.min(1, { message: 'validation.messageEmpty' }) })
  .strict();

export const markReadSchema = z
  .object({ seq: z.number().int().min(0).max(2_000_000_000) })
  .strict();

export const readStateSchema = z.object({ lastReadSeq: z.number(), unreadCount: z.number() });

export const unreadTotalSchema = z.object({
  /** Unread messages in my inbox. */
  count: z.number(),
  /** Conversations waiting in my Requests tab. */
  requests: z.number(),
  /** Requests my notification policy filtered (issue 37): the Filtered tab, which no badge counts. */
  filtered: z.number(),
});
export type UnreadTotal = z.infer<typeof unreadTotalSchema>;

/** A text's links that may become clickable: http and https only. */
export const linkPattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;
