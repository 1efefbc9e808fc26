import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailboxMessage } from '@aebro/shared/mailbox';
import { devMailboxMessages } from '../../db/schema/dev-mailbox';
import type { Database } from '../db/client';
import { extractLinks, type Mailer, type MailMessage } from './mailer';

export interface DevMailbox extends Mailer {
  list(limit?: number): Promise<MailboxMessage[]>;
}

/**
 * The embedded mail default: every message is stored in the database (so that it survives a restart
 * and a test can read it from another process), and its subject and links are logged.
 */
export function createDevMailbox(db: Database, log: FastifyBaseLogger): DevMailbox {
  return {
    kind: 'dev-mailbox',
    async send(message: MailMessage): Promise<void> {
      await db.insert(devMailboxMessages).values(message);
      log.info(
        { to: message.to, subject: message.subject, links: extractLinks(message.text) },
        'mail stored in the dev mailbox',
      );
    },
    async list(limit = 50): Promise<MailboxMessage[]> {
      const rows = await db
        .select()
        .from(devMailboxMessages)
        .orderBy(desc(devMailboxMessages.createdAt), desc(devMailboxMessages.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
