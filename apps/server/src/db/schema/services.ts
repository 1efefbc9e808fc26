import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OpeningHours, ServicePrice } from '@aebro/shared/services';
import type { StoredImage } from './posts';
import { profiles } from './profiles';

/** A business's listing in the services directory (issue 16). */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** One of SPEC §9's business categories (its id). */
    category: text('category').notNull(),
    description: text('description').notNull(),
    /** One of the 35 cities (its id). */
    city: text('city').notNull(),
    serviceArea: text('service_area').notNull().default(''),
    price: jsonb('price').$type<ServicePrice>().notNull(),
    photos: jsonb('photos')
      .$type<StoredImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    social: text('social'),
    languages: text('languages').array().notNull(),
    /** null: by appointment. */
    hours: jsonb('hours').$type<OpeningHours>(),
    paused: boolean('paused').notNull().default(false),
    // Kept in the same transaction as the reviews they count, so the average stays exact.
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** rating_sum / review_count to 6 decimals (0 without reviews): the "best rated" order. */
    ratingAvg: numeric('rating_avg', { precision: 7, scale: 6 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the directory's search matches (issue 18): title, description and the city's names,
     * folded for Ge'ez and with its Latin phonetic key; the business name is matched through
     * `profiles.search_text`.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`aebro_search_text(title || ' ' || description || ' ' || aebro_city_search_name(city))`,
      ),
  },
  (table) => [
    index('services_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('services_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('services_rating_idx').on(
      table.ratingAvg.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('services_category_city_idx').on(table.category, table.city),
    index('services_business_idx').on(table.businessId, table.createdAt.desc().nullsFirst()),
    check(
      'services_lengths',
      sql`char_length(${table.title}) between 3 and 80 and char_length(${table.description}) <= 2000`,
    ),
    check('services_rating_check', sql`${table.ratingSum} >= 0 and ${table.reviewCount} >= 0`),
  ],
);

/**
 * A member's request for a service: requested → accepted | declined | expired | cancelled, and
 * accepted → completed | cancelled.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    state: text('state', {
      enum: ['requested', 'accepted', 'declined', 'expired', 'cancelled', 'completed'],
    })
      .notNull()
      .default('requested'),
    need: text('need').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }),
    preferredTime: text('preferred_time'),
    message: text('message').notNull().default(''),
    proposedDate: date('proposed_date', { mode: 'string' }),
    proposedTime: text('proposed_time'),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('service_requests_business_idx').on(
      table.businessId,
      table.state,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('service_requests_member_idx').on(
      table.memberId,
      table.state,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('service_requests_service_idx').on(table.serviceId),
    check(
      'service_requests_state_check',
      sql`${table.state} in ('requested', 'accepted', 'declined', 'expired', 'cancelled', 'completed')`,
    ),
    check('service_requests_not_own', sql`${table.memberId} <> ${table.businessId}`),
  ],
);

/** One review per completed request: 1–5 stars and text; the business replies once. */
export const serviceReviews = pgTable(
  'service_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_reviews_request_key').on(table.requestId),
    index('service_reviews_service_idx').on(
      table.serviceId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check('service_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
