import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, get, type TestUser } from '../../test/accounts';
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
