import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '../../db/schema/notifications';
import { createVerifiedMember, get, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

let t: TestApp;
let almaz: TestUser;
let dawit: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [almaz, dawit] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Almaz Ayana' }),
    createVerifiedMember(t.app, { fullName: 'Dawit Bekele' }),
  ]);
});
afterAll(() => t.close());

const send = (
  method: 'PUT' | 'DELETE' | 'POST' | 'PATCH',
  url: string,
  user: TestUser,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.jar.header() },
    ...(payload ? { payload } : {}),
  });
// Notifications are made after the act's answer, from its domain event: wait for those first.
const settled = () => settle(t.app);
const list = async (user: TestUser) =>
  (await settled(), await get(t.app, '/api/v1/notifications', user.jar)).json<{
    items: Array<{ id: string; message: string; readAt: string | null }>;
  }>().items;
const unread = async (user: TestUser) =>
  (await settled(), await get(t.app, '/api/v1/notifications/unread-count', user.jar)).json()
    .count as number;

describe('follow notifications', () => {
  it('are created by the server with the actor in data, and do not flood on repeats', async () => {
    await send('PUT', `/api/v1/profiles/${almaz.id}/follow`, dawit);
    const [first] = await list(almaz);
    expect(first).toMatchObject({
      type: 'follow',
      title: 'New follower',
      message: 'Dawit Bekele started following you',
      readAt: null,
      data: {
        actor_id: dawit.id,
        actor_username: dawit.username,
        actor_display_name: 'Dawit Bekele',
        actor_account_type: 'community',
        actor_avatar: null,
        link: `/profile/${dawit.id}`,
      },
    });
    await send('DELETE', `/api/v1/profiles/${almaz.id}/follow`, dawit);
    await send('PUT', `/api/v1/profiles/${almaz.id}/follow`, dawit);
    expect(await list(almaz)).toHaveLength(1);
    expect(await list(dawit)).toHaveLength(0);
    expect(await unread(almaz)).toBe(1);
  });

  it.each(['notifyOnFollows', 'allowFollowNotifications'])(
    'are suppressed when the recipient turns off %s',
    async (preference) => {
      const quiet = await createVerifiedMember(t.app);
      await send('PATCH', '/api/v1/me/notification-preferences', quiet, { [preference]: false });
      await send('PUT', `/api/v1/profiles/${quiet.id}/follow`, almaz);
      expect(await list(quiet)).toEqual([]);
    },
  );
});

/** The data every notification from Almaz carries, for rows written straight into the table. */
const fromAlmaz = () => ({
  actor_id: almaz.id,
  actor_username: almaz.username,
  actor_display_name: 'Almaz',
  actor_account_type: 'community' as const,
  actor_avatar: null,
});

describe('the notifications API', () => {
  it('does not count join requests that were approved or rejected, as the bell hides them', async () => {
    const owner = await createVerifiedMember(t.app);
    await t.app.platform.db.insert(userNotifications).values(
      (['pending', 'approved', 'rejected'] as const).map((status) => ({
        userId: owner.id,
        type: 'community_join_request' as const,
        title: 'Join request',
        message: `request ${status}`,
        actorId: almaz.id,
        subjectId: `request-${status}`,
        data: {
          ...fromAlmaz(),
          link: '/communities',
          request_id: `request-${status}`,
          status,
        },
      })),
    );
    expect(await unread(owner)).toBe(1);
  });

  it('lists at most 50, newest first, and reads, reads all and clears only mine', async () => {
    const busy = await createVerifiedMember(t.app);
    const base = Date.now() - 100_000;
    await t.app.platform.db.insert(userNotifications).values(
      Array.from({ length: 55 }, (_, index) => ({
        userId: busy.id,
        type: 'like' as const,
        title: 'New like',
        message: `like ${index}`,
        actorId: almaz.id,
        subjectId: `post-${index}`,
        data: {
          ...fromAlmaz(),
          link: `/post/post-${index}`,
          post_id: `post-${index}`,
        },
        createdAt: new Date(base + index * 1000),
      })),
    );
    const items = await list(busy);
    expect(items).toHaveLength(50);
    expect(items[0]?.message).toBe('like 54');
    expect(items[49]?.message).toBe('like 5');
    expect(await unread(busy)).toBe(55);

    const mine = items[0]?.id as string;
    expect((await send('POST', `/api/v1/notifications/${mine}/read`, almaz)).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/notifications/not-a-uuid/read', busy)).statusCode).toBe(
      400,
    );
    expect((await send('POST', `/api/v1/notifications/${mine}/read`, busy)).statusCode).toBe(200);
    expect((await list(busy))[0]?.readAt).toEqual(expect.any(String));
    expect(await unread(busy)).toBe(54);

    await send('POST', '/api/v1/notifications/read-all', busy);
    expect(await unread(busy)).toBe(0);
    expect(await unread(almaz)).toBe(1);

    await send('POST', '/api/v1/notifications/clear-all', busy);
    expect(await list(busy)).toEqual([]);
    expect(await list(almaz)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(
      401,
    );
  });
});
