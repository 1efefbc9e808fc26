import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, get, testOrigin, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let hidden: TestUser;
let stranger: TestUser;
let follower: TestUser;
const town = `Debrezeit${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await createTestApp();
  [hidden, stranger, follower] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Hiwot Hidden' }),
    createVerifiedMember(t.app),
    createVerifiedMember(t.app),
  ]);
  const as = (user: TestUser, method: 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: user.jar.header() },
      ...(payload ? { payload } : {}),
    });
  await as(follower, 'PUT', `/api/v1/profiles/${hidden.id}/follow`);
  await as(hidden, 'PATCH', '/api/v1/me/profile', { location: `${town}, Ethiopia` });
  await as(hidden, 'PATCH', '/api/v1/me/privacy', { publicProfile: false });
  await as(hidden, 'POST', '/api/v1/me/presence', { online: true });
});
afterAll(() => t.close());

const search = async (viewer: TestUser, q: string) =>
  (await get(t.app, `/api/v1/people?q=${encodeURIComponent(q)}`, viewer.jar)).json<{
    items: Array<{ id: string; online: boolean | null }>;
  }>().items;

describe('people search and privacy', () => {
  it('never finds a private profile by what it hides, nor shows its online status to a stranger', async () => {
    expect(await search(stranger, town)).toEqual([]);
    const [byName] = await search(stranger, 'Hiwot Hidden');
    expect(byName).toMatchObject({ id: hidden.id, online: null });
    // The profile page agrees.
    const profile = (await get(t.app, `/api/v1/profiles/${hidden.id}`, stranger.jar)).json();
    expect(profile).toMatchObject({ restricted: true, online: null, location: null });
  });

  it('shows an approved follower the online status, as the profile page does', async () => {
    const [byName] = await search(follower, 'Hiwot Hidden');
    expect(byName).toMatchObject({ id: hidden.id, online: true });
  });

  it('finds a public profile by its location', async () => {
    const open = await createVerifiedMember(t.app, { fullName: 'Open Person' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/profile',
      headers: { cookie: open.jar.header() },
      payload: { location: `${town}2, Ethiopia` },
    });
    expect((await search(stranger, `${town}2`)).map((person) => person.id)).toEqual([open.id]);
  });
});

describe('people you may want to follow', () => {
  it('leaves out me, whom I follow or asked to follow, whom I muted and who blocked me', async () => {
    const [me, followed, asked, muted, blocker, suggested] = await Promise.all([
      createVerifiedMember(t.app, { fullName: 'Suggest Viewer' }),
      createVerifiedMember(t.app, { fullName: 'Already Followed' }),
      createVerifiedMember(t.app, { fullName: 'Asked Private' }),
      createVerifiedMember(t.app, { fullName: 'Muted Person' }),
      createVerifiedMember(t.app, { fullName: 'Blocking Person' }),
      createVerifiedMember(t.app, { fullName: 'Not Yet Followed' }),
    ]);
    const as = (user: TestUser, method: 'PATCH' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { cookie: user.jar.header(), origin: testOrigin },
        ...(payload ? { payload } : {}),
      });
    const suggestions = async () => {
      const response = await get(t.app, '/api/v1/people/suggestions?limit=20', me.jar);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: Array<{ id: string }> }>().items.map((person) => person.id);
    };
    const before = await suggestions();
    expect(before).not.toContain(me.id);
    for (const other of [followed, asked, muted, blocker, suggested])
      expect(before).toContain(other.id);

    expect(
      (await as(asked, 'PATCH', '/api/v1/me/privacy', { publicProfile: false })).statusCode,
    ).toBe(200);
    for (const [user, url] of [
      [me, `/api/v1/profiles/${followed.id}/follow`],
      [me, `/api/v1/profiles/${asked.id}/follow`],
      [me, `/api/v1/profiles/${muted.id}/mute`],
      [blocker, `/api/v1/profiles/${me.id}/block`],
    ] as const)
      expect((await as(user, 'PUT', url)).statusCode, url).toBe(200);

    const after = await suggestions();
    expect(after).toContain(suggested.id);
    for (const other of [followed, asked, muted, blocker]) expect(after).not.toContain(other.id);
    // Five by default, for the right column.
    const five = await get(t.app, '/api/v1/people/suggestions', me.jar);
    expect(five.json<{ items: unknown[] }>().items.length).toBeLessThanOrEqual(5);
    expect((await get(t.app, '/api/v1/people/suggestions?limit=0', me.jar)).statusCode).toBe(400);
  });
});
