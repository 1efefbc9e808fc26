import { sql } from 'drizzle-orm';
import { memberStates } from '@aebro/shared/messages';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { communities } from './communities';
import type { StoredImage } from './posts';
import { profiles } from './profiles';

/**
 * A conversation: 'direct' between two people (one per pair, found by `direct_key`), or 'group' with
 * a member list (community chat uses these, with its community). `last_seq` is the sequence number of
 * its newest message; a new message takes `last_seq + 1` while the row is locked.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['direct', 'group'] }).notNull(),
    /** The two member ids of a direct conversation, sorted and joined with ':'; null for a group. */
    directKey: text('direct_key'),
    /** A group conversation's community (community chat), else null. */
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title'),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves with every new message: the list's "newest activity first". */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_direct_key').on(table.directKey),
    index('conversations_community_idx')
      .on(table.communityId)
      .where(sql`${table.communityId} is not null`),
    // A new account's daily cap on message requests (issue 37) counts what it started lately.
    index('conversations_created_by_idx')
      .on(table.createdBy, table.createdAt)
      .where(sql`${table.kind} = 'direct'`),
    check('conversations_kind_check', sql`${table.kind} in ('direct', 'group')`),
    check(
      'conversations_direct_key_check',
      sql`(${table.kind} = 'direct') = (${table.directKey} is not null)`,
    ),
  ],
);

/**
 * Who is in a conversation. `state`: 'accepted' (in the inbox), 'request' (a first message from
 * someone the member does not follow: the Requests tab), 'filtered' (a request the member's
 * notification policy filters, issue 37: the Filtered tab), 'declined' (deleted from Requests, or
 * dropped by the policy; the sender is not told). `last_read_seq`: how far the member has read; `cleared_seq`: messages up to it
 * are hidden from this member (a declined request's).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    state: text('state', { enum: memberStates }).notNull().default('accepted'),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    clearedSeq: integer('cleared_seq').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_user_idx').on(table.userId, table.state),
    check(
      'conversation_members_state_check',
      sql`${table.state} in ('accepted', 'request', 'filtered', 'declined')`,
    ),
  ],
);

/**
 * A message: `seq` orders it within its conversation (history pages and catch-up are keyset on it);
 * `client_id` is made by the sender's browser, so a retried send is stored once. A deleted message
 * keeps its row (and place) as a tombstone with its text and images removed.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: text('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    body: text('body').notNull().default(''),
    images: jsonb('images')
      .$type<StoredImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('messages_conversation_seq_key').on(table.conversationId, table.seq),
    uniqueIndex('messages_client_id_key').on(table.conversationId, table.senderId, table.clientId),
    check('messages_seq_positive', sql`${table.seq} > 0`),
    check('messages_body_length', sql`char_length(${table.body}) <= 4000`),
  ],
);
