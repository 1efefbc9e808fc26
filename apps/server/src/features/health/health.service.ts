import { sql } from 'drizzle-orm';
import type { Health } from '@aebro/shared/health';
import type { Database } from '../../platform/db/client';

const startedAt = Date.now();

export async function checkHealth(db: Database, version: string): Promise<Health> {
  const began = performance.now();
  let database: Health['database'];
  try {
    await db.execute(sql`select 1`);
    database = { status: 'up', latencyMs: Math.round((performance.now() - began) * 10) / 10 };
  } catch {
    database = { status: 'down', latencyMs: null };
  }
  return {
    status: database.status === 'up' ? 'ok' : 'degraded',
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    database,
  };
}
