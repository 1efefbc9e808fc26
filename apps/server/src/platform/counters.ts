import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Counters that expire: how many times something happened within a window (failed sign-ins of an
 * account). In-process by default; in Redis with REDIS_URL so that every process counts the same.
 * An unreachable Redis counts nothing rather than failing the request.
 */
export interface CounterStore {
  /** The count within the current window, without adding to it. */
  peek(key: string): Promise<number>;
  /** Adds one; the window starts with the first hit. Returns the new count. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounters(now: () => number = Date.now): CounterStore {
  const counts = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until <= now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, until: now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return entry.count;
    },
    async reset(key) {
      counts.delete(key);
    },
    async close() {
      counts.clear();
    },
  };
}

export function createRedisCounters(url: string, log: FastifyBaseLogger): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  redis.on('error', (error) => log.warn({ err: error }, 'redis (counters) unavailable'));
  const name = (key: string): string => `aebro:count:${key}`;
  return {
    async peek(key) {
      return Number(await redis.get(name(key)).catch(() => null)) || 0;
    },
    async hit(key, windowMs) {
      try {
        const [[, count]] = (await redis
          .multi()
          .incr(name(key))
          .pexpire(name(key), windowMs, 'NX')
          .exec()) as [[Error | null, number]];
        return count;
      } catch {
        return 0;
      }
    },
    async reset(key) {
      await redis.del(name(key)).catch(() => undefined);
    },
    async close() {
      redis.disconnect();
    },
  };
}
