import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { joinApproved } from '../../test/communities';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let follower: TestUser;
let privateId: string;
let publicId: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, member, follower] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Admin Alemu' }),
    createVerifiedMember(t.app, { fullName: 'Member Mekdes' }),
    createVerifiedMember(t.app, { fullName: 'Follower Fitsum' }),
  ]);
  await call(follower, 'PUT', `/api/v1/profiles/${member.id}/follow`);
  privateId = await community('private');
  publicId = await community('public');
  await joinApproved(t.app, privateId, member, admin, '');
  await call(member, 'PUT', `/api/v1/communities/${publicId}/membership`, {});
});
afterAll(() => t.close());

const call = caller(() => t.app);

async function community(privacy: 'public' | 'private'): Promise<string> {
  const response = await call(admin, 'POST', '/api/v1/communities', {
    name: `Circle ${privacy}`,
    description: 'A community for posts.',
    privacy,
  });
  return response.json<{ id: string }>().id;
}

async function postIn(communityId: string, by: TestUser, body: string): Promise<string> {
  const response = await call(by, 'POST', '/api/v1/posts', {
    body,
    audience: 'community',
    communityId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const ids = (response: { json: () => { items: Array<{ id: string }> } }) =>
  response.json().items.map((item) => item.id);

describe('posts in a community', () => {
  it('are for its members (everyone for a public one) and reach members’ home feeds only', async () => {
    const secret = await postIn(privateId, member, 'Only for the circle');
    const open = await postIn(publicId, member, 'For anyone who looks');
    const shown = await call(admin, 'GET', `/api/v1/posts/${secret}`);
    expect(shown.json()).toMatchObject({
      audience: 'community',
      community: { id: privateId, name: 'Circle private' },
      viewer: { isAuthor: false, canDelete: true },
    });
    expect((await call(follower, 'GET', `/api/v1/posts/${secret}`)).statusCode).toBe(404);
    expect((await call(follower, 'GET', `/api/v1/posts/${open}`)).statusCode).toBe(200);

    expect(ids(await call(admin, 'GET', '/api/v1/feed'))).toEqual(
      expect.arrayContaining([secret, open]),
    );
    // The follower follows the author but is in neither community.
    const followerFeed = ids(await call(follower, 'GET', '/api/v1/feed'));
    expect(followerFeed).not.toContain(secret);
    expect(followerFeed).not.toContain(open);
    expect(ids(await call(follower, 'GET', `/api/v1/profiles/${member.id}/posts`))).not.toContain(
      secret,
    );
    expect(ids(await call(member, 'GET', `/api/v1/communities/${privateId}/posts`))[0]).toBe(
      secret,
    );
    expect((await call(follower, 'GET', `/api/v1/communities/${privateId}/posts`)).statusCode).toBe(
      404,
    );
    expect(ids(await call(follower, 'GET', `/api/v1/communities/${publicId}/posts`))).toEqual([
      open,
    ]);
  });

  it('are written by members only, and stay in their community', async () => {
    const outsider = await call(follower, 'POST', '/api/v1/posts', {
      body: 'Let me in',
      audience: 'community',
      communityId: publicId,
    });
    expect(outsider.statusCode).toBe(403);
    const hidden = await call(follower, 'POST', '/api/v1/posts', {
      body: 'Let me in',
      audience: 'community',
      communityId: privateId,
    });
    expect(hidden.statusCode).toBe(404);
    const noCommunity = await call(member, 'POST', '/api/v1/posts', {
      body: 'Where?',
      audience: 'community',
    });
    expect(noCommunity.statusCode).toBe(400);
    const stray = await call(member, 'POST', '/api/v1/posts', {
      body: 'Both?',
      audience: 'public',
      communityId: publicId,
    });
    expect(stray.statusCode).toBe(400);
    const id = await postIn(privateId, member, 'Stays here');
    const moved = await call(member, 'PATCH', `/api/v1/posts/${id}`, { audience: 'public' });
    expect(moved.statusCode).toBe(400);
    const edited = await call(member, 'PATCH', `/api/v1/posts/${id}`, { body: 'Still here' });
    expect(edited.json()).toMatchObject({ body: 'Still here', audience: 'community' });
  });

  it("are removed by the community's admins, with any comment in them", async () => {
    const id = await postIn(privateId, member, 'Off topic');
    const comment = await call(member, 'POST', `/api/v1/posts/${id}/comments`, { body: 'Mine' });
    const listed = await call(admin, 'GET', `/api/v1/posts/${id}/comments`);
    expect(listed.json().items[0]).toMatchObject({ canDelete: true });
    expect((await call(admin, 'DELETE', `/api/v1/comments/${comment.json().id}`)).statusCode).toBe(
      204,
    );
    expect((await call(member, 'GET', `/api/v1/posts/${id}`)).json().viewer.canDelete).toBe(true);
    const adminPost = await postIn(privateId, admin, 'Rules of the circle');
    expect((await call(member, 'DELETE', `/api/v1/posts/${adminPost}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/v1/posts/${id}`)).statusCode).toBe(204);
    expect((await call(member, 'GET', `/api/v1/posts/${id}`)).statusCode).toBe(404);
  });

  it('do not notify an author who has left the community about what they may not read', async () => {
    const id = await postIn(privateId, member, 'Before I go');
    await call(member, 'DELETE', `/api/v1/communities/${privateId}/membership`);
    await call(admin, 'PUT', `/api/v1/posts/${id}/like`);
    await settle(t.app);
    const notifications = await call(member, 'GET', '/api/v1/notifications');
    expect(
      notifications
        .json<{ items: Array<{ type: string; data: { post_id?: string } }> }>()
        .items.filter((item) => item.data.post_id === id),
    ).toEqual([]);
  });
});
