import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { communities } from './communities';
import { profiles } from './profiles';

export interface StoredImageVariant {
  key: string;
  url: string;
  width: number;
  height: number;
  type: 'image/webp' | 'image/jpeg' | 'image/png';
  bytes: number;
}

export interface StoredImage {
  key: string;
  url: string;
  width: number;
  height: number;
  /** Absent on images stored before variants were made (issue 18). */
  bytes?: number;
  variants?: StoredImageVariant[];
}

/** Images uploaded by a user, waiting to be attached to a post; a key can only be used by its owner. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Size in bytes and the smaller copies made on upload (320/640/960/1280 px, WebP and JPEG/PNG, and a full-width WebP). */
    bytes: integer('bytes').notNull().default(0),
    variants: jsonb('variants')
      .$type<StoredImageVariant[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId, table.createdAt)],
);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    images: jsonb('images')
      .$type<StoredImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    audience: text('audience', { enum: ['public', 'followers', 'community'] })
      .notNull()
      .default('public'),
    /** Set exactly for audience 'community': the community the post was written in. */
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    savesCount: integer('saves_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Issue 37: no new comments (locked by the author, the community's admins or a site admin). */
    commentsLocked: boolean('comments_locked').notNull().default(false),
    /**
     * Issue 37: held for review since (a link in a new account's first posts): only its author
     * sees it (db/read-rules/post-visibility.ts) until an admin approves (null again) or removes it.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** Why it is held (holdReasons in @aebro/shared/holds); null when not held. */
    holdReason: text('hold_reason'),
    /**
     * What search matches (issue 18): the body folded for Ge'ez letters that sound alike plus its
     * Latin phonetic key (`aebro_search_text`, migration 0012), kept by PostgreSQL on every write.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`aebro_search_text(body)`),
  },
  (table) => [
    // The home feed and a profile's posts: an author's posts, newest first. NULLS FIRST matches the
    // queries' plain `order by created_at desc, id desc` (the columns are never null), so PostgreSQL
    // reads just the rows of a page instead of sorting all of an author's posts.
    index('posts_author_created_idx').on(
      table.authorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The home feed's pull query (deep pages, rebuilds): an author's posts outside communities,
    // newest first, read from the index alone (no visit to each post to check its audience).
    index('posts_author_home_idx')
      .on(table.authorId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.audience} <> 'community'`),
    // /posts: everyone's public posts, newest first.
    index('posts_public_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.audience} = 'public'`),
    // Search: `search_text like '%…%'` (the trigram index reads the stored text, so a recheck
    // never recomputes it).
    index('posts_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // A community's feed, newest first (only community posts carry a community).
    index('posts_community_created_idx')
      .on(table.communityId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.communityId} is not null`),
    // The admins' queue of held posts, oldest first.
    index('posts_held_idx')
      .on(table.heldAt)
      .where(sql`${table.heldAt} is not null`),
    check('posts_audience_check', sql`${table.audience} in ('public', 'followers', 'community')`),
    check(
      'posts_community_check',
      sql`(${table.audience} = 'community') = (${table.communityId} is not null)`,
    ),
    check('posts_body_length', sql`char_length(${table.body}) <= 5000`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('post_likes_user_idx').on(table.userId),
  ],
);

export const postSaves = pgTable(
  'post_saves',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('post_saves_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.postId.desc().nullsFirst(),
    ),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its writer last edited it (issue 36); its earlier texts are in post_comment_versions. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** As posts.search_text: what muted words are matched against (issue 37). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`aebro_search_text(body)`),
    /** Held for review (issue 37): seen by its writer only until an admin approves it. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    holdReason: text('hold_reason'),
  },
  (table) => [
    index('post_comments_post_created_idx').on(table.postId, table.createdAt, table.id),
    index('post_comments_held_idx')
      .on(table.heldAt)
      .where(sql`${table.heldAt} is not null`),
    // A new account's daily comment cap (issue 37) counts its comments of the last day.
    index('post_comments_author_created_idx').on(table.authorId, table.createdAt),
  ],
);

/**
 * Edit history (issue 36): what a post was before each edit, written in the edit's own
 * transaction. One row per edit: the text and audience the edit replaced, since when they had
 * stood (`written_at`: the post's creation or the edit before), who edited and when. The post's
 * current text is in `posts`; its history is read under the post's own read rule.
 */
export const postVersions = pgTable(
  'post_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    editorId: text('editor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    audience: text('audience', { enum: ['public', 'followers', 'community'] }).notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A post's history, newest first, keyset-paginated.
    index('post_versions_post_replaced_idx').on(
      table.postId,
      table.replacedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // An account's deletion finds its edits without reading the whole table.
    index('post_versions_editor_idx').on(table.editorId),
    check(
      'post_versions_audience_check',
      sql`${table.audience} in ('public', 'followers', 'community')`,
    ),
  ],
);

/** A comment's earlier texts, one row per edit (as post_versions). */
export const postCommentVersions = pgTable(
  'post_comment_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => postComments.id, { onDelete: 'cascade' }),
    editorId: text('editor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('post_comment_versions_comment_replaced_idx').on(
      table.commentId,
      table.replacedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('post_comment_versions_editor_idx').on(table.editorId),
  ],
);
