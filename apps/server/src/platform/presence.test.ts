import { describe, expect, it } from 'vitest';
import { createMemoryPresence, createRedisPresence } from './presence';
import pino from 'pino';

describe('in-process presence', () => {
  it('keeps someone online until the heartbeat expires', async () => {
    let now = 1_000_000;
    const presence = createMemoryPresence(() => now);
    await presence.setOnline('a', 90);
    await presence.setOnline('b', 90);
    expect([...(await presence.onlineAmong(['a', 'b', 'c']))]).toEqual(['a', 'b']);
    await presence.setOffline('b');
    now += 91_000;
    expect([...(await presence.onlineAmong(['a', 'b']))]).toEqual([]);
  });
});

// CI sets TEST_REDIS_URL to its Redis service (.ci/run); a machine without Redis runs the rest.
describe.runIf(process.env.TEST_REDIS_URL)('Redis presence', () => {
  it('is shared by every process and survives a Redis outage as "offline"', async () => {
    const url = process.env.TEST_REDIS_URL ?? '';
    const one = createRedisPresence(url, pino({ level: 'silent' }));
    const two = createRedisPresence(url, pino({ level: 'silent' }));
    const id = `test-${Date.now()}`;
    await one.setOnline(id, 5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...(await two.onlineAmong([id, 'nobody']))]).toEqual([id]);
    await two.setOffline(id);
    expect([...(await one.onlineAmong([id]))]).toEqual([]);
    await one.close();
    await two.close();

    const down = createRedisPresence('redis://127.0.0.1:1', pino({ level: 'silent' }));
    await down.setOnline(id, 5);
    expect([...(await down.onlineAmong([id]))]).toEqual([]);
    await down.close();
  });
});
