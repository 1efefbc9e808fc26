import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/auth';
import { dataExports } from '../../db/schema/my-data';
import { userNotifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import { verificationRequests } from '../../db/schema/safety';
import { setSiteAdmin } from '../../features/admin/admin.service';
import { createVerifiedMember, memberInput, type TestUser } from '../accounts';
import type { World } from './world-types';
import { multipartBody, tinyPng } from '../multipart';
import { settle } from '../test-app';

export type { World } from './world-types';

const origin = 'http://localhost:3000';

const inOneDay = (): string => new Date(Date.now() + 24 * 3600_000).toISOString();

export async function createWorld(app: FastifyInstance): Promise<World> {
  const [
    owner,
    stranger,
    follower,
    unverified,
    publicAuthor,
    member,
    communityAdmin,
    blocked,
    siteAdmin,
  ] = await Promise.all([
    createVerifiedMember(app, { fullName: 'Owner Tesfaye' }),
    createVerifiedMember(app, { fullName: 'Stranger Bekele' }),
    createVerifiedMember(app, { fullName: 'Follower Ayana' }),
    createVerifiedMember(app, { fullName: 'Unverified Kebede' }),
    createVerifiedMember(app, { fullName: 'Public Author' }),
    createVerifiedMember(app, { fullName: 'Member Hailu' }),
    createVerifiedMember(app, { fullName: 'Community Admin Worku' }),
    createVerifiedMember(app, { fullName: 'Blocked Dawit' }),
    createVerifiedMember(app, { fullName: 'Site Admin Selam' }),
  ]);
  const people = {
    owner,
    stranger,
    follower,
    unverified,
    member,
    communityAdmin,
    blocked,
    siteAdmin,
  };
  const send = async (
    user: TestUser,
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload: unknown,
    extra: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as Buffer,
      headers: { cookie: user.jar.header(), origin, ...extra },
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, string>>();
  };
  const png = await tinyPng();
  const image = () => multipartBody(png);

  await send(follower, 'PUT', `/api/v1/profiles/${owner.id}/follow`, undefined);
  // The blocked actor followed the owner; the owner's block ended that.
  await send(blocked, 'PUT', `/api/v1/profiles/${owner.id}/follow`, undefined);
  await send(owner, 'PUT', `/api/v1/profiles/${blocked.id}/block`, undefined);
  await setSiteAdmin(app.platform, siteAdmin.email, true);
  await send(owner, 'PATCH', '/api/v1/me/privacy', { publicProfile: false });
  const uploaded = await send(
    owner,
    'POST',
    '/api/v1/media/images',
    image().payload,
    image().headers,
  );
  const newPost = async (audience: 'public' | 'followers', by = owner, imageKeys: string[] = []) =>
    (
      await send(by, 'POST', '/api/v1/posts', {
        body: `A post ${randomBytes(4).toString('hex')}`,
        audience,
        imageKeys,
      })
    ).id ?? '';
  const newComment = async (postId: string, by: TestUser) =>
    (
      await send(by, 'POST', `/api/v1/posts/${postId}/comments`, {
        // Each in its own words: the same text a third time in ten minutes is held (issue 37).
        body: `A comment ${randomBytes(4).toString('hex')}`,
      })
    ).id ?? '';
  const newPushSubscription = () => ({
    endpoint: `https://push.example.org/send/${randomBytes(12).toString('hex')}`,
    keys: {
      p256dh: randomBytes(65).toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
  const push = newPushSubscription();
  await send(owner, 'POST', '/api/v1/push/subscriptions', push);

  const followersPostId = await newPost('followers', owner, [uploaded.key ?? '']);
  let fan: TestUser | undefined;
  let spare: TestUser | undefined;

  // Communities: joining a private one goes through a request that its admin approves.
  const addMember = async (communityId: string, user: TestUser, by = owner): Promise<void> => {
    const asked = await send(user, 'PUT', `/api/v1/communities/${communityId}/membership`, {
      answer: 'I run with the group on Sundays',
    });
    if (asked.membership !== 'pending') throw new Error(`not pending: ${JSON.stringify(asked)}`);
    const requests = await app.inject({
      url: `/api/v1/communities/${communityId}/join-requests`,
      headers: { cookie: by.jar.header() },
    });
    const request = requests
      .json<{ items: Array<{ id: string; requester: { id: string } }> }>()
      .items.find((item) => item.requester.id === user.id);
    await send(by, 'PUT', `/api/v1/communities/${communityId}/join-requests/${request?.id}`, {
      status: 'approved',
    });
  };
  const newCommunity = async (): Promise<string> => {
    const created = await send(owner, 'POST', '/api/v1/communities', {
      name: `Circle ${randomBytes(5).toString('hex')}`,
      description: 'A private circle of the owner, for the matrix.',
      privacy: 'private',
      joinQuestion: 'Which city do you live in?',
    });
    const id = created.id ?? '';
    await addMember(id, member);
    await addMember(id, communityAdmin);
    await send(owner, 'PATCH', `/api/v1/communities/${id}/members/${communityAdmin.id}`, {
      role: 'admin',
    });
    return id;
  };
  const communityId = await newCommunity();
  const newCommunityPost = async (by: TestUser = member): Promise<string> =>
    (
      await send(by, 'POST', '/api/v1/posts', {
        body: `In the circle ${randomBytes(4).toString('hex')}`,
        audience: 'community',
        communityId,
      })
    ).id ?? '';
  const memberPostId = await newCommunityPost(member);
  const publicCommunity = await send(publicAuthor, 'POST', '/api/v1/communities', {
    name: `Open Table ${randomBytes(5).toString('hex')}`,
    description: 'A public community everyone may read.',
    privacy: 'public',
  });
  const world: World = {
    app,
    users: people,
    community: {
      id: communityId,
      ownerPostId: await newCommunityPost(owner),
      memberPostId,
      commentId: await newComment(memberPostId, owner),
    },
    publicCommunityId: publicCommunity.id ?? '',
    newCommunity,
    async newJoinRequest() {
      const id = await newCommunity();
      await send(publicAuthor, 'PUT', `/api/v1/communities/${id}/membership`, { answer: 'Hi' });
      const requests = await app.inject({
        url: `/api/v1/communities/${id}/join-requests`,
        headers: { cookie: owner.jar.header() },
      });
      const request = requests
        .json<{ items: Array<{ id: string; requester: { id: string } }> }>()
        .items.find((item) => item.requester.id === publicAuthor.id);
      return { communityId: id, requestId: request?.id ?? '' };
    },
    newCommunityPost,
    publicAuthor,
    publicAuthorPostId: await newPost('public', publicAuthor),
    owner: {
      publicPostId: await newPost('public'),
      followersPostId,
      commentId: await newComment(followersPostId, owner),
      uploadKey: uploaded.key ?? '',
      mediaPath: new URL(uploaded.url ?? '', origin).pathname,
      push,
    },
    png,
    headers(actor): Record<string, string> {
      return actor === 'anonymous' ? { origin } : { origin, cookie: people[actor].jar.header() };
    },
    newPost: (audience) => newPost(audience),
    async newPollPost() {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/posts',
        payload: {
          body: `Which day? ${randomBytes(4).toString('hex')}`,
          audience: 'followers',
          poll: { options: ['Saturday', 'Sunday'], closesAt: inOneDay() },
        },
        headers: { cookie: owner.jar.header(), origin },
      });
      const post = response.json<{ id: string; poll?: { options: Array<{ id: string }> } }>();
      return { postId: post.id, optionId: post.poll?.options[0]?.id ?? '' };
    },
    newComment,
    async newNotification() {
      // One fan follows again each time (sign-ups are rate limited): the repeat refreshes the
      // notification, unread and uncleared, as a new follow would.
      fan ??= await createVerifiedMember(app);
      await app.inject({
        method: 'DELETE',
        url: `/api/v1/profiles/${owner.id}/follow`,
        headers: { cookie: fan.jar.header(), origin },
      });
      await send(fan, 'PUT', `/api/v1/profiles/${owner.id}/follow`, undefined);
      await settle(app);
      const [row] = await app.platform.db
        .select({ id: userNotifications.id })
        .from(userNotifications)
        .where(eq(userNotifications.actorId, fan.id));
      if (!row) throw new Error('no notification was made');
      return row.id;
    },
    newPushSubscription,
    newSignUp: () => memberInput(),
    async spare() {
      spare ??= await createVerifiedMember(app, { fullName: 'Spare Tigist' });
      return spare;
    },
    async newReport() {
      const target = await world.spare();
      const made = await send(stranger, 'POST', '/api/v1/reports', {
        kind: 'profile',
        targetId: target.id,
        category: 'spam',
      });
      return made.id ?? '';
    },
    async ownerExport() {
      const storageKey = `exports/${owner.id}/${randomUUID()}.zip`;
      await app.platform.storage.putPrivate(storageKey, Buffer.from('PK'), 'application/zip');
      const [row] = await app.platform.db
        .insert(dataExports)
        .values({
          userId: owner.id,
          status: 'ready',
          storageKey,
          bytes: 2,
          readyAt: new Date(),
          expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
        })
        .returning({ id: dataExports.id });
      return row?.id ?? '';
    },
    async markTwoFactorOn(userId) {
      await app.platform.db
        .update(users)
        .set({ twoFactorEnabled: true })
        .where(eq(users.id, userId));
    },
    async makeUnverifiedBusiness(userId) {
      await app.platform.db
        .update(profiles)
        .set({ isVerified: false, accountType: 'business', businessName: 'Abol Coffee' })
        .where(eq(profiles.id, userId));
      await app.platform.db
        .delete(verificationRequests)
        .where(eq(verificationRequests.userId, userId));
    },
    async newVerificationRequest() {
      // The spare member (whose session may have ended in a suspension row: set directly).
      const business = await world.spare();
      await world.makeUnverifiedBusiness(business.id);
      const [row] = await app.platform.db
        .insert(verificationRequests)
        .values({ userId: business.id, details: 'Licence 12345' })
        .returning({ id: verificationRequests.id });
      return row?.id ?? '';
    },
    image,
  };
  // A session whose address is no longer verified (e.g. changed since): it must act for nobody.
  await app.platform.db
    .update(users)
    .set({ emailVerified: false })
    .where(eq(users.id, unverified.id));
  // Sessions are remembered for a minute: forget this user's, as a change of account state must.
  await app.identity.revokeSessions(unverified.id, new Set());
  return world;
}
