import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

let t: TestApp;
let almaz: TestUser;
let dawit: TestUser;
let hana: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [almaz, dawit, hana, stranger] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Almaz Ayana' }),
    createVerifiedMember(t.app, { fullName: 'Dawit Tesfaye' }),
    createVerifiedMember(t.app, { fullName: 'Hana Girma' }),
    createVerifiedMember(t.app, { fullName: 'Stranger Kebede' }),
  ]);
});
afterAll(() => t.close());

const call = caller(() => t.app);

let names = 0;
async function createCommunity(
  owner: TestUser,
  privacy: 'public' | 'private',
  extra: Record<string, unknown> = {},
): Promise<string> {
  names += 1;
  const response = await call(owner, 'POST', '/api/v1/communities', {
    name: `Habesha Runners ${names}`,
    description: 'We run together on Sunday mornings.',
    privacy,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function pendingRequestOf(admin: TestUser, communityId: string, userId: string) {
  const response = await call(admin, 'GET', `/api/v1/communities/${communityId}/join-requests`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ items: Array<{ id: string; answer: string; requester: { id: string } }> }>()
    .items.find((item) => item.requester.id === userId);
}

async function notificationsOf(user: TestUser) {
  await settle(t.app);
  const response = await call(user, 'GET', '/api/v1/notifications');
  return response.json<{
    items: Array<{ type: string; message: string; data: Record<string, string> }>;
  }>().items;
}

describe('creating communities', () => {
  it('makes the creator its first admin, with a unique name whatever its case', async () => {
    const id = await createCommunity(almaz, 'public');
    const detail = await call(almaz, 'GET', `/api/v1/communities/${id}`);
    expect(detail.json()).toMatchObject({
      memberCount: 1,
      adminCount: 1,
      viewer: { membership: 'admin', canSeeContent: true },
    });
    const name = detail.json<{ name: string }>().name;
    const again = await call(dawit, 'POST', '/api/v1/communities', {
      name: `  ${name.toUpperCase()} `,
      description: 'Another group with the same name.',
      privacy: 'public',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already exists/);
  });

  it('refuses invalid input with a clear 4xx', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'A', description: 'Long enough text', privacy: 'public' }, /at least 2/],
      [{ name: 'x'.repeat(61), description: 'Long enough text', privacy: 'public' }, /at most 60/],
      [{ name: 'Fine name', description: 'short', privacy: 'public' }, /at least 10/],
      [{ name: 'Fine name', description: 'Long enough text', privacy: 'secret' }, /privacy/],
      [
        { name: 'Fine name', description: 'Long enough text', privacy: 'private', coverKey: 'x' },
        /photos is not yours/,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call(almaz, 'POST', '/api/v1/communities', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toMatch(message);
    }
    const badId = await call(almaz, 'GET', '/api/v1/communities/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    const missing = await call(almaz, 'GET', `/api/v1/communities/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    const badCursor = await call(almaz, 'GET', '/api/v1/communities?cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);
  });

  it('finds communities by name and description, newest or most active first', async () => {
    const quiet = await createCommunity(almaz, 'public', {
      description: 'Teff bakers of Oakland.',
    });
    const busy = await createCommunity(dawit, 'private', { description: 'Teff farmers abroad.' });
    await call(dawit, 'POST', '/api/v1/posts', {
      body: 'Harvest news',
      audience: 'community',
      communityId: busy,
    });
    await settle(t.app);
    const newest = await call(stranger, 'GET', '/api/v1/communities?q=TEFF&sort=newest');
    expect(newest.json().items.map((item: { id: string }) => item.id)).toEqual([busy, quiet]);
    const active = await call(stranger, 'GET', '/api/v1/communities?q=teff&sort=active');
    expect(active.json().items[0].id).toBe(busy);
    // A private community's card is for everyone; what is in it is not.
    expect(active.json().items[0]).toMatchObject({
      privacy: 'private',
      viewer: { membership: 'none', canSeeContent: false },
    });
    const page = await call(stranger, 'GET', '/api/v1/communities?q=teff&limit=1');
    const next = await call(
      stranger,
      'GET',
      `/api/v1/communities?q=teff&limit=1&cursor=${page.json().nextCursor}`,
    );
    expect(next.json().items[0].id).toBe(quiet);
  });
});

describe('membership', () => {
  it('joins and leaves a public community at once; my communities lists it', async () => {
    const id = await createCommunity(almaz, 'public');
    const joined = await call(dawit, 'PUT', `/api/v1/communities/${id}/membership`, {});
    expect(joined.json()).toEqual({ membership: 'member', memberCount: 2 });
    const again = await call(dawit, 'PUT', `/api/v1/communities/${id}/membership`, {});
    expect(again.json()).toEqual({ membership: 'member', memberCount: 2 });
    const mine = await call(dawit, 'GET', '/api/v1/me/communities');
    expect(mine.json().items.map((item: { id: string }) => item.id)).toContain(id);
    const left = await call(dawit, 'DELETE', `/api/v1/communities/${id}/membership`);
    expect(left.json()).toEqual({ membership: 'none', memberCount: 1 });
  });

  it('asks to join a private one; the admins are notified and approve; the decision is told', async () => {
    const id = await createCommunity(almaz, 'private', { joinQuestion: 'Which city?' });
    await call(almaz, 'PATCH', `/api/v1/communities/${id}`, {}); // nothing changes
    const asked = await call(dawit, 'PUT', `/api/v1/communities/${id}/membership`, {
      answer: 'Seattle',
    });
    expect(asked.json()).toEqual({ membership: 'pending', memberCount: 1 });
    const detail = await call(dawit, 'GET', `/api/v1/communities/${id}`);
    expect(detail.json()).toMatchObject({ joinQuestion: 'Which city?', pendingRequests: null });

    const [notification] = (await notificationsOf(almaz)).filter(
      (item) => item.type === 'community_join_request' && item.data.community_id === id,
    );
    expect(notification?.data).toMatchObject({ status: 'pending', actor_id: dawit.id });
    // It says which community (an admin may run several).
    const name = (await call(almaz, 'GET', `/api/v1/communities/${id}`)).json<{ name: string }>()
      .name;
    expect(notification?.data.community_name).toBe(name);
    expect(notification?.message).toMatch(new RegExp(`asked to join ${name}$`));
    const request = await pendingRequestOf(almaz, id, dawit.id);
    expect(request).toMatchObject({ id: notification?.data.request_id, answer: 'Seattle' });
    expect((await call(almaz, 'GET', `/api/v1/communities/${id}`)).json().pendingRequests).toBe(1);

    const approved = await call(
      almaz,
      'PUT',
      `/api/v1/communities/${id}/join-requests/${request?.id}`,
      { status: 'approved' },
    );
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await call(dawit, 'GET', `/api/v1/communities/${id}`)).json().viewer.membership).toBe(
      'member',
    );
    // The admin's notification now says it was decided (the list hides it, the count leaves it
    // out), and the requester hears of it.
    const after = (await notificationsOf(almaz)).filter(
      (item) => item.data.request_id === request?.id,
    );
    expect(after.map((item) => item.data.status)).toEqual(['approved']);
    expect((await call(almaz, 'GET', '/api/v1/notifications/unread-count')).json().count).toBe(0);
    const told = (await notificationsOf(dawit)).find(
      (item) => item.type === 'community_join_approved',
    );
    expect(told?.message).toMatch(/Almaz Ayana approved your request to join Habesha Runners/);
    expect(told?.data.community_id).toBe(id);
  });

  it('rejects, refuses a new request while rejected, and reverses the rejection later', async () => {
    const id = await createCommunity(almaz, 'private');
    await call(hana, 'PUT', `/api/v1/communities/${id}/membership`, { answer: '' });
    const request = await pendingRequestOf(almaz, id, hana.id);
    const url = `/api/v1/communities/${id}/join-requests/${request?.id}`;
    expect((await call(almaz, 'PUT', url, { status: 'rejected' })).statusCode).toBe(200);
    expect((await notificationsOf(hana)).some((n) => n.type === 'community_join_rejected')).toBe(
      true,
    );
    const retry = await call(hana, 'PUT', `/api/v1/communities/${id}/membership`, {});
    expect(retry.statusCode).toBe(403);
    const rejected = await call(
      almaz,
      'GET',
      `/api/v1/communities/${id}/join-requests?status=rejected`,
    );
    expect(rejected.json().items.map((item: { id: string }) => item.id)).toEqual([request?.id]);
    expect((await call(almaz, 'PUT', url, { status: 'approved' })).statusCode).toBe(200);
    expect((await call(hana, 'GET', `/api/v1/communities/${id}`)).json().viewer.membership).toBe(
      'member',
    );
    // Approved requests are not rejected afterwards: the member is removed instead.
    expect((await call(almaz, 'PUT', url, { status: 'rejected' })).statusCode).toBe(409);
  });

  it('withdraws a pending request, which leaves the admins list', async () => {
    const id = await createCommunity(almaz, 'private');
    await call(stranger, 'PUT', `/api/v1/communities/${id}/membership`, {});
    const withdrawn = await call(stranger, 'DELETE', `/api/v1/communities/${id}/membership`);
    expect(withdrawn.json()).toEqual({ membership: 'none', memberCount: 1 });
    expect(await pendingRequestOf(almaz, id, stranger.id)).toBeUndefined();
    expect(
      (await notificationsOf(almaz))
        .filter((n) => n.type === 'community_join_request' && n.data.community_id === id)
        .map((n) => n.data.status),
    ).toEqual(['rejected']);
  });
});

describe('roles and the last admin', () => {
  it('promotes, demotes and removes; the last admin can neither leave nor demote themselves', async () => {
    const id = await createCommunity(almaz, 'public');
    await call(dawit, 'PUT', `/api/v1/communities/${id}/membership`, {});
    const members = `/api/v1/communities/${id}/members`;

    const leave = await call(almaz, 'DELETE', `/api/v1/communities/${id}/membership`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.message).toMatch(/only admin/);
    const demoteSelf = await call(almaz, 'PATCH', `${members}/${almaz.id}`, { role: 'member' });
    expect(demoteSelf.statusCode).toBe(409);

    // A member cannot change roles.
    expect(
      (await call(dawit, 'PATCH', `${members}/${dawit.id}`, { role: 'admin' })).statusCode,
    ).toBe(403);
    const promoted = await call(almaz, 'PATCH', `${members}/${dawit.id}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ id: dawit.id, role: 'admin' });
    const list = await call(almaz, 'GET', `${members}?limit=1`);
    expect(list.json().items).toHaveLength(1);
    const rest = await call(almaz, 'GET', `${members}?limit=1&cursor=${list.json().nextCursor}`);
    expect([list.json().items[0].role, rest.json().items[0].role]).toEqual(['admin', 'admin']);

    // With two admins, either may step down.
    const demoted = await call(dawit, 'PATCH', `${members}/${almaz.id}`, { role: 'member' });
    expect(demoted.json()).toMatchObject({ role: 'member' });
    const removed = await call(dawit, 'DELETE', `${members}/${almaz.id}`);
    expect(removed.json()).toEqual({ membership: 'none', memberCount: 1 });
    expect((await call(dawit, 'DELETE', `${members}/${dawit.id}`)).statusCode).toBe(400);
    expect((await call(dawit, 'DELETE', `${members}/${stranger.id}`)).statusCode).toBe(404);
    expect(
      (await call(dawit, 'PATCH', `${members}/${dawit.id}`, { role: 'owner' })).statusCode,
    ).toBe(400);
    expect((await call(dawit, 'GET', `${members}?cursor=abc`)).statusCode).toBe(400);
  });

  it('lets admins edit and delete; members are told; the posts go with it', async () => {
    const id = await createCommunity(almaz, 'public');
    await call(hana, 'PUT', `/api/v1/communities/${id}/membership`, {});
    const post = await call(hana, 'POST', '/api/v1/posts', {
      body: 'Hello group',
      audience: 'community',
      communityId: id,
    });
    expect(post.statusCode, post.body).toBe(201);
    expect(
      (await call(hana, 'PATCH', `/api/v1/communities/${id}`, { name: 'Mine now' })).statusCode,
    ).toBe(403);
    const renamed = await call(almaz, 'PATCH', `/api/v1/communities/${id}`, {
      name: 'Addis Runners Club',
      privacy: 'private',
      joinQuestion: 'Your pace?',
    });
    expect(renamed.json()).toMatchObject({ name: 'Addis Runners Club', privacy: 'private' });
    // Someone still waiting to join: the admin's notification of it is done with too.
    await call(stranger, 'PUT', `/api/v1/communities/${id}/membership`, { answer: 'me' });
    expect((await call(hana, 'DELETE', `/api/v1/communities/${id}`)).statusCode).toBe(403);
    expect((await call(almaz, 'DELETE', `/api/v1/communities/${id}`)).statusCode).toBe(204);
    expect((await call(hana, 'GET', `/api/v1/communities/${id}`)).statusCode).toBe(404);
    expect((await call(hana, 'GET', `/api/v1/posts/${post.json().id}`)).statusCode).toBe(404);
    const waiting = (await notificationsOf(almaz)).filter(
      (n) => n.type === 'community_join_request' && n.data.community_id === id,
    );
    expect(waiting.map((n) => n.data.status)).toEqual(['rejected']);
    const told = (await notificationsOf(hana)).find((n) => n.type === 'community_deleted');
    expect(told?.message).toBe('Almaz Ayana deleted the community Addis Runners Club');
    const profile = await call(hana, 'GET', `/api/v1/profiles/${hana.id}`);
    expect(profile.json().counts.posts).toBe(0);
  });
});
