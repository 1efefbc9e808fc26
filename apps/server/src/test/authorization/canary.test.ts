import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, memberInput, type TestUser } from '../accounts';
import { multipartBody, tinyPng } from '../multipart';
import { connectSocket, listen, type ClientSocket } from '../sockets';
import { createTestApp, type TestApp, settle } from '../test-app';

/**
 * Canaries: B writes unique strings into everything only B (or B's approved followers) may see;
 * a stranger A and an anonymous visitor call every readable route, and A holds a socket while B and
 * B's follower act. No canary may appear in anything A or the visitor receives.
 */
const canary = (label: string): string => `cnry${label}${randomBytes(6).toString('hex')}`;
const origin = 'http://localhost:3000';

let t: TestApp;
let baseUrl: string;
let b: TestUser;
let a: TestUser;
let f: TestUser;
/** A member of B's private community who has no other tie to B. */
let m: TestUser;
/** A former follower of B whom B blocked: sees no more than a stranger. */
let x: TestUser;
const canaries: string[] = [];
const ids: Record<string, string> = {};
/** What A and the visitor received: where (for the report) and the body or event (checked). */
const received: Array<{ what: string; body: string }> = [];
const sockets: ClientSocket[] = [];

async function send(
  user: TestUser,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Buffer }),
    headers: { cookie: user.jar.header(), origin, ...headers },
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<Record<string, string>>();
}

function record(what: string, body: string): void {
  received.push({ what, body });
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  const email = `${canary('mail')}@example.org`;
  canaries.push(email.split('@')[0] ?? '');
  [b, a, f, m, x] = await Promise.all([
    createVerifiedMember(t.app, { ...memberInput(), email, fullName: 'Bethlehem Alemu' }),
    createVerifiedMember(t.app, { fullName: 'Abel Stranger' }),
    createVerifiedMember(t.app, { fullName: 'Fikir Follower' }),
    createVerifiedMember(t.app, { fullName: 'Meron Member' }),
    createVerifiedMember(t.app, { fullName: 'Xenia Blocked' }),
  ]);
  await send(f, 'PUT', `/api/v1/profiles/${b.id}/follow`);
  await send(x, 'PUT', `/api/v1/profiles/${b.id}/follow`);
  const secret = {
    bio: canary('bio'),
    location: canary('loc'),
    website: `https://${canary('web')}.example.org`,
    socialMedia: canary('social'),
    interests: [canary('interest')],
  };
  canaries.push(secret.bio, secret.location, secret.socialMedia, secret.interests[0] ?? '');
  canaries.push(new URL(secret.website).hostname.split('.')[0] ?? '');
  await send(b, 'PATCH', '/api/v1/me/profile', secret);
  await send(b, 'PATCH', '/api/v1/me/privacy', { publicProfile: false });

  const image = multipartBody(await tinyPng('#aa3300'));
  const upload = await send(b, 'POST', '/api/v1/media/images', image.payload, image.headers);
  canaries.push(upload.key ?? '');
  const followersBody = canary('fpost');
  const publicBody = canary('ppost');
  canaries.push(followersBody, publicBody);
  ids.followersPost =
    (
      await send(b, 'POST', '/api/v1/posts', {
        body: followersBody,
        audience: 'followers',
        imageKeys: [upload.key],
      })
    ).id ?? '';
  ids.publicPost =
    (
      await send(b, 'POST', '/api/v1/posts', {
        body: publicBody,
        audience: 'public',
        imageKeys: [],
      })
    ).id ?? '';
  const commentBody = canary('comment');
  canaries.push(commentBody, ids.followersPost, ids.publicPost);
  ids.comment =
    (await send(b, 'POST', `/api/v1/posts/${ids.followersPost}/comments`, { body: commentBody }))
      .id ?? '';
  const followerComment = canary('fcomment');
  canaries.push(followerComment, ids.comment);
  await send(f, 'POST', `/api/v1/posts/${ids.followersPost}/comments`, { body: followerComment });
  await send(b, 'PUT', `/api/v1/posts/${ids.followersPost}/save`);
  const endpoint = `https://push.example.org/${canary('push')}`;
  canaries.push(endpoint.split('/').at(-1) ?? '');
  await send(b, 'POST', '/api/v1/push/subscriptions', {
    endpoint,
    keys: {
      p256dh: randomBytes(65).toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
  // B's private community: its name and card are for everyone; its posts, comments, members and
  // the answers of those who ask to join are not.
  const community = await send(b, 'POST', '/api/v1/communities', {
    name: `Bethlehem circle ${randomBytes(3).toString('hex')}`,
    description: 'A private circle, its card visible to all.',
    privacy: 'private',
    joinQuestion: 'Who invited you?',
  });
  ids.community = community.id ?? '';
  const answer = canary('answer');
  canaries.push(answer);
  await send(m, 'PUT', `/api/v1/communities/${ids.community}/membership`, { answer });
  const requests = await t.app.inject({
    url: `/api/v1/communities/${ids.community}/join-requests`,
    headers: { cookie: b.jar.header() },
  });
  const [request] = requests.json<{ items: Array<{ id: string }> }>().items;
  await send(b, 'PUT', `/api/v1/communities/${ids.community}/join-requests/${request?.id}`, {
    status: 'approved',
  });
  const circleBody = canary('cpost');
  canaries.push(circleBody);
  ids.communityPost =
    (
      await send(m, 'POST', '/api/v1/posts', {
        body: circleBody,
        audience: 'community',
        communityId: ids.community,
      })
    ).id ?? '';
  const circleComment = canary('ccomment');
  canaries.push(circleComment, ids.communityPost);
  await send(b, 'POST', `/api/v1/posts/${ids.communityPost}/comments`, { body: circleComment });
  // B's direct conversation with F: its messages are for the two of them only.
  const conversation = await send(b, 'POST', '/api/v1/conversations', { userId: f.id });
  ids.conversation = conversation.id ?? '';
  const direct = canary('dm');
  const reply = canary('dmreply');
  canaries.push(direct, reply, ids.conversation);
  ids.message =
    (
      await send(b, 'POST', `/api/v1/conversations/${ids.conversation}/messages`, {
        clientId: randomBytes(8).toString('hex'),
        body: direct,
      })
    ).id ?? '';
  canaries.push(ids.message);
  await send(f, 'POST', `/api/v1/conversations/${ids.conversation}/messages`, {
    clientId: randomBytes(8).toString('hex'),
    body: reply,
  });
  await settle(t.app);
  const notifications = await t.app.inject({
    url: '/api/v1/notifications',
    headers: { cookie: b.jar.header() },
  });
  const [notification] = notifications.json<{ items: Array<{ id: string }> }>().items;
  ids.notification = notification?.id ?? '';
  canaries.push(ids.notification);
  // X followed B from the start (and may have joined B's rooms); now B blocks X.
  const { socket: early, error } = await connectSocket(baseUrl, x.jar.header());
  expect(error).toBeNull();
  sockets.push(early);
  early.onAny((event: string, ...args: unknown[]) =>
    record(`blocked socket ${event}`, JSON.stringify(args)),
  );
  expect(await early.emitWithAck('room:join', `post:${ids.followersPost}`)).toEqual({ ok: true });
  await send(b, 'PUT', `/api/v1/profiles/${x.id}/block`);
  await settle(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

/** Every readable (GET) route, with each of B's ids (and names) in its parameters. */
function readableUrls(): string[] {
  const skip = /^\/(api\/docs|api\/dev|dev\/|media\/|index\.html)/;
  const values = [b.id, b.username, ...Object.values(ids)];
  const urls = new Set<string>();
  for (const route of t.app.routeCatalog) {
    if (route.method !== 'GET' || skip.test(route.url.slice(0, 20))) continue;
    const path = route.url.replace('/*', '/get-session');
    const params = [...path.matchAll(/:(\w+)/g)];
    if (params.length === 0) urls.add(path);
    for (const value of values) urls.add(path.replace(/:(\w+)/g, value));
  }
  // Searches and lists that could reveal what B hides.
  for (const term of [...canaries.slice(0, 6), 'Bethlehem', b.username])
    urls.add(`/api/v1/people?q=${encodeURIComponent(term)}`);
  return [...urls];
}

describe('canaries', () => {
  it('never reach a stranger, a blocked former follower or a visitor, through HTTP or sockets', async () => {
    // A holds a socket (and tries to join B's rooms) while B and B's follower act.
    const { socket, error } = await connectSocket(baseUrl, a.jar.header());
    expect(error).toBeNull();
    sockets.push(socket);
    socket.onAny((event: string, ...args: unknown[]) =>
      record(`socket ${event}`, JSON.stringify(args)),
    );
    const [blockedSocket] = sockets;
    for (const room of [
      `post:${ids.followersPost}`,
      `post:${ids.publicPost}`,
      `post:${ids.communityPost}`,
      `community:${ids.community}`,
      `conversation:${ids.conversation}`,
    ]) {
      const joined = await socket.emitWithAck('room:join', room);
      expect(joined.ok).toBe(false);
      if (room.startsWith('conversation:'))
        expect((await blockedSocket?.emitWithAck('room:join', room))?.ok).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    const liveBody = canary('live');
    canaries.push(liveBody);
    const live = await send(b, 'POST', '/api/v1/posts', {
      body: liveBody,
      audience: 'followers',
      imageKeys: [],
    });
    canaries.push(live.id ?? '');
    await send(f, 'PUT', `/api/v1/posts/${ids.followersPost}/like`);
    await send(f, 'POST', `/api/v1/posts/${live.id}/comments`, { body: canary('livecomment') });
    const liveCircle = canary('livecircle');
    canaries.push(liveCircle);
    const circlePost = await send(m, 'POST', '/api/v1/posts', {
      body: liveCircle,
      audience: 'community',
      communityId: ids.community,
    });
    canaries.push(circlePost.id ?? '');
    await send(b, 'PUT', `/api/v1/posts/${circlePost.id}/like`);
    // Live in B's conversation with F: a message, an edit, typing, a read position.
    const liveDirect = canary('livedm');
    const liveEdit = canary('livedmedit');
    canaries.push(liveDirect, liveEdit);
    const sent = await send(b, 'POST', `/api/v1/conversations/${ids.conversation}/messages`, {
      clientId: randomBytes(8).toString('hex'),
      body: liveDirect,
    });
    canaries.push(sent.id ?? '');
    await send(b, 'PATCH', `/api/v1/messages/${sent.id}`, { body: liveEdit });
    await send(f, 'POST', `/api/v1/conversations/${ids.conversation}/read`, { seq: 3 });

    for (const url of readableUrls()) {
      for (const [who, cookie] of [
        ['stranger', a.jar.header()],
        ['blocked', x.jar.header()],
        ['visitor', undefined],
      ] as const) {
        const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
        record(`${who} GET ${url} → ${response.statusCode}`, response.body);
      }
    }
    await settle(t.app);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(canaries.filter(Boolean).length).toBeGreaterThan(15);
    const leaks = received.filter(({ body }) =>
      canaries.some((value) => value && body.includes(value)),
    );
    expect(leaks).toEqual([]);
    // The private community's members list is not there for them either (its card is).
    for (const [who, cookie] of [
      ['stranger', a.jar.header()],
      ['visitor', undefined],
    ] as const) {
      const members = await t.app.inject({
        url: `/api/v1/communities/${ids.community}/members`,
        headers: cookie ? { cookie } : {},
      });
      expect(members.statusCode, who).toBe(who === 'stranger' ? 404 : 401);
      expect(members.body).not.toContain(m.id);
    }
    // The routes really answered (not all refused): the check above read real bodies.
    expect(received.some(({ body }) => body.includes('Bethlehem Alemu'))).toBe(true);
  });

  it('are all there for B, so the check above could have seen them', async () => {
    const own = await Promise.all(
      [
        '/api/v1/me/profile',
        `/api/v1/profiles/${b.id}/posts`,
        `/api/v1/posts/${ids.followersPost}/comments`,
        '/api/v1/notifications',
        `/api/v1/communities/${ids.community}/posts`,
        `/api/v1/communities/${ids.community}/members`,
        `/api/v1/conversations/${ids.conversation}/messages`,
      ].map(async (url) => (await t.app.inject({ url, headers: { cookie: b.jar.header() } })).body),
    );
    const text = own.join('\n');
    for (const value of canaries.slice(1, 5)) expect(text).toContain(value);
    // The community's post and members list reach its own admin.
    const circlePost = canaries.find((value) => value.startsWith('cnrycpost'));
    expect(circlePost && text.includes(circlePost)).toBe(true);
    expect(text).toContain(m.id);
    // B's conversation with F, edited live message included.
    for (const label of ['cnrydm', 'cnrydmreply', 'cnrylivedmedit'])
      expect(canaries.some((value) => value.startsWith(label) && text.includes(value))).toBe(true);
  });
});
