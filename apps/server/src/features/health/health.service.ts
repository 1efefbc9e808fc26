import type { Health } from '@aebro/shared/health';
import type { Platform } from '../../platform/context';
import { ping } from './health.repository';

const startedAt = Date.now();

export async function checkHealth(ctx: Platform): Promise<Health> {
  const began = performance.now();
  let database: Health['database'];
  try {
    await ping(ctx.db);
    database = { status: 'up', latencyMs: Math.round((performance.now() - began) * 10) / 10 };
  } catch {
    database = { status: 'down', latencyMs: null };
  }
  return {
    status: database.status === 'up' ? 'ok' : 'degraded',
    version: ctx.config.version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    database,
  };
}
