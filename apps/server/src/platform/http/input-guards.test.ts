import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let almaz: TestUser;
let dawit: TestUser;
let postId: string;
beforeAll(async () => {
  t = await createTestApp();
  [almaz, dawit] = await Promise.all([createVerifiedMember(t.app), createVerifiedMember(t.app)]);
  await t.app.inject({
    method: 'PUT',
    url: `/api/v1/profiles/${almaz.id}/follow`,
    headers: { cookie: dawit.jar.header() },
  });
  postId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      payload: { body: 'Selam' },
      headers: { cookie: almaz.jar.header() },
    })
  ).json<{ id: string }>().id;
});
afterAll(() => t.close());

const countPosts = async () =>
  (
    await t.app.inject({ url: '/api/v1/feed?limit=50', headers: { cookie: almaz.jar.header() } })
  ).json<{
    items: unknown[];
  }>().items.length;

describe('state-changing requests from another site', () => {
  it('are refused by Origin, or by Sec-Fetch-Site when there is no Origin, and change nothing', async () => {
    const before = await countPosts();
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/posts',
        payload: { body: 'forged' },
        headers: { cookie: almaz.jar.header(), ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect(await countPosts()).toBe(before);
    // Our own pages, and API clients that send neither header, are served.
    for (const headers of [
      { origin: 'http://localhost:3000' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/posts',
            payload: { body: 'mine' },
            headers: { cookie: almaz.jar.header(), ...headers },
          })
        ).statusCode,
      ).toBe(201);
  });
});

describe('text with a NUL character', () => {
  it.each([
    ['POST', '/api/v1/posts', { body: 'a\u0000b' }],
    ['PATCH', '/api/v1/me/profile', { bio: 'x\u0000' }],
    [
      'POST',
      '/api/v1/push/subscriptions',
      {
        endpoint: 'https://push.example.org/\u0000',
        keys: { p256dh: 'p'.repeat(20), auth: 'a'.repeat(10) },
      },
    ],
    ['GET', '/api/v1/profiles/%00', undefined],
    ['GET', '/api/v1/people?q=%00', undefined],
    ['GET', `/api/v1/people?q=a&cursor=%00`, undefined],
  ] as const)('%s %s is a 400', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie: almaz.jar.header() },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toMatch(/NUL/);
  });
});

describe('page cursors', () => {
  const cursor = (key: string, id: string) =>
    Buffer.from(JSON.stringify([key, id])).toString('base64url');
  const impossibleDate = cursor(
    '2024-99-99T99:99:99.000000Z',
    '00000000-0000-4000-8000-000000000000',
  );
  const notUuid = cursor('2024-01-01T00:00:00.000000Z', 'not-a-uuid');
  const routes = () => [
    '/api/v1/feed',
    '/api/v1/posts',
    `/api/v1/profiles/${almaz.id}/posts`,
    '/api/v1/me/saved-posts',
    `/api/v1/profiles/${almaz.id}/followers`,
    `/api/v1/profiles/${almaz.id}/following`,
    `/api/v1/posts/${postId}/comments`,
  ];
  it('with an impossible date or an id that is not a UUID are a 400 on every list', async () => {
    const checks = [
      ...routes().map(
        (url) => [url, [impossibleDate, notUuid, 'garbage', cursor('x', 'y')]] as const,
      ),
      // Search pages by name, so its cursor's key is any text; its id must still be a UUID.
      ['/api/v1/people?q=a', [notUuid, 'garbage', cursor('x', 'y')]] as const,
    ];
    for (const [url, values] of checks)
      for (const value of values) {
        const response = await t.app.inject({
          url: `${url}${url.includes('?') ? '&' : '?'}cursor=${value}`,
          headers: { cookie: dawit.jar.header() },
        });
        expect(response.statusCode, `${url} ${value}`).toBe(400);
        expect(response.json().error.message).toBe(
          'This page cursor is not valid. Start again from the first page.',
        );
      }
  });
});

describe('uploads', () => {
  it.each(['/api/v1/me/avatar', '/api/v1/media/images'])(
    'a multipart body without a boundary to %s is a 400 that says what to send',
    async (url) => {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: 'whatever',
          headers: { cookie: almaz.jar.header(), 'content-type': contentType },
        });
        expect(response.statusCode, contentType).toBe(400);
        expect(response.json().error.message).toMatch(/multipart\/form-data/);
      }
    },
  );
});

describe('framing', () => {
  it('is refused the same way by X-Frame-Options and the CSP', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
