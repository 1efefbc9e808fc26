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
    let last = await post(t.app, '/api/auth/sign-in/email', { email: 'nobody@example.org', password: 'Wrong-pass1' });
    for (let attempt = 0; attempt < 21; attempt += 1) {
      last = await post(t.app, '/api/auth/sign-in/email', { email: 'nobody@example.org', password: 'Wrong-pass1' }, undefined, {
        'x-forwarded-for': `203.0.113.${attempt}`,
        'x-real-ip': `198.51.100.${attempt}`,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 19).every((status) => status === 401)).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many login attempts. Please wait a moment and try again.' } });
  });
});
