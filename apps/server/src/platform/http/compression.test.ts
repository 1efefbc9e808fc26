import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createVerifiedMember(t.app);
  // Enough posts for a feed page well above the 1 KB threshold.
  for (let i = 0; i < 6; i++) {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      payload: { body: `Selam, post number ${i} of the compression test. ሰላም ለሁላችሁ።` },
      headers: { cookie: member.jar.header() },
    });
  }
});
afterAll(() => t.close());

const feed = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/v1/feed', headers: { cookie: member.jar.header(), ...headers } });

describe('answer compression', () => {
  it('gzips a JSON answer for a client that accepts gzip, with the same content', async () => {
    const plain = await feed({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = plain.json<{ items: unknown[] }>();
    expect(body.items.length).toBe(6);

    const zipped = await feed({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(body);
  });

  it('leaves small answers and clients that ask for none alone', async () => {
    const small = await t.app.inject({
      url: '/api/v1/notifications/unread-count',
      headers: { cookie: member.jar.header(), 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    const identity = await feed({ 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json<{ items: unknown[] }>().items.length).toBe(6);
  });

  it('does not take compressed request bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
      headers: {
        cookie: member.jar.header(),
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await feed({})).json<{ items: unknown[] }>().items.length).toBe(6);
  });
});
