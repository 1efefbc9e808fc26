import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVerifiedMember, testOrigin, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
let t: TestApp; let a: TestUser; let b: TestUser;
beforeAll(async () => { t = await createTestApp(); [a, b] = await Promise.all([createVerifiedMember(t.app), createVerifiedMember(t.app)]); });
afterAll(() => t.close());
const call = (u: TestUser, method: 'GET'|'POST'|'PUT', url: string, payload?: Record<string, unknown>) => t.app.inject({ method, url, headers: { cookie: u.jar.header(), origin: testOrigin }, ...(payload ? { payload } : {}) });
it('b reads', async () => {
  await call(b, 'PUT', `/api/v1/profiles/${a.id}/follow`);
  const opened = (await call(a, 'POST', '/api/v1/conversations', { userId: b.id })).json<{ id: string }>();
  const got = await call(b, 'GET', `/api/v1/conversations/${opened.id}`);
  console.log(got.statusCode, got.body);
  const msgs = await call(b, 'GET', `/api/v1/conversations/${opened.id}/messages`);
  console.log(msgs.statusCode, msgs.body);
  expect(got.statusCode).toBe(200);
});
