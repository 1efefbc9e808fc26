import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { profiles } from './profiles';

/**
 * Polls (issue 36): a post may carry one, made with it. Who may see and vote in a poll is who may
 * read its post (db/read-rules/post-visibility.ts); votes are private, only their counts are shown.
 */
export const postPolls = pgTable('post_polls', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  multiple: boolean('multiple').notNull().default(false),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  /** Set once by the job that tells the author their poll closed (runs once, survives restarts). */
  closedNotifiedAt: timestamp('closed_notified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const postPollOptions = pgTable(
  'post_poll_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => postPolls.postId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (table) => [
    unique('post_poll_options_post_position_key').on(table.postId, table.position),
    check('post_poll_options_text_length', sql`char_length(${table.text}) between 1 and 80`),
  ],
);

/** One row per voter and option: a multiple-choice vote is several rows. */
export const postPollVotes = pgTable(
  'post_poll_votes',
  {
    optionId: uuid('option_id')
      .notNull()
      .references(() => postPollOptions.id, { onDelete: 'cascade' }),
    voterId: text('voter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The poll's post, so that a voter's choices in one poll are read by the index below. */
    postId: uuid('post_id')
      .notNull()
      .references(() => postPolls.postId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.optionId, table.voterId] }),
    index('post_poll_votes_post_voter_idx').on(table.postId, table.voterId),
    // The export and an account's deletion find a member's votes.
    index('post_poll_votes_voter_idx').on(table.voterId),
  ],
);
