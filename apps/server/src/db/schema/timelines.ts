import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * The precomputed home timeline (issue 19): the posts a member's home feed shows, newest first,
 * written when a post is created (fan-out on write) for members who read their feed lately. It holds
 * candidates only: every read still applies the feed's rules (follows, memberships, blocks, mutes,
 * bans) and joins the post, so a row whose post was deleted or whose author was unfollowed is never
 * shown, even before the clean-up job takes it out. The primary key is the page's order, so a page
 * is one backward range scan of the member's rows. No foreign key to posts: a deleted post's rows
 * are removed by a job (or trimmed), so deleting a post does not scan every timeline.
 */
export const homeTimelines = pgTable(
  'home_timelines',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The post's created_at: the sort key, with the post id. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    postId: uuid('post_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.createdAt, table.postId] })],
);

/**
 * A member's timeline state. `readAt`: when they last read their home feed (at most an hour
 * stale); only members who read it within the active period get posts written to their timeline,
 * and a member whose `readAt` is older (or who has no row) has it rebuilt from the pull query on
 * their next read. `floor*`: the timeline is complete from this (created_at, id) upwards; older
 * pages come from the pull query (null: complete down to the first post).
 */
export const homeTimelineStates = pgTable('home_timeline_states', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  floorAt: timestamp('floor_at', { withTimezone: true }),
  floorId: uuid('floor_id'),
});

/**
 * Authors with too many followers to write to every follower's timeline: their posts are merged
 * into their followers' pages at read time instead (the followers of each one are few compared
 * with the timeline rows saved).
 */
export const homeTimelineWideAuthors = pgTable('home_timeline_wide_authors', {
  authorId: text('author_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
