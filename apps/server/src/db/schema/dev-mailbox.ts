import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages kept by the dev mailbox, the mail platform's embedded default (no SMTP_URL). */
export const devMailboxMessages = pgTable(
  'dev_mailbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dev_mailbox_messages_created_at_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
