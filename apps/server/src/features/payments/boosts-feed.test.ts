import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@aebro/shared/posts';
import type { BoostablePost } from '@aebro/shared/payments';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp, settle } from '../../test/test-app';
import { servableBoosts } from './boosts.repository';

let t: TestApp;
let db: pg.Client;
let author: TestUser;
let fan: TestUser;
let reader: TestUser;
let friend: TestUser;
let boostedPostId: string;
let boostId: string;

function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  user: TestUser,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.jar.header() },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function newPost(user: TestUser, body: string): Promise<string> {
  const response = await send('POST', '/api/v1/posts', user, { body, audience: 'public' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function feed(url: string, user: TestUser): Promise<Post[]> {
  const response = await send('GET', url, user);
  expect(response.statusCode, response.body).toBe(200);
  await settle(t.app);
  return response.json<{ items: Post[] }>().items;
}

beforeAll(async () => {
  t = await createTestApp();
  [author, fan, reader, friend] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Author Boosted' }),
    createVerifiedMember(t.app),
    createVerifiedMember(t.app),
    createVerifiedMember(t.app),
  ]);
  db = new pg.Client({ connectionString: t.config.databaseUrl });
  await db.connect();
  // The fan follows the author; the reader follows the friend, who posts a lot.
  await send('PUT', `/api/v1/profiles/${author.id}/follow`, fan);
  await send('PUT', `/api/v1/profiles/${friend.id}/follow`, reader);
  boostedPostId = await newPost(author, 'Injera night on Friday');
  for (let index = 0; index < 25; index += 1) await newPost(friend, `Friend post ${index}`);
  const started = await send('POST', '/api/v1/boosts', author, { postId: boostedPostId, days: 1 });
  const sessionId = started.json<{ checkoutUrl: string }>().checkoutUrl.split('/').pop() ?? '';
  const paid = await send('POST', `/api/v1/test-checkout/${sessionId}/pay`, author, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await settle(t.app);
  const row = await db.query<{ id: string }>('select id from boosts where post_id = $1', [
    boostedPostId,
  ]);
  boostId = row.rows[0]?.id ?? '';
});
afterAll(async () => {
  await db.end();
  await t.close();
});

async function impressions(): Promise<number> {
  const result = await db.query<{ impressions: number }>(
    'select impressions from boosts where id = $1',
    [boostId],
  );
  return result.rows[0]?.impressions ?? -1;
}

describe('a boosted post', () => {
  it("appears in a non-follower's home feed, marked, after the 5th post, once a page", async () => {
    const items = await feed('/api/v1/feed?limit=20', reader);
    const boosted = items.filter((post) => post.boosted);
    expect(boosted.map((post) => post.id)).toEqual([boostedPostId]);
    expect(items[5]?.id).toBe(boostedPostId);
    expect(items).toHaveLength(21);
    expect(await impressions()).toBe(1);
    // The next page (keyset from the page's own posts) may show it again, never twice in one page.
    const second = await send('GET', '/api/v1/feed?limit=20', reader);
    const ids = second.json<{ items: Post[] }>().items.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is marked on /posts for a non-follower, and never shown as boosted to followers or its author', async () => {
    const forReader = await feed('/api/v1/posts?limit=50', reader);
    expect(forReader.filter((post) => post.id === boostedPostId)).toEqual([
      expect.objectContaining({ boosted: true }),
    ]);
    for (const user of [fan, author]) {
      const items = [...(await feed('/api/v1/posts', user)), ...(await feed('/api/v1/feed', user))];
      expect(items.some((post) => post.boosted)).toBe(false);
    }
  });

  it('is not put into a page too short for it, and leaves a feed of followed posts alone', async () => {
    const fanFeed = await feed('/api/v1/feed', fan);
    expect(fanFeed.map((post) => post.id)).toEqual([boostedPostId]);
    expect(fanFeed[0]?.boosted).toBeUndefined();
  });

  it('shows its reach on the boost page', async () => {
    const response = await send('GET', '/api/v1/me/boostable-posts', author);
    const item = response
      .json<{ items: BoostablePost[] }>()
      .items.find((entry) => entry.post.id === boostedPostId);
    expect(item?.boost).toMatchObject({ status: 'active', days: 1 });
    expect(item?.boost?.impressions).toBe(await impressions());
    expect(item?.boost?.impressions).toBeGreaterThan(0);
  });

  it('is never served across a block (either way) or to someone who muted its author', async () => {
    const shown = async () =>
      [
        ...(await feed('/api/v1/feed?limit=20', reader)),
        ...(await feed('/api/v1/posts?limit=50', reader)),
      ].some((post) => post.boosted);
    expect(await shown()).toBe(true);
    for (const [actor, target, kind] of [
      [reader, author, 'block'],
      [author, reader, 'block'],
      [reader, author, 'mute'],
    ] as const) {
      const on = await send('PUT', `/api/v1/profiles/${target.id}/${kind}`, actor);
      expect(on.statusCode, on.body).toBe(200);
      const before = await impressions();
      expect(await shown(), `${kind} by ${actor === reader ? 'reader' : 'author'}`).toBe(false);
      expect(await impressions()).toBe(before);
      // Left out where boosts are chosen, so it never takes the place of one that may be shown.
      const servable = await servableBoosts(t.app.platform.db, reader.id, { limit: 50 });
      expect(servable.map((boost) => boost.id)).not.toContain(boostId);
      const off = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/profiles/${target.id}/${kind}`,
        headers: { cookie: actor.jar.header() },
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    expect(await shown()).toBe(true);
    const servable = await servableBoosts(t.app.platform.db, reader.id, { limit: 50 });
    expect(servable.map((boost) => boost.id)).toContain(boostId);
  });

  it('stops when its post is no longer public', async () => {
    await send('PATCH', `/api/v1/posts/${boostedPostId}`, author, { audience: 'followers' });
    const items = await feed('/api/v1/feed?limit=20', reader);
    expect(items.some((post) => post.id === boostedPostId)).toBe(false);
    await send('PATCH', `/api/v1/posts/${boostedPostId}`, author, { audience: 'public' });
  });

  it('ends when its time is up (the boost-end job)', async () => {
    await t.app.platform.jobs.runDue({ scheduled: true });
    const status = await db.query<{ status: string }>('select status from boosts where id = $1', [
      boostId,
    ]);
    expect(status.rows[0]?.status).toBe('ended');
    const items = await feed('/api/v1/feed?limit=20', reader);
    expect(items.some((post) => post.id === boostedPostId)).toBe(false);
  });
});
