import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reachChoices } from '@aebro/shared/notification-filters';
import { notificationTypes } from '@aebro/shared/notification-rules';
import type { NotificationData } from '@aebro/shared/notifications';
import { profiles } from './profiles';

/** SPEC §3 user_notifications. actor_id and post_id are kept as columns to de-duplicate repeats. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: notificationTypes,
    }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    actorId: text('actor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Issue 37: the recipient's notification policy filtered it (the Filtered list): it raises no
     * bell, badge or push. Decided again when a repeat refreshes it.
     */
    filtered: boolean('filtered').notNull().default(false),
    pushDeliveryStatus: text('push_delivery_status', {
      enum: ['pending', 'not_needed', 'sent', 'failed'],
    })
      .notNull()
      .default('pending'),
  },
  (table) => [
    index('user_notifications_list_idx')
      .on(table.userId, table.createdAt.desc().nullsFirst())
      .where(sql`${table.clearedAt} is null`),
    // One notification per recipient, actor, type and subject (e.g. the post): a repeat refreshes it.
    // A decided join request updates the status in every admin's notification of it.
    index('user_notifications_join_request_idx')
      .on(sql`(${table.data}->>'request_id')`)
      .where(sql`${table.type} = 'community_join_request'`),
    uniqueIndex('user_notifications_once_key').on(
      table.userId,
      table.actorId,
      table.type,
      table.subjectId,
    ),
  ],
);

/** Web push subscriptions of a user's browsers (a service worker each). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * Issue 37: a member's notification policy: for notifications and message requests from people
 * they do not follow, people who do not follow them and accounts under 30 days, accept, filter or
 * drop. No row: accept everything (the default).
 */
export const notificationPolicies = pgTable('notification_policies', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  notFollowing: text('not_following', { enum: reachChoices }).notNull().default('accept'),
  notFollowers: text('not_followers', { enum: reachChoices }).notNull().default('accept'),
  newAccounts: text('new_accounts', { enum: reachChoices }).notNull().default('accept'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
