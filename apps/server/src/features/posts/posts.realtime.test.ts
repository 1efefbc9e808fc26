import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { connectSocket, listen, nextEvent, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let author: TestUser;
let follower: TestUser;
let stranger: TestUser;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  [author, follower, stranger] = await Promise.all([
    createVerifiedMember(t.app),
    createVerifiedMember(t.app),
    createVerifiedMember(t.app),
  ]);
  await send('PUT', `/api/v1/profiles/${author.id}/follow`, follower);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function send(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.jar.header() },
    ...(payload ? { payload } : {}),
  });
}

async function socketOf(user: TestUser): Promise<ClientSocket> {
  const { socket, error } = await connectSocket(baseUrl, user.jar.header());
  expect(error).toBeNull();
  sockets.push(socket);
  return socket;
}

describe('live posts', () => {
  it('announce a new post to followers only', async () => {
    const followerSocket = await socketOf(follower);
    const strangerSocket = await socketOf(stranger);
    let strangerHeard = false;
    strangerSocket.on('feed:new-post', () => {
      strangerHeard = true;
    });
    const announced = nextEvent(followerSocket, 'feed:new-post');
    const post = (await send('POST', '/api/v1/posts', author, { body: 'live!' })).json();
    expect((await announced)[0]).toEqual({ postId: post.id, authorId: author.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangerHeard).toBe(false);
  });

  it('update like and comment counts for those who watch the post, and only if they may see it', async () => {
    const post = (
      await send('POST', '/api/v1/posts', author, { body: 'watch me', audience: 'followers' })
    ).json();
    const watcher = await socketOf(follower);
    expect(await watcher.emitWithAck('room:join', `post:${post.id}`)).toEqual({ ok: true });
    const outsider = await socketOf(stranger);
    expect(await outsider.emitWithAck('room:join', `post:${post.id}`)).toEqual({
      ok: false,
      error: 'forbidden',
    });

    const liked = nextEvent(watcher, 'post:counts');
    await send('PUT', `/api/v1/posts/${post.id}/like`, follower);
    expect((await liked)[0]).toEqual({ postId: post.id, likes: 1, comments: 0, saves: 0 });
    const commented = nextEvent(watcher, 'post:counts');
    await send('POST', `/api/v1/posts/${post.id}/comments`, author, { body: 'thanks' });
    expect((await commented)[0]).toMatchObject({ comments: 1 });
  });

  it('stop reaching a socket that may no longer see the post (audience narrowed, unfollowed)', async () => {
    const post = (await send('POST', '/api/v1/posts', author, { body: 'open for now' })).json();
    const outsider = await socketOf(stranger);
    const watcher = await socketOf(follower);
    for (const socket of [outsider, watcher])
      expect(await socket.emitWithAck('room:join', `post:${post.id}`)).toEqual({ ok: true });
    let outsiderHeard = 0;
    outsider.on('post:counts', () => {
      outsiderHeard += 1;
    });

    await send('PATCH', `/api/v1/posts/${post.id}`, author, { audience: 'followers' });
    await settle(t.app);
    const counted = nextEvent(watcher, 'post:counts');
    await send('PUT', `/api/v1/posts/${post.id}/like`, author);
    expect((await counted)[0]).toMatchObject({ likes: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outsiderHeard).toBe(0);

    // The follower unfollows: their socket leaves the followers-only post's room at once.
    let watcherHeard = 0;
    watcher.on('post:counts', () => {
      watcherHeard += 1;
    });
    await send('DELETE', `/api/v1/profiles/${author.id}/follow`, follower);
    await settle(t.app);
    await send('DELETE', `/api/v1/posts/${post.id}/like`, author);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(watcherHeard).toBe(0);
    await send('PUT', `/api/v1/profiles/${author.id}/follow`, follower);
  });

  it('tell those who watch a post that its poll changed, without counts or voters', async () => {
    const created = await send('POST', '/api/v1/posts', author, {
      body: 'Which day?',
      audience: 'followers',
      poll: {
        options: ['Saturday', 'Sunday'],
        closesAt: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    const post = created.json<{ id: string; poll: { options: Array<{ id: string }> } }>();
    const watcher = await socketOf(follower);
    expect(await watcher.emitWithAck('room:join', `post:${post.id}`)).toEqual({ ok: true });
    const told = nextEvent(watcher, 'post:poll');
    await send('POST', `/api/v1/posts/${post.id}/poll/votes`, author, {
      optionIds: [post.poll.options[0]?.id],
    });
    expect((await told)[0]).toEqual({ postId: post.id });
  });
});

describe('live posts to a large audience', () => {
  let wide: TestApp;
  let wideUrl: string;
  afterAll(() => wide.close());

  it('are told by the fan-out job once the post is in their timelines, not beside the request', async () => {
    // Every audience counts as large: the post's request writes only its author's timeline.
    wide = await createTestApp({ FEED_FANOUT_INLINE_MAX: '0' });
    wideUrl = await listen(wide.app);
    const [writer, reader] = await Promise.all([
      createVerifiedMember(wide.app),
      createVerifiedMember(wide.app),
    ]);
    const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      wide.app.inject({
        method,
        url,
        headers: { cookie: user.jar.header() },
        ...(payload ? { payload } : {}),
      });
    expect(
      (await as(reader, 'PUT', `/api/v1/profiles/${writer.id}/follow`)).statusCode,
    ).toBeLessThan(300);
    await settle(wide.app);
    // The reader's timeline is kept from their first read on.
    expect((await as(reader, 'GET', '/api/v1/feed')).statusCode).toBe(200);
    const { socket, error } = await connectSocket(wideUrl, reader.jar.header());
    expect(error).toBeNull();
    sockets.push(socket);
    const announced = nextEvent(socket, 'feed:new-post');
    const created = await as(writer, 'POST', '/api/v1/posts', { body: 'to many' });
    expect(created.statusCode).toBe(201);
    const postId = created.json<{ id: string }>().id;
    expect((await announced)[0]).toEqual({ postId, authorId: writer.id });
    // Told after the job wrote the timelines: the feed read on the notice has the post.
    const feed = (await as(reader, 'GET', '/api/v1/feed')).json<{ items: Array<{ id: string }> }>();
    expect(feed.items.map((item) => item.id)).toContain(postId);
  });
});
