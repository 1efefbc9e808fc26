import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Viewer } from './context';
import { createSessionCache } from './session-cache';

const log = pino({ level: 'silent' });
const viewer = (id: string, sessionId: string): Viewer => ({
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  twoFactorEnabled: false,
  sessionId,
});

describe('the session cache', () => {
  it('remembers a session for its time, and forgets the ended ones of a user at once', async () => {
    let clock = 0;
    const cache = createSessionCache({ ttlMs: 1000, log, now: () => clock });
    cache.set('t1', viewer('u1', 's1'));
    cache.set('t2', viewer('u1', 's2'));
    cache.set('t3', viewer('u2', 's3'));
    expect(cache.get('t1')?.sessionId).toBe('s1');
    await cache.revoke('u1', new Set(['s2']));
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t2')?.sessionId).toBe('s2');
    expect(cache.get('t3')?.id).toBe('u2');
    clock = 1500;
    expect(cache.get('t2')).toBeUndefined();
    await cache.close();
  });

  it('keeps at most its limit, the oldest leaving first', () => {
    const cache = createSessionCache({ maxEntries: 2, log });
    cache.set('a', viewer('u1', 'a'));
    cache.set('b', viewer('u1', 'b'));
    cache.set('c', viewer('u1', 'c'));
    expect([cache.get('a'), cache.get('b')?.sessionId, cache.get('c')?.sessionId]).toEqual([
      undefined,
      'b',
      'c',
    ]);
  });

  // CI sets TEST_REDIS_URL to its Redis service (.ci/run).
  it.runIf(process.env.TEST_REDIS_URL)('tells every process through Redis', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? '';
    const [one, two] = [
      createSessionCache({ redisUrl, log }),
      createSessionCache({ redisUrl, log }),
    ];
    try {
      const user = `u${Date.now()}`;
      // Caching starts once the subscription is live.
      await expect
        .poll(() => {
          two.set('token', viewer(user, 's1'));
          return two.get('token')?.sessionId;
        })
        .toBe('s1');
      await one.revoke(user, new Set());
      await expect.poll(() => two.get('token')).toBeUndefined();
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
