import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, testOrigin, type TestUser } from '../../test/accounts';
import { connectSocket, listen, nextEvent, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let admin: TestUser;
let member: TestUser;
let follower: TestUser;
let communityId: string;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  [admin, member, follower] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Admin Alemu' }),
    createVerifiedMember(t.app, { fullName: 'Member Mekdes' }),
    createVerifiedMember(t.app, { fullName: 'Follower Fitsum' }),
  ]);
  // The follower follows the member: a community post must still not reach them.
  await send('PUT', `/api/v1/profiles/${member.id}/follow`, follower);
  communityId = (
    await send('POST', '/api/v1/communities', admin, {
      name: 'Live circle',
      description: 'Where things happen live.',
      privacy: 'private',
    })
  ).json<{ id: string }>().id;
  await send('PUT', `/api/v1/communities/${communityId}/membership`, member, { answer: 'me' });
  const requests = await send('GET', `/api/v1/communities/${communityId}/join-requests`, admin);
  const [request] = requests.json<{ items: Array<{ id: string }> }>().items;
  await send('PUT', `/api/v1/communities/${communityId}/join-requests/${request?.id}`, admin, {
    status: 'approved',
  });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.jar.header(), origin: testOrigin },
    ...(payload ? { payload } : {}),
  });
}

async function socketOf(user: TestUser): Promise<ClientSocket> {
  const { socket, error } = await connectSocket(baseUrl, user.jar.header());
  expect(error).toBeNull();
  sockets.push(socket);
  return socket;
}

describe('a private community, live', () => {
  it("announces a member's post to the members and the community's room, never to followers", async () => {
    const adminSocket = await socketOf(admin);
    const followerSocket = await socketOf(follower);
    expect((await adminSocket.emitWithAck('room:join', `community:${communityId}`)).ok).toBe(true);
    expect((await followerSocket.emitWithAck('room:join', `community:${communityId}`)).ok).toBe(
      false,
    );
    let followerHeard = false;
    followerSocket.onAny(() => {
      followerHeard = true;
    });
    const inFeed = nextEvent(adminSocket, 'feed:new-post');
    const inRoom = nextEvent(adminSocket, 'community:new-post');
    const post = (
      await send('POST', '/api/v1/posts', member, {
        body: 'Run at 7?',
        audience: 'community',
        communityId,
      })
    ).json<{ id: string }>();
    expect((await inFeed)[0]).toEqual({ postId: post.id, authorId: member.id });
    expect((await inRoom)[0]).toEqual({ communityId, postId: post.id, authorId: member.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(followerHeard).toBe(false);
  });

  it('takes a removed member out of the community and post rooms at once, on a live socket', async () => {
    const post = (
      await send('POST', '/api/v1/posts', admin, {
        body: 'Route for Saturday',
        audience: 'community',
        communityId,
      })
    ).json<{ id: string }>();
    const memberSocket = await socketOf(member);
    expect((await memberSocket.emitWithAck('room:join', `post:${post.id}`)).ok).toBe(true);
    expect((await memberSocket.emitWithAck('room:join', `community:${communityId}`)).ok).toBe(true);

    // While a member, the post's live counts reach them.
    const counted = nextEvent(memberSocket, 'post:counts');
    await send('PUT', `/api/v1/posts/${post.id}/like`, admin);
    expect((await counted)[0]).toMatchObject({ postId: post.id, likes: 1 });

    const told = nextEvent(memberSocket, 'community:changed');
    const removed = await send(
      'DELETE',
      `/api/v1/communities/${communityId}/members/${member.id}`,
      admin,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await told)[0]).toEqual({ communityId });
    await t.app.platform.events.idle();

    let heard = false;
    memberSocket.on('post:counts', () => {
      heard = true;
    });
    memberSocket.on('community:new-post', () => {
      heard = true;
    });
    await send('DELETE', `/api/v1/posts/${post.id}/like`, admin);
    await send('POST', '/api/v1/posts', admin, {
      body: 'Members only from now on',
      audience: 'community',
      communityId,
    });
    await t.app.platform.events.idle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toBe(false);
    expect((await memberSocket.emitWithAck('room:join', `post:${post.id}`)).ok).toBe(false);
    expect((await send('GET', `/api/v1/posts/${post.id}`, member)).statusCode).toBe(404);
    expect((await send('GET', `/api/v1/communities/${communityId}/posts`, member)).statusCode).toBe(
      404,
    );
  });
});
