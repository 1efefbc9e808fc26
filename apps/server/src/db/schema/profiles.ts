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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { languages } from '@aebro/shared/language';
import { calendarPreferences } from '@aebro/shared/calendar-preference';
import { users } from './auth';

/** The profile of SPEC §3, one row per user, created with the account. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    fullName: text('full_name'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    location: text('location'),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accountType: text('account_type', { enum: ['community', 'business'] })
      .notNull()
      .default('community'),
    businessCategory: text('business_category'),
    businessName: text('business_name'),
    businessEmail: text('business_email'),
    website: text('website'),
    socialMedia: text('social_media'),
    isVerified: boolean('is_verified').notNull().default(false),
    profileComplete: boolean('profile_complete').notNull().default(false),
    languagePreference: text('language_preference', { enum: languages }).notNull().default('en'),
    calendarPreference: text('calendar_preference', { enum: calendarPreferences })
      .notNull()
      .default('gregorian'),
    /** The member's IANA zone as their browser reports it; null until it has. */
    timeZone: text('time_zone'),
    allowCommentsOnPosts: boolean('allow_comments_on_posts').notNull().default(true),
    allowLikesOnPosts: boolean('allow_likes_on_posts').notNull().default(true),
    allowSavesOnPosts: boolean('allow_saves_on_posts').notNull().default(true),
    allowNewMessages: boolean('allow_new_messages').notNull().default(true),
    restrictMessagingToContacts: boolean('restrict_messaging_to_contacts').notNull().default(false),
    publicProfile: boolean('public_profile').notNull().default(true),
    notifyOnComments: boolean('notify_on_comments').notNull().default(true),
    notifyOnLikes: boolean('notify_on_likes').notNull().default(true),
    notifyOnFollows: boolean('notify_on_follows').notNull().default(true),
    notifyOnSaves: boolean('notify_on_saves').notNull().default(true),
    allowCommentNotifications: boolean('allow_comment_notifications').notNull().default(true),
    allowLikeNotifications: boolean('allow_like_notifications').notNull().default(true),
    allowFollowNotifications: boolean('allow_follow_notifications').notNull().default(true),
    allowSaveNotifications: boolean('allow_save_notifications').notNull().default(true),
    /** Issue 36: "your scheduled post went out" (one that could not go out is always told). */
    notifyOnScheduledPosts: boolean('notify_on_scheduled_posts').notNull().default(true),
    hideOnlineStatus: boolean('hide_online_status').notNull().default(false),
    /** Settings → Privacy: others see "Seen" under their messages (off for either side: nobody does). */
    showReadReceipts: boolean('show_read_receipts').notNull().default(true),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    // Kept in the same transaction as the rows they count, so they stay exact under concurrency.
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What people search matches (issue 18): name, username, business name and category, and the
     * location of public profiles only, folded for Ge'ez and with its Latin phonetic key.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`aebro_search_text(aebro_profile_search_text(full_name, username, business_name, business_category, CASE WHEN public_profile THEN location END))`,
      ),
  },
  (table) => [
    index('profiles_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    uniqueIndex('profiles_username_lower_key').on(sql`lower(${table.username})`),
    check('profiles_account_type_check', sql`${table.accountType} in ('community', 'business')`),
    check('profiles_language_check', sql`${table.languagePreference} in ('en', 'am', 'ti')`),
    check(
      'profiles_calendar_check',
      sql`${table.calendarPreference} in ('gregorian', 'ethiopian', 'both')`,
    ),
  ],
);

/** The columns of a person in a list (people, followers, authors); select only these. */
export const personColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  accountType: profiles.accountType,
  businessName: profiles.businessName,
  businessCategory: profiles.businessCategory,
  isVerified: profiles.isVerified,
  hideOnlineStatus: profiles.hideOnlineStatus,
  publicProfile: profiles.publicProfile,
};

export interface PersonRow {
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  accountType: 'community' | 'business';
  businessName: string | null;
  businessCategory: string | null;
  isVerified: boolean;
  hideOnlineStatus: boolean;
  publicProfile: boolean;
}

/** Who follows whom. Both lists page newest first by (created_at, id) on their own index. */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followingId: text('following_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followingId] }),
    index('follows_following_created_idx').on(
      table.followingId,
      table.createdAt.desc().nullsFirst(),
      table.followerId.desc().nullsFirst(),
    ),
    index('follows_follower_created_idx').on(
      table.followerId,
      table.createdAt.desc().nullsFirst(),
      table.followingId.desc().nullsFirst(),
    ),
    check('follows_not_self', sql`${table.followerId} <> ${table.followingId}`),
  ],
);

/**
 * Requests to follow a private profile (a locked account): the owner approves (the request becomes a
 * follow) or declines (it goes). Listed newest first for the owner.
 */
export const followRequests = pgTable(
  'follow_requests',
  {
    requesterId: text('requester_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.requesterId, table.targetId] }),
    index('follow_requests_target_created_idx').on(
      table.targetId,
      table.createdAt.desc().nullsFirst(),
      table.requesterId.desc().nullsFirst(),
    ),
    check('follow_requests_not_self', sql`${table.requesterId} <> ${table.targetId}`),
  ],
);
