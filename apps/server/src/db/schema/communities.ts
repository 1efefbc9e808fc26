import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/** SPEC §3 Community: name, description, privacy; cover and icon are uploaded images. */
export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    privacy: text('privacy', { enum: ['public', 'private'] }).notNull(),
    /** Asked of people who request to join a private community; '' when none. */
    joinQuestion: text('join_question').notNull().default(''),
    coverUrl: text('cover_url'),
    iconUrl: text('icon_url'),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    // Kept in the same transaction as the rows it counts, so it stays exact under concurrency.
    memberCount: integer('member_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves with every post written in it: discover's "most active" order. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 37: the community's numbered rules (in order), written by its admins in their language. */
    rules: jsonb('rules')
      .$type<{ title: string; detail: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Issue 37: slow mode, one post or chat message per this many seconds per member; 0 is off. */
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    /** What discover's search matches: name and description, folded, with their phonetic key. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`aebro_search_text(name || ' ' || description)`),
  },
  (table) => [
    index('communities_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Names are unique whatever their case ("Habesha Runners" and "habesha runners" are one).
    uniqueIndex('communities_name_lower_key').on(sql`lower(${table.name})`),
    index('communities_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('communities_active_idx').on(
      table.lastActiveAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check('communities_privacy_check', sql`${table.privacy} in ('public', 'private')`),
    check(
      'communities_name_length',
      sql`char_length(${table.name}) between 2 and 60 and char_length(${table.description}) <= 1000`,
    ),
    check('communities_slow_mode_check', sql`${table.slowModeSeconds} between 0 and 86400`),
  ],
);

/** Members with their role (SPEC §3: member or admin). */
export const communityMembers = pgTable(
  'community_members',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When they accepted the community's rules (on joining); null when it had none then. */
    rulesAcceptedAt: timestamp('rules_accepted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.userId] }),
    // My communities, newest joined first; and the home feed's "communities I am in".
    index('community_members_user_idx').on(
      table.userId,
      table.joinedAt.desc().nullsFirst(),
      table.communityId.desc().nullsFirst(),
    ),
    // The members list: admins first, then in the order they joined.
    index('community_members_list_idx').on(
      table.communityId,
      table.role,
      table.joinedAt,
      table.userId,
    ),
    check('community_members_role_check', sql`${table.role} in ('member', 'admin')`),
  ],
);

/** Requests to join a private community: one per person and community, pending until decided. */
export const communityJoinRequests = pgTable(
  'community_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull().default(''),
    /** When the requester accepted the community's rules; carried to the membership on approval. */
    rulesAcceptedAt: timestamp('rules_accepted_at', { withTimezone: true }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('community_join_requests_once_key').on(table.communityId, table.userId),
    // Manage: the pending (or rejected) requests, newest first.
    index('community_join_requests_list_idx').on(
      table.communityId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check(
      'community_join_requests_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

/** Issue 37: people a community's admins banned: removed, and refused when they ask to join again. */
export const communityBans = pgTable(
  'community_bans',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bannedBy: text('banned_by').references(() => profiles.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.communityId, table.userId] })],
);
