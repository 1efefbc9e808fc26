import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, get, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

let t: TestApp;
let almaz: TestUser;
let dawit: TestUser;
let hanna: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [almaz, dawit, hanna] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Almaz Ayana' }),
    createVerifiedMember(t.app, { fullName: 'Dawit Bekele' }),
    createVerifiedMember(t.app, { fullName: 'Hanna Gebremedhin' }),
  ]);
});
afterAll(() => t.close());

function call(
  method: 'PUT' | 'DELETE' | 'PATCH' | 'POST',
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

const profileOf = async (viewer: TestUser, id: string) =>
  (await get(t.app, `/api/v1/profiles/${id}`, viewer.jar)).json();

describe('follow and unfollow', () => {
  it('are idempotent and keep the counts right', async () => {
    const first = await call('PUT', `/api/v1/profiles/${dawit.id}/follow`, almaz);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ following: true, requested: false, followersCount: 1 });
    expect((await call('PUT', `/api/v1/profiles/${dawit.id}/follow`, almaz)).json()).toEqual({
      following: true,
      requested: false,
      followersCount: 1,
    });
    expect(await profileOf(almaz, dawit.id)).toMatchObject({
      isFollowing: true,
      counts: { followers: 1, following: 0 },
    });
    expect(await profileOf(dawit, almaz.id)).toMatchObject({
      followsYou: true,
      counts: { following: 1 },
    });

    expect((await call('DELETE', `/api/v1/profiles/${dawit.id}/follow`, almaz)).json()).toEqual({
      following: false,
      requested: false,
      followersCount: 0,
    });
    expect((await call('DELETE', `/api/v1/profiles/${dawit.id}/follow`, almaz)).json()).toEqual({
      following: false,
      requested: false,
      followersCount: 0,
    });
    expect(await profileOf(almaz, almaz.id)).toMatchObject({
      isSelf: true,
      counts: { following: 0 },
    });
  });

  it('refuses following yourself or nobody, and needs a session', async () => {
    expect(
      (await call('PUT', `/api/v1/profiles/${almaz.id}/follow`, almaz)).json().error.message,
    ).toBe('You cannot follow yourself.');
    expect((await call('PUT', '/api/v1/profiles/no-such-person/follow', almaz)).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v1/profiles/${dawit.id}/follow` }))
        .statusCode,
    ).toBe(401);
  });

  it('keeps exact counts under concurrent clicks', async () => {
    const clicks = Array.from({ length: 30 }, (_, index) =>
      call(index % 2 === 0 ? 'PUT' : 'DELETE', `/api/v1/profiles/${hanna.id}/follow`, dawit),
    );
    const results = await Promise.all(clicks);
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const profile = await profileOf(dawit, hanna.id);
    expect(profile.counts.followers).toBe(profile.isFollowing ? 1 : 0);
    await Promise.all(
      Array.from({ length: 10 }, () => call('PUT', `/api/v1/profiles/${hanna.id}/follow`, almaz)),
    );
    expect((await profileOf(almaz, hanna.id)).counts.followers).toBe(profile.isFollowing ? 2 : 1);
  });
});

describe('connections lists', () => {
  it('page through followers newest first without gaps or repeats, even while people follow', async () => {
    const target = await createVerifiedMember(t.app);
    const fans = await Promise.all(Array.from({ length: 7 }, () => createVerifiedMember(t.app)));
    for (const fan of fans) await call('PUT', `/api/v1/profiles/${target.id}/follow`, fan);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : '?limit=3';
      const res = await get(t.app, `/api/v1/profiles/${target.id}/followers${query}`, almaz.jar);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      seen.push(...page.items.map((item: { id: string }) => item.id));
      cursor = page.nextCursor;
      pages += 1;
      // A newcomer during paging appears at the top, never inside the pages still to come.
      if (pages === 1) await call('PUT', `/api/v1/profiles/${target.id}/follow`, hanna);
    } while (cursor);
    expect(seen).toEqual([...fans].reverse().map((fan) => fan.id));

    const following = (
      await get(t.app, `/api/v1/profiles/${fans[0]?.id}/following`, almaz.jar)
    ).json();
    expect(following.items).toEqual([
      expect.objectContaining({ id: target.id, username: target.username, isFollowing: false }),
    ]);
    expect(
      (await get(t.app, `/api/v1/profiles/${target.id}/followers?cursor=garbage`, almaz.jar))
        .statusCode,
    ).toBe(400);
  });
});

describe('a private profile', () => {
  it('shows only name and avatar to people who do not follow it', async () => {
    const shy = await createVerifiedMember(t.app, { fullName: 'Selam Shy' });
    await call('PATCH', '/api/v1/me/profile', shy, { bio: 'Hidden bio', location: 'Boston, MA' });
    const saved = await call('PATCH', '/api/v1/me/privacy', shy, { publicProfile: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ publicProfile: false, allowCommentsOnPosts: true });

    const stranger = await profileOf(almaz, shy.id);
    expect(stranger).toMatchObject({
      restricted: true,
      fullName: 'Selam Shy',
      bio: null,
      location: null,
      counts: null,
      interests: [],
    });
    expect((await get(t.app, `/api/v1/profiles/${shy.id}/followers`, almaz.jar)).statusCode).toBe(
      403,
    );

    // A locked account: following is a request until the owner approves it.
    expect((await call('PUT', `/api/v1/profiles/${shy.id}/follow`, almaz)).json()).toEqual({
      following: false,
      requested: true,
      followersCount: 0,
    });
    expect(await profileOf(almaz, shy.id)).toMatchObject({
      restricted: true,
      followRequested: true,
      bio: null,
    });
    expect(
      (await call('POST', `/api/v1/me/follow-requests/${almaz.id}/approve`, shy)).statusCode,
    ).toBe(204);
    expect(await profileOf(almaz, shy.id)).toMatchObject({
      restricted: false,
      followRequested: false,
      isFollowing: true,
      bio: 'Hidden bio',
      location: 'Boston, MA',
    });
    expect((await get(t.app, `/api/v1/profiles/${shy.id}/followers`, almaz.jar)).statusCode).toBe(
      200,
    );
    expect(await profileOf(shy, shy.id)).toMatchObject({ restricted: false, isSelf: true });
  });

  it('privacy and notification settings belong to their owner only and refuse unknown fields', async () => {
    expect(
      (await call('PATCH', '/api/v1/me/privacy', dawit, { isVerified: true })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/api/v1/me/privacy', dawit, { publicProfile: 'no' })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/privacy' })).statusCode).toBe(401);
    const prefs = await call('PATCH', '/api/v1/me/notification-preferences', dawit, {
      notifyOnLikes: false,
    });
    expect(prefs.json()).toMatchObject({ notifyOnLikes: false, notifyOnComments: true });
    expect(
      (await get(t.app, '/api/v1/me/notification-preferences', almaz.jar)).json(),
    ).toMatchObject({ notifyOnLikes: true });
  });
});

describe('people search', () => {
  it('finds by name, username, business category or location, paged', async () => {
    const biz = await createVerifiedMember(t.app, { fullName: 'Tsion Tesfaye' });
    await call('PATCH', '/api/v1/me/profile', biz, { location: 'Addis Ababa' });
    const byName = (await get(t.app, '/api/v1/people?q=tsion', almaz.jar)).json();
    expect(byName.items.map((p: { id: string }) => p.id)).toEqual([biz.id]);
    expect(
      // The whole username, in capitals: a prefix of it can be another test's member too.
      (await get(t.app, `/api/v1/people?q=${biz.username.toUpperCase()}`, almaz.jar))
        .json()
        .items.map((p: { id: string }) => p.id),
    ).toEqual([biz.id]);
    expect(
      (await get(t.app, '/api/v1/people?q=addis%20ab', almaz.jar))
        .json()
        .items.map((p: { id: string }) => p.id),
    ).toContain(biz.id);
    expect((await get(t.app, '/api/v1/people?q=%25', almaz.jar)).json().items).toEqual([]);

    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Array<{ id: string }>; nextCursor: string | null } = (
        await get(
          t.app,
          `/api/v1/people?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          almaz.jar,
        )
      ).json();
      all.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining([almaz.id, dawit.id, hanna.id, biz.id]));
  });
});

describe('presence', () => {
  it('shows a heartbeat as online, and nothing for someone who hides it', async () => {
    const send = (user: TestUser, online: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/me/presence',
        headers: { cookie: user.jar.header() },
        payload: { online },
      });
    expect((await send(hanna, true)).statusCode).toBe(204);
    expect(await profileOf(almaz, hanna.id)).toMatchObject({
      online: true,
      lastSeenAt: expect.any(String),
    });
    await send(hanna, false);
    expect((await profileOf(almaz, hanna.id)).online).toBe(false);

    await send(dawit, true);
    await call('PATCH', '/api/v1/me/privacy', dawit, { hideOnlineStatus: true });
    expect(await profileOf(almaz, dawit.id)).toMatchObject({ online: null, lastSeenAt: null });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/me/presence',
          payload: { online: true },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('follow requests of a locked account', () => {
  const requestsOf = async (user: TestUser) =>
    (await get(t.app, '/api/v1/me/follow-requests', user.jar)).json<{
      items: Array<{ person: { id: string }; requestedAt: string }>;
    }>().items;
  const notificationsOf = async (user: TestUser) => {
    await settle(t.app);
    return (await get(t.app, '/api/v1/notifications', user.jar)).json<{
      items: Array<{ type: string; data: { actor_id: string; link: string; status?: string } }>;
    }>().items;
  };

  it('wait for the owner, who approves or declines; only approved followers see the posts', async () => {
    const [owner, asker, other] = await Promise.all([
      createVerifiedMember(t.app, { fullName: 'Lidya Locked' }),
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
    ]);
    await call('PATCH', '/api/v1/me/privacy', owner, { publicProfile: false });
    const post = (
      await call('POST', '/api/v1/posts', owner, { body: 'For my people only', audience: 'public' })
    ).json();

    await call('PUT', `/api/v1/profiles/${owner.id}/follow`, asker);
    await call('PUT', `/api/v1/profiles/${owner.id}/follow`, other);
    expect((await requestsOf(owner)).map((request) => request.person.id)).toEqual([
      other.id,
      asker.id,
    ]);
    expect(await requestsOf(asker)).toEqual([]);
    const [asked] = (await notificationsOf(owner)).filter((n) => n.data.actor_id === asker.id);
    expect(asked).toMatchObject({
      type: 'follow_request',
      data: { status: 'pending', link: '/connections/me/requests' },
    });
    // Not before the answer: the post stays hidden.
    expect((await get(t.app, `/api/v1/posts/${post.id}`, asker.jar)).statusCode).toBe(404);
    // Nobody else answers for the owner.
    expect(
      (await call('POST', `/api/v1/me/follow-requests/${asker.id}/approve`, other)).statusCode,
    ).toBe(404);

    expect(
      (await call('POST', `/api/v1/me/follow-requests/${asker.id}/approve`, owner)).statusCode,
    ).toBe(204);
    expect((await call('DELETE', `/api/v1/me/follow-requests/${other.id}`, owner)).statusCode).toBe(
      204,
    );
    expect((await get(t.app, `/api/v1/posts/${post.id}`, asker.jar)).statusCode).toBe(200);
    expect((await get(t.app, `/api/v1/posts/${post.id}`, other.jar)).statusCode).toBe(404);
    expect(await requestsOf(owner)).toEqual([]);
    // The owner's request notifications are decided (the list hides them); the asker hears yes.
    const decided = (await notificationsOf(owner)).filter((n) => n.type === 'follow_request');
    expect(decided.map((n) => n.data.status).sort()).toEqual(['approved', 'rejected']);
    expect((await notificationsOf(asker)).map((n) => n.type)).toContain('follow_accepted');
    expect((await notificationsOf(other)).map((n) => n.type)).not.toContain('follow_accepted');
    expect((await get(t.app, '/api/v1/notifications/unread-count', owner.jar)).json().count).toBe(
      0,
    );
    // Answering again is a 404: the request is gone.
    expect((await call('DELETE', `/api/v1/me/follow-requests/${other.id}`, owner)).statusCode).toBe(
      404,
    );
  });

  it('are withdrawn by unfollowing, and approved all at once when the profile turns public', async () => {
    const [owner, one, two] = await Promise.all([
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
    ]);
    await call('PATCH', '/api/v1/me/privacy', owner, { publicProfile: false });
    await call('PUT', `/api/v1/profiles/${owner.id}/follow`, one);
    await call('PUT', `/api/v1/profiles/${owner.id}/follow`, two);
    expect((await call('DELETE', `/api/v1/profiles/${owner.id}/follow`, two)).json()).toMatchObject(
      { requested: false },
    );
    expect((await requestsOf(owner)).map((request) => request.person.id)).toEqual([one.id]);

    await call('PATCH', '/api/v1/me/privacy', owner, { publicProfile: true });
    await settle(t.app);
    expect(await requestsOf(owner)).toEqual([]);
    expect(await profileOf(one, owner.id)).toMatchObject({
      isFollowing: true,
      counts: { followers: 1 },
    });
    expect(await profileOf(two, owner.id)).toMatchObject({ isFollowing: false });

    // Turning private again keeps the followers it has.
    await call('PATCH', '/api/v1/me/privacy', owner, { publicProfile: false });
    await settle(t.app);
    expect(await profileOf(one, owner.id)).toMatchObject({ isFollowing: true, restricted: false });
  });
});
