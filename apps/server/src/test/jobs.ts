import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/**
 * A job that failed every retry, as the queue keeps one (for the dead-letter screens): a
 * superseded checkout's session to close, which does nothing harmful when retried.
 */
export async function insertFailedJob(
  app: FastifyInstance,
  error = 'provider timed out',
): Promise<string> {
  await app.platform.jobs.start();
  const id = randomUUID();
  const data = { paymentId: randomUUID(), sessionId: 'test_cs_000000000000000000000000' };
  await app.platform.db.execute(sql`
    insert into pgboss.job (id, name, data, state, retry_limit, retry_count, completed_on, output)
    values (${id}, 'payments.close-session', ${JSON.stringify(data)}::jsonb, 'failed', 8, 8, now(),
            ${JSON.stringify({ message: error })}::jsonb)`);
  return id;
}
