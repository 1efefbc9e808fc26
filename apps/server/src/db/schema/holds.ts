import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { communities } from './communities';

/*
 * Issue 37, hold for review: words that hold a post or comment for review instead of publishing
 * it (site-wide when `community_id` is null, else a community's own keyword filter), and the
 * domains whose links do the same. Matched as muted words are (`patterns`, Ge'ez-aware).
 */
export const holdWords = pgTable(
  'hold_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    wholeWord: boolean('whole_word').notNull().default(true),
    /** `like` patterns over a text's search document padded with spaces (mutedWordPatterns). */
    patterns: text('patterns').array().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('hold_words_scope_phrase').on(table.communityId, table.phrase).nullsNotDistinct(),
    index('hold_words_community_idx').on(table.communityId),
    check('hold_words_phrase_length', sql`char_length(${table.phrase}) between 1 and 100`),
  ],
);

/** A domain (and its subdomains) whose links hold a post or comment for review. */
export const blockedDomains = pgTable(
  'blocked_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull().unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('blocked_domains_domain_length', sql`char_length(${table.domain}) <= 253`)],
);
