import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createVerifiedMember, post } from '../../test/accounts';
import { accountGuard } from './sign-in-guard';
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
      // A different address each time: this is the per-address limit, not the per-account one.
      last = await post(
        t.app,
        '/api/auth/sign-in/email',
        { email: `nobody${attempt}@example.org`, password: 'Wrong-pass1' },
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
      let tries = 0;
      // A new address each time, so that only the per-client limit is at work here.
      const attempt = (app: TestApp) =>
        post(
          app.app,
          '/api/auth/sign-in/email',
          { email: `nobody${(tries += 1)}-${client}@example.org`, password: 'Wrong-pass1' },
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
        { email: `someone-${client}@example.org`, password: 'Wrong-pass1' },
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

describe('the per-account sign-in limit', () => {
  it('slows guessing one password from many addresses, but never locks out a device the owner used', async () => {
    const app = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const owner = await createVerifiedMember(app.app);
      const ownDevice = new CookieJar();
      const signIn = (password: string, from: string, jar?: CookieJar) =>
        post(
          app.app,
          '/api/auth/sign-in/email',
          { email: owner.email.toUpperCase(), password },
          jar,
          {
            'x-forwarded-for': from,
          },
        );
      expect((await signIn(owner.password, '198.51.100.1', ownDevice)).statusCode).toBe(200);

      // Ten wrong guesses, each from an address of its own (so the per-address limit never bites).
      for (let guess = 0; guess < accountGuard.failures; guess += 1)
        expect((await signIn(`Guess-${guess}-pass`, `203.0.113.${guess}`)).statusCode).toBe(401);
      const resting = await signIn(owner.password, '203.0.113.99');
      expect(resting.statusCode).toBe(429);
      expect(resting.json().error.message).toMatch(/reset your password by e-mail/);
      // The right password from a new device waits too (a guess cannot tell it was right) ...
      expect((await signIn(owner.password, '203.0.113.100')).statusCode).toBe(429);
      // ... but the owner's own device still signs in.
      expect((await signIn(owner.password, '198.51.100.1', ownDevice)).statusCode).toBe(200);
      // Another account is not affected.
      const other = await createVerifiedMember(app.app);
      const otherSignIn = await post(app.app, '/api/auth/sign-in/email', {
        email: other.email,
        password: other.password,
      });
      expect(otherSignIn.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
