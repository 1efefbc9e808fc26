import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { joinApproved } from '../../test/communities';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

/* Issue 37: community rules, community-first report routing, slow mode and locked comments. */

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let joiner: TestUser;
let other: TestUser;
let publicId: string;
let otherId: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, member, joiner, other] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Admin Alemu' }),
    createVerifiedMember(t.app, { fullName: 'Member Mekdes' }),
    createVerifiedMember(t.app, { fullName: 'Joiner Jemal' }),
    createVerifiedMember(t.app, { fullName: 'Other Oljira' }),
  ]);
  publicId = await community(admin, 'public', 'Rules Circle');
  otherId = await community(other, 'public', 'Other Circle');
  await call(member, 'PUT', `/api/v1/communities/${publicId}/membership`, {});
});
afterAll(() => t.close());

const call = caller(() => t.app);

async function community(
  by: TestUser,
  privacy: 'public' | 'private',
  name: string,
): Promise<string> {
  const response = await call(by, 'POST', '/api/v1/communities', {
    name: `${name} ${randomUUID().slice(0, 6)}`,
    description: 'A community with rules.',
    privacy,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function postIn(communityId: string, by: TestUser, body: string) {
  return await call(by, 'POST', '/api/v1/posts', { body, audience: 'community', communityId });
}

const rules = [
  { title: 'Be kind', detail: 'No insults.' },
  { title: 'ፖለቲካ የለም', detail: '' },
];

describe('community rules', () => {
  it('are written by admins only, validated, and shown to everyone before joining', async () => {
    const refused = await call(member, 'PATCH', `/api/v1/communities/${publicId}`, { rules });
    expect(refused.statusCode).toBe(403);
    const tooMany = await call(admin, 'PATCH', `/api/v1/communities/${publicId}`, {
      rules: Array.from({ length: 16 }, (_, index) => ({ title: `Rule ${index}` })),
    });
    expect(tooMany.statusCode).toBe(400);
    const empty = await call(admin, 'PATCH', `/api/v1/communities/${publicId}`, {
      rules: [{ title: '  ' }],
    });
    expect(empty.statusCode).toBe(400);
    const saved = await call(admin, 'PATCH', `/api/v1/communities/${publicId}`, { rules });
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = await call(joiner, 'GET', `/api/v1/communities/${publicId}`);
    expect(seen.json()).toMatchObject({ rules, viewer: { membership: 'none' } });
  });

  it('must be accepted on join, and the acceptance is kept', async () => {
    const without = await call(joiner, 'PUT', `/api/v1/communities/${publicId}/membership`, {});
    expect(without.statusCode).toBe(400);
    expect(without.json().error.message).toMatch(/rules/);
    const joined = await call(joiner, 'PUT', `/api/v1/communities/${publicId}/membership`, {
      acceptRules: true,
    });
    expect(joined.json()).toMatchObject({ membership: 'member' });
    const { rows } = await t.app.platform.db.execute(
      sql`select rules_accepted_at from community_members where community_id = ${publicId} and user_id = ${joiner.id}`,
    );
    expect(rows[0]?.rules_accepted_at).toBeTruthy();
  });

  it('are accepted with a request to a private community and carried to the membership', async () => {
    const privateId = await community(admin, 'private', 'Private Rules');
    await call(admin, 'PATCH', `/api/v1/communities/${privateId}`, { rules });
    const without = await call(other, 'PUT', `/api/v1/communities/${privateId}/membership`, {
      answer: 'Hi',
    });
    expect(without.statusCode).toBe(400);
    await call(other, 'PUT', `/api/v1/communities/${privateId}/membership`, {
      answer: 'Hi',
      acceptRules: true,
    });
    await joinApproved(t.app, privateId, other, admin, 'Hi');
    const { rows } = await t.app.platform.db.execute(
      sql`select rules_accepted_at from community_members where community_id = ${privateId} and user_id = ${other.id}`,
    );
    expect(rows[0]?.rules_accepted_at).toBeTruthy();
  });
});

describe('reports on a community’s content', () => {
  it('name a rule, go to its admins first, who remove, warn, ban or dismiss', async () => {
    const post = (await postIn(publicId, joiner, 'Something rude')).json<{ id: string }>();
    const badRule = await call(member, 'POST', '/api/v1/reports', {
      kind: 'post',
      targetId: post.id,
      category: 'harassment',
      ruleNumber: 9,
    });
    expect(badRule.statusCode).toBe(400);
    const reported = await call(member, 'POST', '/api/v1/reports', {
      kind: 'post',
      targetId: post.id,
      category: 'harassment',
      ruleNumber: 1,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const reportId = reported.json<{ id: string }>().id;

    const queue = await call(admin, 'GET', `/api/v1/communities/${publicId}/reports`);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items).toEqual([
      expect.objectContaining({
        id: reportId,
        kind: 'post',
        rule: { number: 1, title: 'Be kind' },
        author: expect.objectContaining({ id: joiner.id }),
        content: { text: 'Something rude', link: `/post/${post.id}` },
      }),
    ]);
    // Another community's admin sees nothing of it and cannot act on it.
    expect((await call(other, 'GET', `/api/v1/communities/${publicId}/reports`)).statusCode).toBe(
      403,
    );
    const elsewhere = await call(
      other,
      'PUT',
      `/api/v1/communities/${otherId}/reports/${reportId}`,
      { action: 'dismiss' },
    );
    expect(elsewhere.statusCode).toBe(404);

    const banned = await call(admin, 'PUT', `/api/v1/communities/${publicId}/reports/${reportId}`, {
      action: 'ban',
      reason: 'Rule 1',
    });
    expect(banned.json()).toEqual({ status: 'actioned' });
    await settle(t.app);
    const joinAgain = await call(joiner, 'PUT', `/api/v1/communities/${publicId}/membership`, {
      acceptRules: true,
    });
    expect(joinAgain.statusCode).toBe(403);
    expect(joinAgain.json().error.code).toBe('COMMUNITY_BANNED');
    const again = await call(admin, 'PUT', `/api/v1/communities/${publicId}/reports/${reportId}`, {
      action: 'dismiss',
    });
    expect(again.statusCode).toBe(409);
    const { rows } = await t.app.platform.db.execute(
      sql`select action, scope, reason from moderation_log where report_id = ${reportId}`,
    );
    expect(rows).toEqual([{ action: 'ban_member', scope: 'community', reason: 'Rule 1' }]);
  });

  it('can be removed by the community’s admins, and site admins still see every report', async () => {
    const post = (await postIn(publicId, member, 'Spam spam')).json<{ id: string }>();
    const reported = await call(admin, 'POST', '/api/v1/reports', {
      kind: 'post',
      targetId: post.id,
      category: 'spam',
    });
    const reportId = reported.json<{ id: string }>().id;
    const removed = await call(
      admin,
      'PUT',
      `/api/v1/communities/${publicId}/reports/${reportId}`,
      {
        action: 'remove',
        reason: 'Spam',
      },
    );
    expect(removed.json()).toEqual({ status: 'actioned' });
    expect((await call(member, 'GET', `/api/v1/posts/${post.id}`)).statusCode).toBe(404);
    const { rows } = await t.app.platform.db.execute(
      sql`select community_id from reports where id = ${reportId}`,
    );
    expect(rows[0]?.community_id).toBe(publicId);
  });
});

describe('reports on a community chat message', () => {
  it('go to the community’s queue, and its admins remove the message', async () => {
    const chatty = await community(admin, 'public', 'Chat Reports');
    await call(member, 'PUT', `/api/v1/communities/${chatty}/membership`, {});
    await call(other, 'PUT', `/api/v1/communities/${chatty}/membership`, {});
    const chat = await call(member, 'GET', `/api/v1/communities/${chatty}/chat`);
    const { conversationId } = chat.json<{ conversationId: string }>();
    await call(other, 'GET', `/api/v1/communities/${chatty}/chat`);
    const sent = await call(member, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
      clientId: randomUUID(),
      body: 'Buy cheap followers here',
    });
    const messageId = sent.json<{ id: string }>().id;
    const outsider = await call(joiner, 'POST', '/api/v1/reports', {
      kind: 'message',
      targetId: messageId,
      category: 'spam',
    });
    expect(outsider.statusCode).toBe(404);
    const reported = await call(other, 'POST', '/api/v1/reports', {
      kind: 'message',
      targetId: messageId,
      category: 'spam',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const queue = await call(admin, 'GET', `/api/v1/communities/${chatty}/reports`);
    expect(queue.json().items).toEqual([
      expect.objectContaining({
        kind: 'message',
        content: expect.objectContaining({ text: 'Buy cheap followers here' }),
      }),
    ]);
    const reportId = reported.json<{ id: string }>().id;
    const removed = await call(admin, 'PUT', `/api/v1/communities/${chatty}/reports/${reportId}`, {
      action: 'remove',
      reason: 'Spam',
    });
    expect(removed.json()).toEqual({ status: 'actioned' });
    const history = await call(other, 'GET', `/api/v1/conversations/${conversationId}/messages`);
    expect(history.json().items).toEqual([
      expect.objectContaining({ id: messageId, deleted: true, body: '' }),
    ]);
  });
});

describe('slow mode', () => {
  it('lets a member post once per N seconds (429 with the seconds left); admins are exempt', async () => {
    const slow = await community(admin, 'public', 'Slow Circle');
    await call(member, 'PUT', `/api/v1/communities/${slow}/membership`, {});
    const set = await call(admin, 'PATCH', `/api/v1/communities/${slow}`, { slowModeSeconds: 60 });
    expect(set.json()).toMatchObject({ slowModeSeconds: 60 });
    expect((await postIn(slow, member, 'First')).statusCode).toBe(201);
    const second = await postIn(slow, member, 'Second');
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatchObject({ code: 'SLOW_MODE' });
    expect(second.json().error.retryAfter).toBeGreaterThan(50);
    expect(second.json().error.retryAfter).toBeLessThanOrEqual(60);
    expect(Number(second.headers['retry-after'])).toBe(second.json().error.retryAfter);
    expect((await postIn(slow, admin, 'Admin one')).statusCode).toBe(201);
    expect((await postIn(slow, admin, 'Admin two')).statusCode).toBe(201);
    const badValue = await call(admin, 'PATCH', `/api/v1/communities/${slow}`, {
      slowModeSeconds: -1,
    });
    expect(badValue.statusCode).toBe(400);
  });

  it('applies to the community’s chat too', async () => {
    const slow = await community(admin, 'public', 'Slow Chat');
    await call(member, 'PUT', `/api/v1/communities/${slow}/membership`, {});
    await call(admin, 'PATCH', `/api/v1/communities/${slow}`, { slowModeSeconds: 30 });
    const chat = await call(member, 'GET', `/api/v1/communities/${slow}/chat`);
    const { conversationId } = chat.json<{ conversationId: string }>();
    const send = (by: TestUser) =>
      call(by, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
        clientId: randomUUID(),
        body: 'Selam',
      });
    expect((await send(member)).statusCode).toBe(201);
    const second = await send(member);
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatchObject({ code: 'SLOW_MODE' });
    expect((await send(admin)).statusCode).toBe(201);
    expect((await send(admin)).statusCode).toBe(201);
  });
});

describe('locked comments', () => {
  it('are locked by the author or the community’s admins; then nobody comments', async () => {
    const post = (await postIn(publicId, member, 'Discuss')).json<{ id: string }>();
    const byOther = await call(other, 'PUT', `/api/v1/posts/${post.id}/comments-lock`, {
      locked: true,
    });
    expect(byOther.statusCode).toBe(403);
    const locked = await call(admin, 'PUT', `/api/v1/posts/${post.id}/comments-lock`, {
      locked: true,
    });
    expect(locked.json()).toMatchObject({ commentsLocked: true });
    const comment = await call(other, 'POST', `/api/v1/posts/${post.id}/comments`, {
      body: 'Too late',
    });
    expect(comment.statusCode).toBe(403);
    expect(comment.json().error).toMatchObject({
      code: 'COMMENTS_LOCKED',
      message: 'Comments on this post are locked.',
    });
    const unlocked = await call(member, 'PUT', `/api/v1/posts/${post.id}/comments-lock`, {
      locked: false,
    });
    expect(unlocked.json()).toMatchObject({
      commentsLocked: false,
      viewer: { canLockComments: true },
    });
    const later = await call(other, 'POST', `/api/v1/posts/${post.id}/comments`, { body: 'Now' });
    expect(later.statusCode).toBe(201);
  });
});

describe('a community admin’s decisions as strikes (issue 37)', () => {
  it('a warning and a ban are the member’s strikes, in the community’s name; a dismissal is none', async () => {
    const author = await createVerifiedMember(t.app, { fullName: 'Author Abebe' });
    const joined = await call(author, 'PUT', `/api/v1/communities/${publicId}/membership`, {
      acceptRules: true,
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    const report = async (body: string): Promise<string> => {
      const post = (await postIn(publicId, author, body)).json<{ id: string }>();
      const reported = await call(member, 'POST', '/api/v1/reports', {
        kind: 'post',
        targetId: post.id,
        category: 'harassment',
        ruleNumber: 1,
      });
      expect(reported.statusCode, reported.body).toBe(201);
      return reported.json<{ id: string }>().id;
    };
    const decide = (reportId: string, action: string) =>
      call(admin, 'PUT', `/api/v1/communities/${publicId}/reports/${reportId}`, {
        action,
        reason: `Rule 1 (${action})`,
      });

    expect((await decide(await report('A first rude word'), 'dismiss')).statusCode).toBe(200);
    expect((await decide(await report('A second rude word'), 'warn')).statusCode).toBe(200);
    expect((await decide(await report('A third rude word'), 'ban')).statusCode).toBe(200);
    await settle(t.app);

    const strikes = await call(author, 'GET', '/api/v1/me/strikes');
    expect(strikes.statusCode, strikes.body).toBe(200);
    const items = strikes.json<{
      items: Array<{ action: string; scope: string; reason: string; community: unknown }>;
    }>().items;
    expect(items.map((strike) => strike.action).sort()).toEqual(['ban', 'warn']);
    for (const strike of items) {
      expect(strike.scope).toBe('community');
      expect(strike.community).toEqual(expect.objectContaining({ id: publicId }));
    }
    const warned = items.find((strike) => strike.action === 'warn');
    expect(warned?.reason).toBe('Rule 1 (warn)');
  });
});
