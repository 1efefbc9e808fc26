import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/auth';
import { userNotifications } from '../../db/schema/notifications';
import { createVerifiedMember, memberInput, type TestUser } from '../accounts';
import { multipartBody, tinyPng } from '../multipart';
import type { Actor } from './matrix';

/**
 * The people and things every row of the matrix is tried on. The owner's profile is private (so
 * that "private" is tested everywhere); the follower follows the owner; the stranger has no relation;
 * the unverified member has a session whose e-mail is no longer verified.
 */
export interface World {
  app: FastifyInstance;
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
  /** A member with a public profile and a public post. */
  publicAuthor: TestUser;
  publicAuthorPostId: string;
  owner: {
    publicPostId: string;
    followersPostId: string;
    /** The owner's comment on their followers-only post. */
    commentId: string;
    uploadKey: string;
    mediaPath: string;
    push: { endpoint: string; keys: { p256dh: string; auth: string } };
  };
  png: Buffer;
  headers(actor: Actor): Record<string, string>;
  /** A fresh post of the owner's, for rows that change or delete one. */
  newPost(audience: 'public' | 'followers'): Promise<string>;
  /** A fresh comment by `by` on a post. */
  newComment(postId: string, by: TestUser): Promise<string>;
  /** A fresh unread notification of the owner's (someone new follows them). */
  newNotification(): Promise<string>;
  /** A fresh push subscription body. */
  newPushSubscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Sign-up input for a new member. */
  newSignUp(): Record<string, unknown>;
  image(): { payload: Buffer; headers: Record<string, string> };
}

const origin = 'http://localhost:3000';

export async function createWorld(app: FastifyInstance): Promise<World> {
  const [owner, stranger, follower, unverified, publicAuthor] = await Promise.all([
    createVerifiedMember(app, { fullName: 'Owner Tesfaye' }),
    createVerifiedMember(app, { fullName: 'Stranger Bekele' }),
    createVerifiedMember(app, { fullName: 'Follower Ayana' }),
    createVerifiedMember(app, { fullName: 'Unverified Kebede' }),
    createVerifiedMember(app, { fullName: 'Public Author' }),
  ]);
  const people = { owner, stranger, follower, unverified };
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
    (await send(by, 'POST', `/api/v1/posts/${postId}/comments`, { body: 'A comment' })).id ?? '';
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
  const world: World = {
    app,
    users: people,
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
    newComment,
    async newNotification() {
      const fan = await createVerifiedMember(app);
      await send(fan, 'PUT', `/api/v1/profiles/${owner.id}/follow`, undefined);
      await app.platform.events.idle();
      const [row] = await app.platform.db
        .select({ id: userNotifications.id })
        .from(userNotifications)
        .where(eq(userNotifications.actorId, fan.id));
      if (!row) throw new Error('no notification was made');
      return row.id;
    },
    newPushSubscription,
    newSignUp: () => memberInput(),
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
