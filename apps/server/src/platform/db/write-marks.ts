import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Where each member's last write ended in the primary's WAL (its LSN), kept for a few seconds:
 * their reads go to a replica only once it has replayed that far (read-your-writes). In-process by
 * default; in Redis with REDIS_URL, so that a write through one process is seen by all of them.
 */
export interface WriteMarks {
  set(memberId: string, lsn: string, ttlMs: number): Promise<void>;
  /** The member's last write LSN, or null when they wrote nothing lately. Throws when unknown. */
  get(memberId: string): Promise<string | null>;
  close(): Promise<void>;
}

export function createMemoryWriteMarks(now: () => number = Date.now): WriteMarks {
  const marks = new Map<string, { lsn: string; until: number }>();
  return {
    async set(memberId, lsn, ttlMs) {
      marks.set(memberId, { lsn, until: now() + ttlMs });
    },
    async get(memberId) {
      const mark = marks.get(memberId);
      if (mark && mark.until <= now()) marks.delete(memberId);
      return mark && mark.until > now() ? mark.lsn : null;
    },
    async close() {
      marks.clear();
    },
  };
}

export function createRedisWriteMarks(url: string, log: FastifyBaseLogger): WriteMarks {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500 });
  redis.on('error', (error) => log.warn({ err: error }, 'redis (write marks) unavailable'));
  const key = (memberId: string): string => `aebro:wrote:${memberId}`;
  return {
    async set(memberId, lsn, ttlMs) {
      await redis.set(key(memberId), lsn, 'PX', ttlMs);
    },
    async get(memberId) {
      return await redis.get(key(memberId));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
