import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { connectSocket, listen, nextEvent, type ClientSocket } from '../../test/sockets';
import { joinApproved } from '../../test/communities';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

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
  await call(follower, 'PUT', `/api/v1/profiles/${member.id}/follow`);
  communityId = (
    await call(admin, 'POST', '/api/v1/communities', {
      name: 'Live circle',
      description: 'Where things happen live.',
      privacy: 'private',
    })
  ).json<{ id: string }>().id;
  await joinApproved(t.app, communityId, member, admin, 'me');
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const call = caller(() => t.app);

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
      await call(member, 'POST', '/api/v1/posts', {
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
      await call(admin, 'POST', '/api/v1/posts', {
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
    await call(admin, 'PUT', `/api/v1/posts/${post.id}/like`);
    expect((await counted)[0]).toMatchObject({ postId: post.id, likes: 1 });

    const told = nextEvent(memberSocket, 'community:changed');
    const removed = await call(
      admin,
      'DELETE',
      `/api/v1/communities/${communityId}/members/${member.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await told)[0]).toEqual({ communityId });
    await settle(t.app);

    let heard = false;
    memberSocket.on('post:counts', () => {
      heard = true;
    });
    memberSocket.on('community:new-post', () => {
      heard = true;
    });
    await call(admin, 'DELETE', `/api/v1/posts/${post.id}/like`);
    await call(admin, 'POST', '/api/v1/posts', {
      body: 'Members only from now on',
      audience: 'community',
      communityId,
    });
    await settle(t.app);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toBe(false);
    expect((await memberSocket.emitWithAck('room:join', `post:${post.id}`)).ok).toBe(false);
    expect((await call(member, 'GET', `/api/v1/posts/${post.id}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/v1/communities/${communityId}/posts`)).statusCode).toBe(
      404,
    );
  });
});
