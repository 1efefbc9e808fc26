import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * "Download my data": a zip prepared in the background, kept in private storage until it expires,
 * downloadable by its owner only.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] })
      .notNull()
      .default('preparing'),
    /** The zip's key in private storage, once ready. */
    storageKey: text('storage_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.createdAt.desc()),
    check('data_exports_status_check', sql`${table.status} in ('preparing', 'ready', 'failed')`),
  ],
);

/**
 * "Delete my account": asked for, then a grace period in which signing in cancels it; after it the
 * purge job removes or anonymises everything personal. `purgedAt` marks a finished deletion.
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  purgedAt: timestamp('purged_at', { withTimezone: true }),
});
