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
import { posts } from './posts';
import { profiles } from './profiles';

/** One row per purchase: what was bought, for how much, and where its payment stands. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** What was bought: 'event_creation', 'post_boost' (more kinds later). */
    kind: text('kind').notNull(),
    /** The thing bought for: the event's or the post's id. */
    referenceId: text('reference_id').notNull(),
    /** Kind-specific facts shown on the receipt, e.g. { days: 3 } for a boost. */
    details: jsonb('details')
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    description: text('description').notNull(),
    /** In the currency's minor units (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** `superseded`: closed unpaid because a newer checkout for the same purchase was opened. */
    status: text('status', {
      enum: ['pending', 'paid', 'failed', 'expired', 'refunded', 'superseded'],
    })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    checkoutUrl: text('checkout_url'),
    /** Where the payer comes back to in Aebro (a same-site path), paid or not. */
    returnPath: text('return_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the checkout closes: a payment after this is refunded, not applied. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    // Payment history: mine, newest first.
    index('payments_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('payments_provider_session_idx').on(table.provider, table.providerSessionId),
    // A purchase has at most one open checkout: opening another closes the first (superseded).
    uniqueIndex('payments_one_open_checkout_idx')
      .on(table.kind, table.referenceId)
      .where(sql`${table.status} = 'pending'`),
    // The reconciliation: checkouts still open past their time, purchases paid lately.
    index('payments_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    index('payments_paid_at_idx')
      .on(table.paidAt)
      .where(sql`${table.status} = 'paid'`),
    index('payments_provider_payment_idx').on(table.providerPaymentId),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check(
      'payments_status_check',
      sql`${table.status} in ('pending', 'paid', 'failed', 'expired', 'refunded', 'superseded')`,
    ),
    check('payments_provider_check', sql`${table.provider} in ('stripe', 'test')`),
  ],
);

/** Every provider event we processed, by its id: Stripe retries for days, and each counts once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** What processing it did: applied, refunded, expired, ignored… */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** A paid boost: the post is shown to people who do not follow its author until `endsAt`. */
export const boosts = pgTable(
  'boosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    /** pending (waiting for its payment), active, ended, released (its checkout closed unpaid). */
    status: text('status', { enum: ['pending', 'active', 'ended', 'released'] })
      .notNull()
      .default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Times it was served to someone (its reach). */
    impressions: integer('impressions').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('boosts_payment_idx').on(table.paymentId),
    // One boost waiting or running per post at a time.
    uniqueIndex('boosts_post_open_idx')
      .on(table.postId)
      .where(sql`${table.status} in ('pending', 'active')`),
    // The feeds' question: which boosts run now, least shown first.
    index('boosts_active_idx')
      .on(table.impressions, table.endsAt)
      .where(sql`${table.status} = 'active'`),
    index('boosts_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    check('boosts_days_check', sql`${table.days} in (1, 3, 7)`),
    check(
      'boosts_status_check',
      sql`${table.status} in ('pending', 'active', 'ended', 'released')`,
    ),
  ],
);
