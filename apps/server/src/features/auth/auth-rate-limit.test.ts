import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

// An app of its own: the limit this file exhausts would otherwise refuse the other tests' sign-ins.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('limit sign-in by the connection address, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    let last = await post(t.app, '/api/auth/sign-in/email', {
      email: 'nobody@example.org',
      password: 'Wrong-pass1',
    });
    for (let attempt = 0; attempt < 21; attempt += 1) {
      last = await post(
        t.app,
        '/api/auth/sign-in/email',
        { email: 'nobody@example.org', password: 'Wrong-pass1' },
        undefined,
        {
          'x-forwarded-for': `203.0.113.${attempt}`,
          'x-real-ip': `198.51.100.${attempt}`,
        },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 19).every((status) => status === 401)).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many login attempts. Please wait a moment and try again.',
      },
    });
  });
});

// CI sets TEST_REDIS_URL to its Redis service (.ci/run); a machine without Redis runs the rest.
describe.runIf(process.env.TEST_REDIS_URL)('rate limits in Redis behind a trusted proxy', () => {
  it('count the proxy-reported client across two server processes', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '', TRUST_PROXY: 'true' };
    const [one, two] = await Promise.all([createTestApp(env), createTestApp(env)]);
    try {
      // A fresh address per run, so that counters left in Redis by an earlier run do not matter.
      const client = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const attempt = (app: TestApp) =>
        post(
          app.app,
          '/api/auth/sign-in/email',
          { email: 'nobody@example.org', password: 'Wrong-pass1' },
          undefined,
          { 'x-forwarded-for': client },
        );
      for (let index = 0; index < 10; index += 1) expect((await attempt(one)).statusCode).toBe(401);
      for (let index = 0; index < 10; index += 1) expect((await attempt(two)).statusCode).toBe(401);
      expect((await attempt(one)).statusCode).toBe(429);
      // Another client behind the same proxy is not affected.
      const other = await post(
        two.app,
        '/api/auth/sign-in/email',
        { email: 'nobody@example.org', password: 'Wrong-pass1' },
        undefined,
        {
          'x-forwarded-for': `${client.split('.').slice(0, 3).join('.')}.251`,
        },
      );
      expect(other.statusCode).toBe(401);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
