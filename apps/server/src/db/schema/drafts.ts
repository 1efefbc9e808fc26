import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DraftPoll } from '@aebro/shared/drafts';
import { communities } from './communities';
import { posts, type StoredImage } from './posts';
import { profiles } from './profiles';

/**
 * Drafts and scheduled posts (issue 36): the composer's content, kept for its author only. A
 * scheduled one (`scheduled_at`, UTC) is published by the job `posts.publish-scheduled`; the move to
 * 'published' is one guarded UPDATE, so a job run twice makes one post. The published row stays
 * (with its post) so that a late edit or cancel is told it went out (409).
 */
export const postDrafts = pgTable(
  'post_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['draft', 'scheduled', 'published'] })
      .notNull()
      .default('draft'),
    body: text('body').notNull().default(''),
    /** The author's uploads, as when it was saved (claimed again when it is published). */
    images: jsonb('images')
      .$type<StoredImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    audience: text('audience', { enum: ['public', 'followers', 'community'] })
      .notNull()
      .default('public'),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    poll: jsonb('poll').$type<DraftPoll>(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** When a scheduled post could not go out (it went back to the drafts). */
    publishFailedAt: timestamp('publish_failed_at', { withTimezone: true }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // "Drafts & scheduled": the author's open ones, last changed first.
    index('post_drafts_author_updated_idx')
      .on(table.authorId, table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.state} <> 'published'`),
    check('post_drafts_state_check', sql`${table.state} in ('draft', 'scheduled', 'published')`),
    check(
      'post_drafts_scheduled_check',
      sql`(${table.state} = 'scheduled') <= (${table.scheduledAt} is not null)`,
    ),
    check(
      'post_drafts_community_check',
      sql`(${table.audience} = 'community') = (${table.communityId} is not null)`,
    ),
    check('post_drafts_body_length', sql`char_length(${table.body}) <= 5000`),
  ],
);
