import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, testOrigin, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

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
  await send('PUT', `/api/v1/profiles/${member.id}/follow`, follower);
  privateId = await community('private');
  publicId = await community('public');
  await send('PUT', `/api/v1/communities/${privateId}/membership`, member, { answer: '' });
  const requests = await send('GET', `/api/v1/communities/${privateId}/join-requests`, admin);
  const [request] = requests.json<{ items: Array<{ id: string }> }>().items;
  await send('PUT', `/api/v1/communities/${privateId}/join-requests/${request?.id}`, admin, {
    status: 'approved',
  });
  await send('PUT', `/api/v1/communities/${publicId}/membership`, member, {});
});
afterAll(() => t.close());

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

async function community(privacy: 'public' | 'private'): Promise<string> {
  const response = await send('POST', '/api/v1/communities', admin, {
    name: `Circle ${privacy}`,
    description: 'A community for posts.',
    privacy,
  });
  return response.json<{ id: string }>().id;
}

async function postIn(communityId: string, by: TestUser, body: string): Promise<string> {
  const response = await send('POST', '/api/v1/posts', by, {
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
    const shown = await send('GET', `/api/v1/posts/${secret}`, admin);
    expect(shown.json()).toMatchObject({
      audience: 'community',
      community: { id: privateId, name: 'Circle private' },
      viewer: { isAuthor: false, canDelete: true },
    });
    expect((await send('GET', `/api/v1/posts/${secret}`, follower)).statusCode).toBe(404);
    expect((await send('GET', `/api/v1/posts/${open}`, follower)).statusCode).toBe(200);

    expect(ids(await send('GET', '/api/v1/feed', admin))).toEqual(
      expect.arrayContaining([secret, open]),
    );
    // The follower follows the author but is in neither community.
    const followerFeed = ids(await send('GET', '/api/v1/feed', follower));
    expect(followerFeed).not.toContain(secret);
    expect(followerFeed).not.toContain(open);
    expect(ids(await send('GET', `/api/v1/profiles/${member.id}/posts`, follower))).not.toContain(
      secret,
    );
    expect(ids(await send('GET', `/api/v1/communities/${privateId}/posts`, member))[0]).toBe(
      secret,
    );
    expect((await send('GET', `/api/v1/communities/${privateId}/posts`, follower)).statusCode).toBe(
      404,
    );
    expect(ids(await send('GET', `/api/v1/communities/${publicId}/posts`, follower))).toEqual([
      open,
    ]);
  });

  it('are written by members only, and stay in their community', async () => {
    const outsider = await send('POST', '/api/v1/posts', follower, {
      body: 'Let me in',
      audience: 'community',
      communityId: publicId,
    });
    expect(outsider.statusCode).toBe(403);
    const hidden = await send('POST', '/api/v1/posts', follower, {
      body: 'Let me in',
      audience: 'community',
      communityId: privateId,
    });
    expect(hidden.statusCode).toBe(404);
    const noCommunity = await send('POST', '/api/v1/posts', member, {
      body: 'Where?',
      audience: 'community',
    });
    expect(noCommunity.statusCode).toBe(400);
    const stray = await send('POST', '/api/v1/posts', member, {
      body: 'Both?',
      audience: 'public',
      communityId: publicId,
    });
    expect(stray.statusCode).toBe(400);
    const id = await postIn(privateId, member, 'Stays here');
    const moved = await send('PATCH', `/api/v1/posts/${id}`, member, { audience: 'public' });
    expect(moved.statusCode).toBe(400);
    const edited = await send('PATCH', `/api/v1/posts/${id}`, member, { body: 'Still here' });
    expect(edited.json()).toMatchObject({ body: 'Still here', audience: 'community' });
  });

  it("are removed by the community's admins, with any comment in them", async () => {
    const id = await postIn(privateId, member, 'Off topic');
    const comment = await send('POST', `/api/v1/posts/${id}/comments`, member, { body: 'Mine' });
    const listed = await send('GET', `/api/v1/posts/${id}/comments`, admin);
    expect(listed.json().items[0]).toMatchObject({ canDelete: true });
    expect((await send('DELETE', `/api/v1/comments/${comment.json().id}`, admin)).statusCode).toBe(
      204,
    );
    expect((await send('GET', `/api/v1/posts/${id}`, member)).json().viewer.canDelete).toBe(true);
    const adminPost = await postIn(privateId, admin, 'Rules of the circle');
    expect((await send('DELETE', `/api/v1/posts/${adminPost}`, member)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/v1/posts/${id}`, admin)).statusCode).toBe(204);
    expect((await send('GET', `/api/v1/posts/${id}`, member)).statusCode).toBe(404);
  });

  it('do not notify an author who has left the community about what they may not read', async () => {
    const id = await postIn(privateId, member, 'Before I go');
    await send('DELETE', `/api/v1/communities/${privateId}/membership`, member);
    await send('PUT', `/api/v1/posts/${id}/like`, admin);
    await t.app.platform.events.idle();
    const notifications = await send('GET', '/api/v1/notifications', member);
    expect(
      notifications
        .json<{ items: Array<{ type: string; data: { post_id?: string } }> }>()
        .items.filter((item) => item.data.post_id === id),
    ).toEqual([]);
  });
});
