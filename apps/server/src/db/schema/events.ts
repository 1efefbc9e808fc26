import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Recurrence } from '@aebro/shared/recurrence';
import { communities } from './communities';
import { profiles } from './profiles';

/**
 * SPEC §3 Event: title, description, type (category, optional), location, start and end, maximum
 * attendees (null = unlimited), image. A draft is published once its creation fee is paid;
 * a cancelled event stays (status cancelled), nothing is deleted.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organiserId: text('organiser_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category'),
    status: text('status', { enum: ['draft', 'published', 'cancelled'] })
      .notNull()
      .default('draft'),
    online: boolean('online').notNull().default(false),
    city: text('city'),
    address: text('address').notNull().default(''),
    /** Shown to the organiser and the people going only. */
    onlineUrl: text('online_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The IANA zone the organiser gave the times in (and the calendar files use). */
    timeZone: text('time_zone').notNull(),
    capacity: integer('capacity'),
    coverUrl: text('cover_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The series this event is one occurrence of (issue 36), and the occurrence's date. */
    seriesId: uuid('series_id').references((): AnyPgColumn => eventSeries.id, {
      onDelete: 'cascade',
    }),
    occurrenceDate: date('occurrence_date'),
    /**
     * What event search matches (issue 18): title, description, venue address and the city's names,
     * folded for Ge'ez and with its Latin phonetic key (`aebro_search_text`, migration 0017).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`aebro_search_text(title || ' ' || description || ' ' || address || ' ' || aebro_city_search_name(city))`,
      ),
  },
  (table) => [
    index('events_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('events_starts_idx').on(table.status, table.startsAt, table.id),
    index('events_organiser_idx').on(table.organiserId, table.startsAt),
    index('events_community_idx')
      .on(table.communityId, table.startsAt)
      .where(sql`${table.communityId} is not null`),
    uniqueIndex('events_series_occurrence_key').on(table.seriesId, table.occurrenceDate),
    check(
      'events_series_occurrence_check',
      sql`(${table.seriesId} is null) = (${table.occurrenceDate} is null)`,
    ),
    check('events_status_check', sql`${table.status} in ('draft', 'published', 'cancelled')`),
    check('events_times_check', sql`${table.endsAt} > ${table.startsAt}`),
    check('events_capacity_check', sql`${table.capacity} is null or ${table.capacity} > 0`),
  ],
);

/**
 * A repeating event (issue 36): its rule (packages/shared/src/recurrence.ts), the first start's
 * wall-clock time in its zone and the duration. Each occurrence is an ordinary `events` row (with
 * its own answers, capacity and waitlist), materialised up to `materialised_until`.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organiserId: text('organiser_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    recurrence: jsonb('recurrence').$type<Recurrence>().notNull(),
    /** "YYYY-MM-DDTHH:mm" in `time_zone`: the first occurrence's date and every one's time. */
    firstStartsAt: text('first_starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Occurrences exist up to this date (included). */
    materialisedUntil: date('materialised_until').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('event_series_organiser_idx').on(table.organiserId),
    check('event_series_duration_check', sql`${table.durationMinutes} > 0`),
  ],
);

/** SPEC: going, interested, not going; one answer per person and event. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['going', 'interested', 'not_going'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_rsvps_user_idx').on(table.userId, table.status),
    check('event_rsvps_status_check', sql`${table.status} in ('going', 'interested', 'not_going')`),
  ],
);

/**
 * People who wanted to go to a full event, first come first served. When a place frees, the first
 * waiting one is offered it until `offer_expires_at`; an open offer counts against the capacity.
 */
export const eventWaitlist = pgTable(
  'event_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The order; a serial so that two joins in the same microsecond still have one. */
    position: integer('position').generatedAlwaysAsIdentity(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('event_waitlist_once_key').on(table.eventId, table.userId),
    index('event_waitlist_order_idx').on(table.eventId, table.position),
  ],
);

export const eventSaves = pgTable(
  'event_saves',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_saves_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A member's private calendar feed: one secret token at a time; revoking deletes it. */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
