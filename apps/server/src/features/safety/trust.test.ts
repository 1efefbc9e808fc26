import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@aebro/shared/errors';
import type { AdminPerson } from '@aebro/shared/safety';
import type { MyTrust } from '@aebro/shared/trust';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { setSiteAdmin } from '../admin/admin.service';

/**
 * Issue 37, trust levels: a new account's daily caps (each limit, its message and when it lifts),
 * automatic promotion (on write and by the daily job, never lowered), a level set by hand, and
 * bootstrap mode.
 */

let t: TestApp;
let admin: TestUser;
let author: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_BOOTSTRAP_MEMBERS: '0',
    TRUST_NEW_POSTS_PER_DAY: '2',
    TRUST_NEW_COMMENTS_PER_DAY: '2',
    TRUST_NEW_MESSAGE_REQUESTS_PER_DAY: '1',
    TRUST_NEW_MENTIONS_PER_DAY: '2',
    TRUST_NEW_WRITES_PER_MINUTE: '4',
    TRUST_MEMBER_DAYS: '2',
    TRUST_MEMBER_CONTRIBUTIONS: '3',
    TRUST_REGULAR_DAYS: '30',
    TRUST_REGULAR_CONTRIBUTIONS: '4',
  });
  [admin, author] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Trust Admin' }),
    createVerifiedMember(t.app, { fullName: 'Post Author' }),
  ]);
  await setSiteAdmin(t.app.platform, admin.email, true);
  // The author writes the post everyone comments on: a member by hand, so uncapped.
  await setLevel(author, 'member');
});
afterAll(() => t.close());
const call = caller(() => t.app);

const newcomer = (fullName = 'New Comer') => createVerifiedMember(t.app, { fullName });

async function setLevel(user: TestUser, level: string) {
  const response = await call(admin, 'PUT', `/api/v1/admin/users/${user.id}/trust-level`, {
    level,
    reason: 'Testing',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminPerson>();
}

async function backdate(user: TestUser, days: number) {
  await t.app.platform.db.execute(
    sql`update users set created_at = now() - make_interval(days => ${days}) where id = ${user.id}`,
  );
}

const postAs = (user: TestUser, body: string) => call(user, 'POST', '/api/v1/posts', { body });
const commentAs = (user: TestUser, postId: string, body: string) =>
  call(user, 'POST', `/api/v1/posts/${postId}/comments`, { body });
const trustOf = async (user: TestUser) => {
  const response = await call(user, 'GET', '/api/v1/me/trust');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyTrust>();
};

async function expectCap(
  response: Awaited<ReturnType<typeof call>>,
  cap: string,
  limit: number,
  text: string,
) {
  expect(response.statusCode, response.body).toBe(429);
  const { error } = response.json<ApiError>();
  expect(error.code).toBe('TRUST_CAP_REACHED');
  expect(error.message).toContain(text);
  expect(error.trust).toMatchObject({ cap, level: 'new', limit });
  expect(Date.parse(error.trust?.resetsAt ?? '')).toBeGreaterThan(Date.now());
}

let sharedPostId = '';
const sharedPost = async () => {
  if (!sharedPostId) {
    const response = await postAs(author, 'Selam everyone');
    expect(response.statusCode, response.body).toBe(201);
    sharedPostId = response.json<{ id: string }>().id;
  }
  return sharedPostId;
};

describe('a new account is capped', () => {
  it('at its daily posts, with the limit, the message and when it lifts', async () => {
    const user = await newcomer();
    expect((await postAs(user, 'one')).statusCode).toBe(201);
    expect((await postAs(user, 'two')).statusCode).toBe(201);
    await expectCap(
      await postAs(user, 'three'),
      'posts',
      2,
      'New accounts can write 2 posts a day',
    );
    const mine = await trustOf(user);
    expect(mine.level).toBe('new');
    expect(mine.caps).toContainEqual({ cap: 'posts', limit: 2, used: 2 });
    expect(mine.next).toMatchObject({ level: 'member', accountDays: 2, contributions: 3 });
  });

  it('at its daily comments', async () => {
    const user = await newcomer();
    const postId = await sharedPost();
    expect((await commentAs(user, postId, 'nice')).statusCode).toBe(201);
    expect((await commentAs(user, postId, 'very nice')).statusCode).toBe(201);
    await expectCap(
      await commentAs(user, postId, 'again'),
      'comments',
      2,
      'New accounts can write 2 comments a day',
    );
  });

  it('at its daily mentions, across posts and comments', async () => {
    const user = await newcomer();
    expect((await postAs(user, 'Hello @abebe and @kebede')).statusCode).toBe(201);
    await expectCap(
      await commentAs(user, await sharedPost(), 'and @almaz'),
      'mentions',
      2,
      'New accounts can mention 2 people a day',
    );
    // Without a mention the comment goes through.
    expect((await commentAs(user, await sharedPost(), 'and everyone')).statusCode).toBe(201);
  });

  it('at its daily message requests to people who do not follow it', async () => {
    const user = await newcomer();
    const [first, second, friend] = await Promise.all([
      newcomer('First Stranger'),
      newcomer('Second Stranger'),
      newcomer('A Friend'),
    ]);
    const write = async (to: TestUser) => {
      const opened = await call(user, 'POST', '/api/v1/conversations', { userId: to.id });
      expect(opened.statusCode, opened.body).toBe(200);
      return await call(
        user,
        'POST',
        `/api/v1/conversations/${opened.json<{ id: string }>().id}/messages`,
        {
          clientId: randomUUID(),
          body: 'Selam',
        },
      );
    };
    expect((await write(first)).statusCode).toBe(201);
    await expectCap(
      await write(second),
      'messageRequests',
      1,
      'New accounts can send 1 message requests a day',
    );
    // Someone who follows the new account is no stranger: that message is no request.
    expect(
      (await call(friend, 'PUT', `/api/v1/profiles/${user.id}/follow`)).statusCode,
    ).toBeLessThan(300);
    expect((await write(friend)).statusCode).toBe(201);
  });

  it('at a lower rate: so many writes a minute', async () => {
    const user = await newcomer();
    const postId = await sharedPost();
    expect((await postAs(user, 'one')).statusCode).toBe(201);
    expect((await postAs(user, 'two')).statusCode).toBe(201);
    expect((await commentAs(user, postId, 'a')).statusCode).toBe(201);
    expect((await commentAs(user, postId, 'b')).statusCode).toBe(201);
    await t.app.platform.db.execute(
      sql`update posts set created_at = now() - interval '2 days' where author_id = ${user.id}`,
    );
    await expectCap(
      await postAs(user, 'three'),
      'burst',
      4,
      'New accounts can write 4 times a minute',
    );
  });

  it('except a business verified by an admin', async () => {
    const user = await newcomer('Verified Shop');
    await t.app.platform.db.execute(
      sql`update profiles set account_type = 'business', business_name = 'Shop', is_verified = true where id = ${user.id}`,
    );
    for (const body of ['one', 'two', 'three'])
      expect((await postAs(user, body)).statusCode).toBe(201);
    const mine = await trustOf(user);
    expect(mine).toMatchObject({ level: 'new', verifiedBusiness: true, caps: [] });
  });
});

describe('levels rise', () => {
  it('on write, once age and contributions earn member: the caps lift at once', async () => {
    const user = await newcomer();
    await backdate(user, 3);
    expect((await postAs(user, 'one')).statusCode).toBe(201);
    expect((await postAs(user, 'two')).statusCode).toBe(201);
    expect((await commentAs(user, await sharedPost(), 'three')).statusCode).toBe(201);
    expect((await postAs(user, 'four: past the new cap')).statusCode).toBe(201);
    expect(await trustOf(user)).toMatchObject({ level: 'member', caps: [] });
  });

  it('by the daily job (idempotent), and are never lowered automatically', async () => {
    const user = await newcomer();
    const idle = await newcomer('Idle Regular');
    await t.app.platform.db.execute(
      sql`insert into trust_levels (user_id, level) values (${idle.id}, 'regular')`,
    );
    await backdate(user, 40);
    // Four contributions of its own, written long ago.
    await t.app.platform.db.execute(sql`
      insert into posts (author_id, body) select ${user.id}, 'old ' || g from generate_series(1, 4) g`);
    for (let run = 0; run < 2; run += 1) {
      await t.app.platform.jobs.schedule('trust.raise-levels', { at: `test-${run}` });
      await settle(t.app);
      const rows = await t.app.platform.db.execute<{ user_id: string; level: string }>(
        sql`select user_id, level from trust_levels where user_id in (${user.id}, ${idle.id}) order by level`,
      );
      expect(new Map(rows.rows.map((row) => [row.user_id, row.level]))).toEqual(
        new Map([
          [user.id, 'regular'],
          [idle.id, 'regular'],
        ]),
      );
    }
  });
});

describe('a level set by hand', () => {
  it('is kept by the job and by activity, and logged in the moderation log', async () => {
    const user = await newcomer();
    await backdate(user, 40);
    await t.app.platform.db.execute(sql`
      insert into posts (author_id, body) select ${user.id}, 'old ' || g from generate_series(1, 5) g`);
    const person = await setLevel(user, 'new');
    expect(person).toMatchObject({ trustLevel: 'new', trustLevelManual: true });
    await t.app.platform.jobs.schedule('trust.raise-levels', { at: 'manual' });
    await settle(t.app);
    expect((await trustOf(user)).level).toBe('new');
    await expectCap(await postAs(user, 'capped'), 'posts', 2, '2 posts a day');
    const log = await call(admin, 'GET', '/api/v1/admin/log?limit=50');
    expect(
      log.json<{
        items: Array<{ action: string; reason: string; targetUser: { id: string } | null }>;
      }>().items,
    ).toContainEqual(
      expect.objectContaining({
        action: 'set_trust_level',
        reason: 'new: Testing',
        targetUser: expect.objectContaining({ id: user.id }),
      }),
    );
    expect((await setLevel(user, 'leader')).trustLevel).toBe('leader');
    expect((await trustOf(user)).level).toBe('leader');
  });

  it('is refused to anyone but a site admin, and checked', async () => {
    const user = await newcomer();
    const refused = await call(user, 'PUT', `/api/v1/admin/users/${user.id}/trust-level`, {
      level: 'leader',
      reason: 'Me',
    });
    expect(refused.statusCode).toBe(404);
    const bad = await call(admin, 'PUT', `/api/v1/admin/users/${user.id}/trust-level`, {
      level: 'boss',
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('bootstrap mode', () => {
  it('counts everyone as at least member while the site has fewer members than configured', async () => {
    const young = await createTestApp({ TRUST_NEW_POSTS_PER_DAY: '1' });
    try {
      const user = await createVerifiedMember(young.app, { fullName: 'Early Member' });
      const as = caller(() => young.app);
      for (const body of ['one', 'two'])
        expect((await as(user, 'POST', '/api/v1/posts', { body })).statusCode).toBe(201);
      expect((await as(user, 'GET', '/api/v1/me/trust')).json()).toMatchObject({
        level: 'member',
        bootstrap: true,
        caps: [],
      });
    } finally {
      await young.close();
    }
  });
});

describe("a link in a new account's first posts", () => {
  it('is held for review: its author sees it labelled, nobody else does, until an admin approves it', async () => {
    const user = await newcomer();
    const reader = await newcomer('A Reader');
    const created = await postAs(user, 'Cheap tickets at www.example-deals.com today');
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json<{ id: string; held: boolean }>();
    expect(post.held).toBe(true);
    await settle(t.app);
    const mine = await call(user, 'GET', `/api/v1/posts/${post.id}`);
    expect(mine.json<{ held: boolean }>().held).toBe(true);
    expect((await call(reader, 'GET', `/api/v1/posts/${post.id}`)).statusCode).toBe(404);
    const everyone = await call(reader, 'GET', '/api/v1/posts?limit=50');
    expect(everyone.json<{ items: Array<{ id: string }> }>().items.map((p) => p.id)).not.toContain(
      post.id,
    );
    expect((await call(user, 'GET', `/api/v1/profiles/${user.id}/posts`)).body).toContain(post.id);
    expect((await call(reader, 'GET', `/api/v1/profiles/${user.id}/posts`)).body).not.toContain(
      post.id,
    );
    // A post without a link is not held.
    const plain = await postAs(user, 'Selam, glad to be here');
    expect(plain.json<{ held: boolean }>().held).toBe(false);

    const queue = await call(admin, 'GET', '/api/v1/admin/held-posts?limit=50');
    expect(queue.json<{ items: Array<{ id: string }> }>().items.map((p) => p.id)).toContain(
      post.id,
    );
    expect((await call(reader, 'GET', '/api/v1/admin/held-posts')).statusCode).toBe(404);
    const approved = await call(admin, 'POST', `/api/v1/admin/held-posts/${post.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(204);
    const seen = await call(reader, 'GET', `/api/v1/posts/${post.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ held: boolean }>().held).toBe(false);
    // Approved once: not waiting any more.
    expect(
      (await call(admin, 'POST', `/api/v1/admin/held-posts/${post.id}/approve`)).statusCode,
    ).toBe(404);
  });

  it('can be removed by an admin instead, with a reason in the log', async () => {
    const user = await newcomer();
    const post = (await postAs(user, 'Visit https://spam.example.org now')).json<{ id: string }>();
    const removed = await call(admin, 'DELETE', `/api/v1/admin/held-posts/${post.id}`, {
      reason: 'Spam link',
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call(user, 'GET', `/api/v1/posts/${post.id}`)).statusCode).toBe(404);
    const log = await call(admin, 'GET', '/api/v1/admin/log?limit=50');
    expect(log.body).toContain('Spam link');
  });

  it('holds a post whose edit adds a link', async () => {
    const user = await newcomer();
    const reader = await newcomer('Another Reader');
    const post = (await postAs(user, 'Selam')).json<{ id: string; held: boolean }>();
    expect(post.held).toBe(false);
    expect((await call(reader, 'GET', `/api/v1/posts/${post.id}`)).statusCode).toBe(200);
    const edited = await call(user, 'PATCH', `/api/v1/posts/${post.id}`, {
      body: 'Selam, see https://spam.example.org',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ held: boolean }>().held).toBe(true);
    expect((await call(reader, 'GET', `/api/v1/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('is not held for a member or a verified business', async () => {
    const user = await newcomer();
    await setLevel(user, 'member');
    expect((await postAs(user, 'See www.example.com')).json<{ held: boolean }>().held).toBe(false);
  });
});
