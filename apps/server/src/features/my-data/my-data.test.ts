import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { accountDeletions, dataExports } from '../../db/schema/my-data';
import { payments } from '../../db/schema/payments';
import { uploads } from '../../db/schema/posts';
import {
  caller,
  CookieJar,
  createVerifiedMember,
  get,
  latestMail,
  linkIn,
  post,
  testOrigin,
  totpCode,
  type TestUser,
} from '../../test/accounts';
import { multipartBody, tinyPng } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventInput } from '../events/events.test-fixtures';
import { setSiteAdmin } from '../admin/admin.service';
import { purgeAccount } from './account-deletion.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t.app);

async function upload(user: TestUser): Promise<string> {
  const body = multipartBody(await tinyPng('#aa3300'));
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media/images',
    payload: body.payload,
    headers: { ...body.headers, cookie: user.jar.header(), origin: testOrigin },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ key: string }>().key;
}

async function message(from: TestUser, to: TestUser, body: string): Promise<string> {
  const conversation = await call(from, 'POST', '/api/v1/conversations', { userId: to.id });
  expect(conversation.statusCode, conversation.body).toBe(200);
  const id = conversation.json<{ id: string }>().id;
  await t.app.platform.counters.reset(`messages:send:${from.id}`);
  const sent = await call(from, 'POST', `/api/v1/conversations/${id}/messages`, {
    clientId: randomUUID(),
    body,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return id;
}

/** The export's state once the job has run (here, or on the queue's own worker meanwhile). */
async function settledExport(user: TestUser) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const state = (await call(user, 'GET', '/api/v1/me/data-export')).json();
    if (state.status !== 'preparing') return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the export stayed in preparation');
}

/**
 * The member's latest e-mail once it is the one expected: the job sends it just after it marks the
 * export ready, so the state can read 'ready' a moment before the e-mail has gone.
 */
async function mailAbout(user: TestUser, subject: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = await latestMail(t.app, user.email);
    if (mail?.subject === subject) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return latestMail(t.app, user.email);
}

/** Almaz's world: her post with a picture, a comment, a follow, messages both ways. */
async function almazAndDawit() {
  const almaz = await createVerifiedMember(t.app, { fullName: 'Almaz Export' });
  const dawit = await createVerifiedMember(t.app, { fullName: 'Dawit Private' });
  const key = await upload(almaz);
  const mine = await call(almaz, 'POST', '/api/v1/posts', {
    body: 'Almaz first words',
    imageKeys: [key],
  });
  expect(mine.statusCode, mine.body).toBe(201);
  // Edited: the export keeps what it said before (issue 36).
  const edited = await call(almaz, 'PATCH', `/api/v1/posts/${mine.json().id}`, {
    body: 'Almaz public words',
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const his = await call(dawit, 'POST', '/api/v1/posts', {
    body: 'Dawit followers only',
    audience: 'followers',
  });
  expect(his.statusCode, his.body).toBe(201);
  await call(dawit, 'PUT', `/api/v1/profiles/${almaz.id}/follow`);
  await call(almaz, 'PUT', `/api/v1/profiles/${dawit.id}/follow`);
  const comment = await call(almaz, 'POST', `/api/v1/posts/${his.json().id}/comments`, {
    body: 'Almaz coments here',
  });
  expect(comment.statusCode, comment.body).toBe(201);
  const fixed = await call(almaz, 'PATCH', `/api/v1/comments/${comment.json().id}`, {
    body: 'Almaz comments here',
  });
  expect(fixed.statusCode, fixed.body).toBe(200);
  const conversationId = await message(almaz, dawit, 'Almaz says selam');
  await message(dawit, almaz, 'Dawit secret reply');
  return {
    almaz,
    dawit,
    key,
    postId: mine.json().id as string,
    hisPostId: his.json().id,
    conversationId,
  };
}

describe('download my data', () => {
  it('prepares a zip in the background, e-mails an owner-only link, and keeps others’ data out', async () => {
    const { almaz, dawit, key, postId, conversationId } = await almazAndDawit();
    expect((await call(almaz, 'GET', '/api/v1/me/data-export')).json()).toMatchObject({
      status: 'none',
      downloadUrl: null,
    });
    const asked = await call(almaz, 'POST', '/api/v1/me/data-export');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'preparing', downloadUrl: null });
    expect(asked.json().nextAllowedAt).not.toBeNull();
    // One a day.
    const again = await call(almaz, 'POST', '/api/v1/me/data-export');
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('EXPORT_TOO_SOON');

    // The job runs here, or already ran on the queue's own worker.
    await t.app.platform.jobs.runDue();
    const ready = await settledExport(almaz);
    expect(ready).toMatchObject({ status: 'ready', id: asked.json().id });
    const expiresIn = new Date(ready.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const mail = await mailAbout(almaz, 'Your Aebro data is ready to download');
    expect(mail?.subject).toBe('Your Aebro data is ready to download');
    const link = linkIn(mail?.text ?? '');
    expect(link).toBe(ready.downloadUrl);

    const file = await get(t.app, link, almaz.jar);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="aebro-data-/);
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    expect(Object.keys(zip).sort()).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'profile.json',
        'posts.json',
        'comments.json',
        'follows.json',
        'messages.json',
        'conversations.json',
        'communities.json',
        'events.json',
        'payments.json',
        'services.json',
        'reports.json',
        `media/${key}`,
      ]),
    );
    const read = (name: string): unknown => JSON.parse(strFromU8(zip[name] ?? new Uint8Array()));
    expect(read('account.json')).toMatchObject({ id: almaz.id, email: almaz.email });
    expect(read('profile.json')).toMatchObject({ id: almaz.id, fullName: 'Almaz Export' });
    expect(read('posts.json')).toEqual([
      expect.objectContaining({
        id: postId,
        body: 'Almaz public words',
        earlierVersions: [expect.objectContaining({ body: 'Almaz first words' })],
      }),
    ]);
    expect(read('comments.json')).toEqual([
      expect.objectContaining({
        body: 'Almaz comments here',
        earlierVersions: [expect.objectContaining({ body: 'Almaz coments here' })],
      }),
    ]);
    expect(read('follows.json')).toMatchObject({
      following: [{ id: dawit.id, username: dawit.username }],
      followers: [{ id: dawit.id, username: dawit.username }],
    });
    expect(read('messages.json')).toEqual([
      expect.objectContaining({ conversationId, body: 'Almaz says selam' }),
    ]);
    expect(read('conversations.json')).toEqual([
      expect.objectContaining({
        id: conversationId,
        members: expect.arrayContaining([
          { id: almaz.id, username: almaz.username },
          { id: dawit.id, username: dawit.username },
        ]),
      }),
    ]);
    expect(zip[`media/${key}`]?.length).toBeGreaterThan(0);
    // Nothing private of Dawit's: not his messages, posts, address or name.
    const everything = Object.entries(zip)
      .filter(([name]) => !name.startsWith('media/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    for (const secret of [
      'Dawit secret reply',
      'Dawit followers only',
      dawit.email,
      'Dawit Private',
    ])
      expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/password|secret"|token/i);

    // Owner-only: Dawit and the signed-out get nothing.
    expect((await get(t.app, link, dawit.jar)).statusCode).toBe(404);
    expect((await get(t.app, link)).statusCode).toBe(401);
    expect(
      (await get(t.app, `/api/v1/me/data-export/${randomUUID()}/file`, almaz.jar)).statusCode,
    ).toBe(404);

    // After its expiry the link answers 410, and the expiry job removes the file.
    await t.app.platform.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, ready.id));
    const expired = await get(t.app, link, almaz.jar);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('EXPORT_EXPIRED');
    expect((await call(almaz, 'GET', '/api/v1/me/data-export')).json()).toMatchObject({
      status: 'expired',
      downloadUrl: null,
    });
    const [row] = await t.app.platform.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, ready.id));
    await t.app.platform.jobs.runDue({ scheduled: true });
    expect(await t.app.platform.storage.getPrivate(row?.storageKey ?? '')).toBeNull();
  });

  it('holds every picture the member uploaded: logo, post, message, event, community and listing', async () => {
    const owner = await createVerifiedMember(t.app, { fullName: 'Picture Owner' });
    const friend = await createVerifiedMember(t.app, { fullName: 'Picture Friend' });
    const avatar = async (): Promise<string> => {
      const body = multipartBody(await tinyPng('#004488'));
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/me/avatar',
        payload: body.payload,
        headers: { ...body.headers, cookie: owner.jar.header(), origin: testOrigin },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ avatarUrl: string }>().avatarUrl;
    };
    const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
      const done = await response;
      expect(done.statusCode, done.body).toBeLessThan(300);
    };
    await avatar(); // a profile photo, replaced below by the business's logo
    await ok(
      call(owner, 'POST', '/api/v1/me/business-registration', {
        businessName: 'Picture Bakery',
        businessCategory: 'catering',
        location: 'Washington, DC, USA',
        businessEmail: 'bakery@example.org',
        bio: 'Bread and injera.',
      }),
    );
    const logo = await avatar();
    const [post, message, cover, icon, banner, listing] = await Promise.all(
      Array.from({ length: 6 }, () => upload(owner)),
    );
    await ok(call(owner, 'POST', '/api/v1/posts', { body: 'Fresh bread', imageKeys: [post] }));
    const conversation = await call(owner, 'POST', '/api/v1/conversations', {
      userId: friend.id,
    });
    await ok(
      call(owner, 'POST', `/api/v1/conversations/${conversation.json().id}/messages`, {
        clientId: randomUUID(),
        body: 'A photo',
        imageKeys: [message],
      }),
    );
    await ok(call(owner, 'POST', '/api/v1/events', eventInput({ coverKey: cover })));
    await ok(
      call(owner, 'POST', '/api/v1/communities', {
        name: `Picture bakers ${randomUUID().slice(0, 8)}`,
        description: 'Bakers who share their pictures.',
        privacy: 'public',
        iconKey: icon,
        coverKey: banner,
      }),
    );
    await ok(
      call(owner, 'POST', '/api/v1/services', {
        title: 'Wedding injera',
        category: 'catering',
        description: 'Fresh injera for weddings and holidays, delivered.',
        city: 'washington-dc',
        price: { kind: 'ask' },
        languages: ['am', 'en'],
        photos: [listing],
      }),
    );

    expect((await call(owner, 'POST', '/api/v1/me/data-export')).statusCode).toBe(202);
    await t.app.platform.jobs.runDue();
    const ready = await settledExport(owner);
    expect(ready.status).toBe('ready');
    const file = await get(t.app, ready.downloadUrl, owner.jar);
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const profile = JSON.parse(strFromU8(zip['profile.json'] ?? new Uint8Array())) as {
      avatarUrl: string;
    };
    expect(profile.avatarUrl).toBe(logo);
    const logoKey = logo.replace(/^\/media\//, '');
    expect(logoKey).toMatch(/^avatars\//);
    for (const key of [logoKey, post, message, cover, icon, banner, listing])
      expect(zip[`media/${key}`]?.length, key).toBeGreaterThan(0);
  });

  it('a failed export may be asked for again at once', async () => {
    const user = await createVerifiedMember(t.app);
    const asked = (await call(user, 'POST', '/api/v1/me/data-export')).json();
    await t.app.platform.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(eq(dataExports.id, asked.id));
    expect((await call(user, 'GET', '/api/v1/me/data-export')).json()).toMatchObject({
      status: 'failed',
      nextAllowedAt: null,
    });
    expect((await call(user, 'POST', '/api/v1/me/data-export')).statusCode).toBe(202);
  });
});

describe('delete my account', () => {
  it('asks for the password again, ends the sessions, and signing in within the grace cancels it', async () => {
    const user = await createVerifiedMember(t.app, { fullName: 'Changing Mind' });
    const wrong = await call(user, 'POST', '/api/v1/me/account-deletion', {
      password: 'Not-the-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_PASSWORD');
    expect((await call(user, 'POST', '/api/v1/me/account-deletion', {})).statusCode).toBe(400);
    expect((await call(user, 'GET', '/api/v1/me/account-deletion')).json()).toEqual({
      scheduled: false,
      purgeAfter: null,
    });

    const asked = await call(user, 'POST', '/api/v1/me/account-deletion', {
      password: user.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const grace = new Date(asked.json().purgeAfter).getTime() - Date.now();
    expect(grace).toBeGreaterThan(13.9 * 24 * 3600_000);
    expect(grace).toBeLessThanOrEqual(14 * 24 * 3600_000);
    expect((await call(user, 'GET', '/api/v1/session')).json()).toBeNull();
    expect((await latestMail(t.app, user.email))?.subject).toBe(
      'Your Aebro account will be deleted',
    );

    const jar = new CookieJar();
    const signIn = await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      jar,
    );
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toMatchObject({ accountDeletionCancelled: true });
    expect((await get(t.app, '/api/v1/me/account-deletion', jar)).json()).toEqual({
      scheduled: false,
      purgeAfter: null,
    });
    // The purge job, even run with the clock past the grace, finds nothing to do.
    await t.app.platform.jobs.runDue({ scheduled: true });
    expect((await get(t.app, '/api/v1/me/profile', jar)).json()).toMatchObject({
      fullName: 'Changing Mind',
    });
    // A second sign-in says nothing more.
    const later = await post(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(later.json()).not.toHaveProperty('accountDeletionCancelled');
  });

  it('takes a two-step code instead of the password when two-step is on', async () => {
    const user = await createVerifiedMember(t.app);
    const { totpURI } = (
      await call(user, 'POST', '/api/auth/two-factor/enable', { password: user.password })
    ).json();
    const setUpCode = totpCode(totpURI);
    await call(user, 'POST', '/api/auth/two-factor/verify-totp', { code: setUpCode });
    const jar = new CookieJar();
    await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      jar,
    );
    const signInCode = totpCode(totpURI, Date.now() + 30_000);
    const second = await post(t.app, '/api/auth/two-factor/verify-totp', { code: signInCode }, jar);
    expect(second.statusCode, second.body).toBe(200);
    const signedIn = { ...user, jar };
    const bad = await call(signedIn, 'POST', '/api/v1/me/account-deletion', { code: '000000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('INVALID_CODE');
    // The code that signed in works once: replayed here it is refused.
    const replayed = await call(signedIn, 'POST', '/api/v1/me/account-deletion', {
      code: signInCode,
    });
    expect(replayed.statusCode, replayed.body).toBe(400);
    expect(replayed.json().error.code).toBe('INVALID_CODE');
    // A code of the accepted window (the last, this or the next 30 s) not used yet.
    const fresh = [-30_000, 0, 30_000]
      .map((shift) => totpCode(totpURI, Date.now() + shift))
      .find((code) => code !== setUpCode && code !== signInCode);
    const asked = await call(signedIn, 'POST', '/api/v1/me/account-deletion', { code: fresh });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().scheduled).toBe(true);
  });

  it('after the grace the job removes everything personal, keeps payments anonymised, and tombstones messages', async () => {
    const { almaz, dawit, key, postId, hisPostId, conversationId } = await almazAndDawit();
    const [payment] = await t.app.platform.db
      .insert(payments)
      .values({
        userId: almaz.id,
        kind: 'post_boost',
        referenceId: postId,
        description: 'Boost for 3 days',
        amount: 500,
        currency: 'usd',
        status: 'paid',
        provider: 'test',
        returnPath: '/dashboard',
        expiresAt: new Date(),
      })
      .returning({ id: payments.id });
    const dawitBefore = (await call(dawit, 'GET', `/api/v1/profiles/${dawit.id}`)).json();
    expect(dawitBefore.counts).toMatchObject({ followers: 1, following: 1 });
    const asked = await call(almaz, 'POST', '/api/v1/me/account-deletion', {
      password: almaz.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // Not yet: the job does nothing before the grace is over.
    await t.app.platform.jobs.runDue({ scheduled: true });
    expect((await call(dawit, 'GET', `/api/v1/posts/${postId}`)).statusCode).toBe(200);

    // The clock moved past the grace period: the job runs for real.
    await t.app.platform.db
      .update(accountDeletions)
      .set({ purgeAfter: new Date(Date.now() - 1000) })
      .where(eq(accountDeletions.userId, almaz.id));
    expect(await purgeAccount(t.app.platform, almaz.id)).toBe(true);
    expect(await purgeAccount(t.app.platform, almaz.id)).toBe(false);

    expect((await call(dawit, 'GET', `/api/v1/posts/${postId}`)).statusCode).toBe(404);
    expect((await call(dawit, 'GET', `/api/v1/profiles/${almaz.id}`)).statusCode).toBe(404);
    const dawitNow = (await call(dawit, 'GET', `/api/v1/profiles/${dawit.id}`)).json();
    expect(dawitNow.counts).toMatchObject({ followers: 0, following: 0 });
    const hisPost = (await call(dawit, 'GET', `/api/v1/posts/${hisPostId}`)).json();
    expect(hisPost.counts.comments).toBe(0);
    const history = (
      await call(dawit, 'GET', `/api/v1/conversations/${conversationId}/messages`)
    ).json();
    const bodies = JSON.stringify(history);
    expect(bodies).not.toContain('Almaz says selam');
    expect(bodies).toContain('Dawit secret reply');

    const [account] = await t.app.platform.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, almaz.id));
    expect(account).toEqual({
      email: `deleted-${almaz.id}@deleted.invalid`,
      name: 'Deleted member',
    });
    const kept = await t.app.platform.db
      .select({ id: payments.id, amount: payments.amount })
      .from(payments)
      .where(eq(payments.userId, almaz.id));
    expect(kept).toEqual([{ id: payment?.id, amount: 500 }]);
    expect(
      await t.app.platform.db.select().from(uploads).where(eq(uploads.ownerId, almaz.id)),
    ).toEqual([]);
    expect(await t.app.platform.storage.get(key)).toBeNull();
    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email: almaz.email,
      password: almaz.password,
    });
    expect(signIn.statusCode).toBe(401);

    // Admins see a deleted account as such, with nothing to lift or change: it stays hidden.
    expect(await setSiteAdmin(t.app.platform, dawit.email, true)).toBe('changed');
    const found = await call(dawit, 'GET', `/api/v1/admin/users?q=deleted-${almaz.id}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items).toMatchObject([{ id: almaz.id, status: 'deleted' }]);
    const lift = await call(dawit, 'DELETE', `/api/v1/admin/users/${almaz.id}/suspension`, {
      reason: 'Mistake',
    });
    expect(lift.statusCode, lift.body).toBe(409);
    expect(lift.json().error.message).toBe('This account was deleted: there is nothing to change.');
    const suspend = await call(dawit, 'POST', `/api/v1/admin/users/${almaz.id}/suspension`, {
      days: 3,
      reason: 'Spam',
    });
    expect(suspend.statusCode).toBe(409);
    expect((await call(dawit, 'GET', `/api/v1/profiles/${almaz.id}`)).statusCode).toBe(404);
  });
});
