import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { connectSocket, listen, nextEvent, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

/**
 * Block and mute, through every area's own queries: Abebe blocks Bethel; Kidist is a bystander
 * both know; Meron mutes Bethel.
 */
let t: TestApp;
let baseUrl: string;
let abebe: TestUser;
let bethel: TestUser;
let kidist: TestUser;
let meron: TestUser;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  [abebe, bethel, kidist, meron] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Abebe Girma' }),
    createVerifiedMember(t.app, { fullName: 'Bethel Tadesse' }),
    createVerifiedMember(t.app, { fullName: 'Kidist Alemu' }),
    createVerifiedMember(t.app, { fullName: 'Meron Haile' }),
  ]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const call = caller(() => t.app);
async function ok(
  user: TestUser,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const response = await call(user, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}
const postOf = async (user: TestUser, body: string, audience = 'public') =>
  (await ok(user, 'POST', '/api/v1/posts', { body, audience })).id as string;
const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);

describe('a block', () => {
  let abebePost: string;
  let bethelPost: string;
  let kidistPost: string;
  let bethelComment: string;

  it('ends follows both ways, refuses new ones, and tells the blocked person nothing', async () => {
    await ok(bethel, 'PUT', `/api/v1/profiles/${abebe.id}/follow`);
    await ok(abebe, 'PUT', `/api/v1/profiles/${bethel.id}/follow`);
    abebePost = await postOf(abebe, 'Abebe writes in public');
    bethelPost = await postOf(bethel, 'Bethel writes in public');
    kidistPost = await postOf(kidist, 'Kidist asks everyone');
    bethelComment = (
      await ok(bethel, 'POST', `/api/v1/posts/${kidistPost}/comments`, { body: 'Bethel answers' })
    ).id;
    await settle(t.app);

    expect(await ok(abebe, 'PUT', `/api/v1/profiles/${bethel.id}/block`)).toEqual({
      blocked: true,
      muted: false,
    });
    // The follows end as a durable effect of the block.
    await settle(t.app);
    const abebeProfile = (await call(abebe, 'GET', '/api/v1/me/profile')).json();
    expect(abebeProfile).toBeDefined();
    const counts = (await call(kidist, 'GET', `/api/v1/profiles/${abebe.id}`)).json().counts;
    expect(counts).toMatchObject({ followers: 0, following: 0 });
    // Follow either way is refused (the profile does not exist for them).
    expect((await call(bethel, 'PUT', `/api/v1/profiles/${abebe.id}/follow`)).statusCode).toBe(404);
    expect((await call(abebe, 'PUT', `/api/v1/profiles/${bethel.id}/follow`)).statusCode).toBe(404);
    // Bethel is not told: her own relation endpoint says nothing about Abebe's block.
    expect((await call(bethel, 'GET', `/api/v1/profiles/${abebe.id}/safety`)).json()).toEqual({
      blocked: false,
      muted: false,
    });
  });

  it('hides profiles, posts, comments and feeds both ways', async () => {
    for (const [viewer, other, post] of [
      [bethel, abebe, abebePost],
      [abebe, bethel, bethelPost],
    ] as const) {
      expect((await call(viewer, 'GET', `/api/v1/profiles/${other.id}`)).statusCode).toBe(404);
      expect((await call(viewer, 'GET', `/api/v1/posts/${post}`)).statusCode).toBe(404);
      expect((await call(viewer, 'PUT', `/api/v1/posts/${post}/like`)).statusCode).toBe(404);
      const byOther = await call(viewer, 'GET', `/api/v1/profiles/${other.id}/posts`);
      expect(byOther.statusCode === 404 || byOther.json().items.length === 0).toBe(true);
      expect(ids((await call(viewer, 'GET', '/api/v1/posts')).json())).not.toContain(post);
      expect(ids((await call(viewer, 'GET', '/api/v1/feed')).json())).not.toContain(post);
    }
    // Bethel's comment on Kidist's post is gone for Abebe, there for Kidist.
    expect(
      ids((await call(abebe, 'GET', `/api/v1/posts/${kidistPost}/comments`)).json()),
    ).not.toContain(bethelComment);
    expect(
      ids((await call(kidist, 'GET', `/api/v1/posts/${kidistPost}/comments`)).json()),
    ).toContain(bethelComment);
    // A bystander sees both.
    expect((await call(kidist, 'GET', `/api/v1/posts/${abebePost}`)).statusCode).toBe(200);
    expect((await call(kidist, 'GET', `/api/v1/posts/${bethelPost}`)).statusCode).toBe(200);
  });

  it('hides each from the other in people search and follower lists', async () => {
    const search = async (viewer: TestUser, name: string) =>
      ids((await call(viewer, 'GET', `/api/v1/people?q=${encodeURIComponent(name)}`)).json());
    expect(await search(abebe, 'Bethel Tadesse')).not.toContain(bethel.id);
    expect(await search(bethel, 'Abebe Girma')).not.toContain(abebe.id);
    expect(await search(kidist, 'Bethel Tadesse')).toContain(bethel.id);
    await ok(kidist, 'PUT', `/api/v1/profiles/${abebe.id}/follow`);
    await ok(bethel, 'PUT', `/api/v1/profiles/${kidist.id}/follow`);
    const followersOfKidist = ids(
      (await call(abebe, 'GET', `/api/v1/profiles/${kidist.id}/followers`)).json(),
    );
    expect(followersOfKidist).not.toContain(bethel.id);
  });

  it('leaves no notifications between them', async () => {
    // Kidist's post: both comment; Abebe, its author, hears only... Kidist is the author here.
    const abebeAgain = await postOf(abebe, 'Abebe again');
    // Bethel cannot reach it; an old notification from Bethel is hidden from Abebe's list.
    expect(
      (await call(bethel, 'POST', `/api/v1/posts/${abebeAgain}/comments`, { body: 'hi' }))
        .statusCode,
    ).toBe(404);
    await settle(t.app);
    const list = (await call(abebe, 'GET', '/api/v1/notifications')).json();
    expect(
      list.items.map((item: { data: { actor_id: string } }) => item.data.actor_id),
    ).not.toContain(bethel.id);
  });

  it('puts the blocked person out of the blocker’s post rooms at once', async () => {
    const post = await postOf(abebe, 'Watched post');
    const bethelSocket = (await connectSocket(baseUrl, bethel.jar.header())).socket;
    sockets.push(bethelSocket);
    await ok(abebe, 'DELETE', `/api/v1/profiles/${bethel.id}/block`);
    expect(await bethelSocket.emitWithAck('room:join', `post:${post}`)).toEqual({ ok: true });
    await ok(abebe, 'PUT', `/api/v1/profiles/${bethel.id}/block`);
    await settle(t.app);
    let heard = false;
    bethelSocket.on('post:counts', () => {
      heard = true;
    });
    const kidistSocket = (await connectSocket(baseUrl, kidist.jar.header())).socket;
    sockets.push(kidistSocket);
    expect(await kidistSocket.emitWithAck('room:join', `post:${post}`)).toEqual({ ok: true });
    const counted = nextEvent(kidistSocket, 'post:counts');
    await ok(kidist, 'PUT', `/api/v1/posts/${post}/like`);
    await counted;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toBe(false);
    expect(await bethelSocket.emitWithAck('room:join', `post:${post}`)).toMatchObject({
      ok: false,
    });
  });

  it('is listed in my settings with unblock, and reporting stays possible', async () => {
    const blocks = (await call(abebe, 'GET', '/api/v1/me/blocks')).json();
    expect(blocks.items.map((item: { person: { id: string } }) => item.person.id)).toEqual([
      bethel.id,
    ]);
    // Both may report the other after the block.
    const byAbebe = await call(abebe, 'POST', '/api/v1/reports', {
      kind: 'profile',
      targetId: bethel.id,
      category: 'harassment',
      details: 'Insults in my comments',
      attachedPostIds: [bethelPost],
    });
    expect(byAbebe.statusCode, byAbebe.body).toBe(201);
    const byBethel = await call(bethel, 'POST', '/api/v1/reports', {
      kind: 'post',
      targetId: abebePost,
      category: 'false_information',
    });
    expect(byBethel.statusCode, byBethel.body).toBe(201);
    const mine = (await call(abebe, 'GET', '/api/v1/me/reports')).json();
    expect(mine.items[0]).toMatchObject({ kind: 'profile', status: 'open', outcome: null });

    await ok(abebe, 'DELETE', `/api/v1/profiles/${bethel.id}/block`);
    expect((await call(abebe, 'GET', '/api/v1/me/blocks')).json().items).toEqual([]);
    expect((await call(bethel, 'GET', `/api/v1/posts/${abebePost}`)).statusCode).toBe(200);
  });
});

describe('a mute', () => {
  it("hides the muted person's posts and notifications for me only", async () => {
    await ok(meron, 'PUT', `/api/v1/profiles/${bethel.id}/follow`);
    const meronPost = await postOf(meron, 'Meron shares');
    await ok(bethel, 'PUT', `/api/v1/posts/${meronPost}/like`);
    await settle(t.app);
    const actors = async () =>
      (await call(meron, 'GET', '/api/v1/notifications'))
        .json()
        .items.map((item: { data: { actor_id: string } }) => item.data.actor_id);
    expect(await actors()).toContain(bethel.id);

    expect(await ok(meron, 'PUT', `/api/v1/profiles/${bethel.id}/mute`)).toEqual({
      blocked: false,
      muted: true,
    });
    const bethelPost = await postOf(bethel, 'Bethel after the mute');
    await ok(bethel, 'POST', `/api/v1/posts/${meronPost}/comments`, { body: 'Nice' });
    await settle(t.app);
    expect(await actors()).not.toContain(bethel.id);
    expect(ids((await call(meron, 'GET', '/api/v1/feed')).json())).not.toContain(bethelPost);
    expect(ids((await call(meron, 'GET', '/api/v1/posts')).json())).not.toContain(bethelPost);
    // Still readable when opened, and Bethel sees Meron as before.
    expect((await call(meron, 'GET', `/api/v1/posts/${bethelPost}`)).statusCode).toBe(200);
    expect(ids((await call(bethel, 'GET', '/api/v1/posts')).json())).toContain(meronPost);
    expect(ids((await call(kidist, 'GET', '/api/v1/posts')).json())).toContain(bethelPost);
    const mutes = (await call(meron, 'GET', '/api/v1/me/mutes')).json();
    expect(mutes.items.map((item: { person: { id: string } }) => item.person.id)).toEqual([
      bethel.id,
    ]);
  });
});

describe('reports', () => {
  it('check what they name', async () => {
    const missing = await call(kidist, 'POST', '/api/v1/reports', {
      kind: 'post',
      targetId: '00000000-0000-4000-8000-000000000000',
      category: 'spam',
    });
    expect(missing.statusCode).toBe(404);
    const attachedToPost = await call(kidist, 'POST', '/api/v1/reports', {
      kind: 'community',
      targetId: '00000000-0000-4000-8000-000000000000',
      category: 'spam',
      attachedPostIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(attachedToPost.statusCode).toBe(400);
    const later = await call(kidist, 'POST', '/api/v1/reports', {
      kind: 'event',
      targetId: 'evt-123',
      category: 'illegal',
    });
    expect(later.statusCode).toBe(201);
    const anonymous = await call(null, 'POST', '/api/v1/reports', {
      kind: 'profile',
      targetId: kidist.id,
      category: 'spam',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
