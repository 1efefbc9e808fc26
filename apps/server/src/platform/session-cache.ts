import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Viewer } from './context';

/**
 * Who a session cookie belongs to, kept in the process for a minute so that a request does not cost
 * a session query. Revocation (sign-out, password change or reset, suspension) evicts the user's
 * entries at once in this process and, through Redis when REDIS_URL is set, in every other one.
 */
export interface SessionCache {
  get(token: string): Viewer | undefined;
  set(token: string, viewer: Viewer): void;
  /** Forgets the user's sessions except `keep` (all when empty), here and in every process. */
  revoke(userId: string, keep: ReadonlySet<string>): Promise<void>;
  close(): Promise<void>;
}

const channel = 'aebro:sessions-revoked';

export function createSessionCache(options: {
  ttlMs?: number;
  maxEntries?: number;
  redisUrl?: string | undefined;
  log: FastifyBaseLogger;
  now?: () => number;
}): SessionCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 50_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { viewer: Viewer; until: number }>();
  const byUser = new Map<string, Set<string>>();

  const drop = (token: string): void => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = byUser.get(entry.viewer.id);
    tokens?.delete(token);
    if (tokens?.size === 0) byUser.delete(entry.viewer.id);
  };
  const evict = (userId: string, keep: ReadonlySet<string>): void => {
    for (const token of [...(byUser.get(userId) ?? [])]) {
      const entry = entries.get(token);
      if (!entry || !keep.has(entry.viewer.sessionId)) drop(token);
    }
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (options.redisUrl) {
    publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
    subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber])
      client.on('error', (error) =>
        options.log.warn({ err: error }, 'redis (sessions) unavailable'),
      );
    void subscriber.subscribe(channel).catch(() => undefined);
    subscriber.on('message', (_channel, message: string) => {
      try {
        const { userId, keep } = JSON.parse(message) as { userId: string; keep: string[] };
        evict(userId, new Set(keep));
      } catch {
        // not ours
      }
    });
    // While Redis is away another process's revocation could be missed: trust nothing cached.
    subscriber.on('reconnecting', () => {
      entries.clear();
      byUser.clear();
    });
  }

  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        drop(token);
        return undefined;
      }
      return entry.viewer;
    },
    set(token, viewer) {
      // Without a live subscription a revocation elsewhere could be missed: do not remember.
      if (subscriber && subscriber.status !== 'ready') return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(token, { viewer, until: now() + ttlMs });
      const tokens = byUser.get(viewer.id) ?? new Set();
      tokens.add(token);
      byUser.set(viewer.id, tokens);
    },
    async revoke(userId, keep) {
      evict(userId, keep);
      await publisher
        ?.publish(channel, JSON.stringify({ userId, keep: [...keep] }))
        .catch(() => undefined);
    },
    async close() {
      entries.clear();
      byUser.clear();
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
