import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Who is online right now: a heartbeat marks a person online for a while. In-process by default;
 * in Redis with REDIS_URL so that every server process sees the same. An unreachable Redis counts
 * everyone as offline rather than failing the request.
 */
export interface PresenceStore {
  setOnline(userId: string, ttlSeconds: number): Promise<void>;
  setOffline(userId: string): Promise<void>;
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

export function createMemoryPresence(now: () => number = Date.now): PresenceStore {
  const until = new Map<string, number>();
  return {
    async setOnline(userId, ttlSeconds) {
      until.set(userId, now() + ttlSeconds * 1000);
    },
    async setOffline(userId) {
      until.delete(userId);
    },
    async onlineAmong(userIds) {
      const time = now();
      const online = new Set<string>();
      for (const id of userIds) {
        const expiry = until.get(id);
        if (expiry !== undefined && expiry > time) online.add(id);
        else if (expiry !== undefined) until.delete(id);
      }
      return online;
    },
    async close() {
      until.clear();
    },
  };
}

export function createRedisPresence(url: string, log: FastifyBaseLogger): PresenceStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  redis.on('error', (error) => log.warn({ err: error }, 'redis (presence) unavailable'));
  const key = (id: string): string => `aebro:presence:${id}`;
  return {
    async setOnline(userId, ttlSeconds) {
      await redis.set(key(userId), '1', 'EX', ttlSeconds).catch(() => undefined);
    },
    async setOffline(userId) {
      await redis.del(key(userId)).catch(() => undefined);
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const values = await redis.mget(userIds.map(key)).catch(() => [] as Array<string | null>);
      return new Set(userIds.filter((_, index) => values[index] === '1'));
    },
    async close() {
      redis.disconnect();
    },
  };
}
