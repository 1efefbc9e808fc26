import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeldItem, HoldWord } from '@aebro/shared/holds';
import type { Comment } from '@aebro/shared/posts';
import type { HeldPost } from '@aebro/shared/trust';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { setSiteAdmin } from './admin.service';

/**
 * Issue 37, hold for review: site-wide hold words (Ge'ez-aware), a community's keyword filter,
 * held comments, blocked domains and the same text again and again. Everyone is a "member" here
 * (bootstrap mode), so no new account's link holds anything.
 */

let t: TestApp;
let admin: TestUser;
let author: TestUser;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_BOOTSTRAP_MEMBERS: '1000',
    TRUST_DUPLICATE_COUNT: '3',
    TRUST_DUPLICATE_MINUTES: '10',
  });
  [admin, author, reader] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Hold Admin' }),
    createVerifiedMember(t.app, { fullName: 'Hold Author' }),
    createVerifiedMember(t.app, { fullName: 'Hold Reader' }),
  ]);
  await setSiteAdmin(t.app.platform, admin.email, true);
});
afterAll(() => t.close());
const call = caller(() => t.app);

async function post(user: TestUser, body: string, communityId?: string) {
  const response = await call(user, 'POST', '/api/v1/posts', {
    body,
    ...(communityId ? { audience: 'community', communityId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; held: boolean }>();
}

async function comment(user: TestUser, postId: string, body: string): Promise<Comment> {
  const response = await call(user, 'POST', `/api/v1/posts/${postId}/comments`, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Comment>();
}

async function commentIds(user: TestUser, postId: string): Promise<string[]> {
  const response = await call(user, 'GET', `/api/v1/posts/${postId}/comments?limit=50`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Comment[] }>().items.map((item) => item.id);
}

describe('site-wide hold words', () => {
  it('hold a post in any spelling (ሠ/ሰ, Latin) for review, seen by its author only, until approved', async () => {
    const added = await call(admin, 'POST', '/api/v1/admin/hold-words', { phrase: 'ሠላምታ' });
    expect(added.statusCode, added.body).toBe(200);
    const again = await call(admin, 'POST', '/api/v1/admin/hold-words', { phrase: 'ሠላምታ' });
    expect(again.statusCode).toBe(409);
    const list = await call(admin, 'GET', '/api/v1/admin/hold-words');
    expect(list.json<{ items: HoldWord[] }>().items.map((word) => word.phrase)).toContain('ሠላምታ');
    expect((await call(reader, 'GET', '/api/v1/admin/hold-words')).statusCode).toBe(404);

    const geez = await post(author, 'ሰላምታ ለሁላችሁ');
    const latin = await post(author, 'Selamta to all of you!');
    const plain = await post(author, 'Good morning to all of you');
    expect([geez.held, latin.held, plain.held]).toEqual([true, true, false]);
    expect((await call(reader, 'GET', `/api/v1/posts/${geez.id}`)).statusCode).toBe(404);
    const queue = await call(admin, 'GET', '/api/v1/admin/held-posts?limit=50');
    const held = queue.json<{ items: HeldPost[] }>().items.find((item) => item.id === geez.id);
    expect(held?.reason).toBe('word');

    const approved = await call(admin, 'POST', `/api/v1/admin/held-posts/${geez.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(204);
    expect((await call(reader, 'GET', `/api/v1/posts/${geez.id}`)).statusCode).toBe(200);
  });

  it('hold a comment: its writer sees it labelled, nobody else; it counts once approved', async () => {
    await call(admin, 'POST', '/api/v1/admin/hold-words', { phrase: 'scamcoin' });
    const target = await post(reader, 'What do you think of this?');
    const mine = await comment(author, target.id, 'Buy ScamCoin now');
    expect(mine.held).toBe(true);
    const fine = await comment(author, target.id, 'I think it is fine');
    expect(fine.held).toBe(false);
    await settle(t.app);
    expect(await commentIds(author, target.id)).toContain(mine.id);
    expect(await commentIds(reader, target.id)).not.toContain(mine.id);
    const counted = await call(reader, 'GET', `/api/v1/posts/${target.id}`);
    expect(counted.json<{ counts: { comments: number } }>().counts.comments).toBe(1);

    const queue = await call(admin, 'GET', '/api/v1/admin/held-comments?limit=50');
    const item = queue.json<{ items: HeldItem[] }>().items.find((held) => held.id === mine.id);
    expect(item).toMatchObject({ kind: 'comment', postId: target.id, reason: 'word' });
    expect((await call(reader, 'GET', '/api/v1/admin/held-comments')).statusCode).toBe(404);

    const approved = await call(admin, 'POST', `/api/v1/admin/held-comments/${mine.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(204);
    expect(await commentIds(reader, target.id)).toContain(mine.id);
    const after = await call(reader, 'GET', `/api/v1/posts/${target.id}`);
    expect(after.json<{ counts: { comments: number } }>().counts.comments).toBe(2);
    expect(
      (await call(admin, 'POST', `/api/v1/admin/held-comments/${mine.id}/approve`)).statusCode,
    ).toBe(404);

    const other = await comment(author, target.id, 'scamcoin again');
    const removed = await call(admin, 'DELETE', `/api/v1/admin/held-comments/${other.id}`, {
      reason: 'Spam',
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await commentIds(author, target.id)).not.toContain(other.id);
  });

  it('hold an edited comment and an edited post that gain a hold word', async () => {
    await call(admin, 'POST', '/api/v1/admin/hold-words', {
      phrase: 'quickcash',
      wholeWord: false,
    });
    const target = await post(reader, 'Weekend plans?');
    const fine = await comment(author, target.id, 'A picnic in the park');
    const edited = await call(author, 'PATCH', `/api/v1/comments/${fine.id}`, {
      body: 'A picnic, and QuickCashNow tips',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Comment>().held).toBe(true);
    expect(await commentIds(reader, target.id)).not.toContain(fine.id);
    const counted = await call(reader, 'GET', `/api/v1/posts/${target.id}`);
    expect(counted.json<{ counts: { comments: number } }>().counts.comments).toBe(0);

    const mine = await post(author, 'Saturday market');
    const changed = await call(author, 'PATCH', `/api/v1/posts/${mine.id}`, {
      body: 'Saturday market, quickcash deals',
    });
    expect(changed.json<{ held: boolean }>().held).toBe(true);
    expect((await call(reader, 'GET', `/api/v1/posts/${mine.id}`)).statusCode).toBe(404);
  });

  it('refuse an empty word with a clear message', async () => {
    const empty = await call(admin, 'POST', '/api/v1/admin/hold-words', { phrase: '  ' });
    expect(empty.statusCode).toBe(400);
    const missing = await call(admin, 'DELETE', `/api/v1/admin/hold-words/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });
});

describe("a community's keyword filter", () => {
  it('holds posts and comments in that community for its admins, not elsewhere', async () => {
    const created = await call(reader, 'POST', '/api/v1/communities', {
      name: 'Filter Circle',
      description: 'A public community with its own keyword filter.',
      privacy: 'public',
    });
    expect(created.statusCode, created.body).toBe(201);
    const communityId = created.json<{ id: string }>().id;
    const joined = await call(author, 'PUT', `/api/v1/communities/${communityId}/membership`, {});
    expect(joined.statusCode, joined.body).toBe(200);

    const refused = await call(author, 'POST', `/api/v1/communities/${communityId}/hold-words`, {
      phrase: 'politics',
    });
    expect(refused.statusCode).toBe(403);
    const added = await call(reader, 'POST', `/api/v1/communities/${communityId}/hold-words`, {
      phrase: 'politics',
    });
    expect(added.statusCode, added.body).toBe(200);

    await call(admin, 'POST', '/api/v1/admin/hold-words', { phrase: 'zzsiteonly' });
    const siteHeld = await post(author, 'A zzsiteonly offer', communityId);
    expect(siteHeld.held).toBe(true);
    const inside = await post(author, 'Let us talk politics', communityId);
    const outside = await post(author, 'Let us talk politics');
    expect([inside.held, outside.held]).toEqual([true, false]);
    const open = await post(author, 'Coffee on Sunday?', communityId);
    const held = await comment(author, open.id, 'Politics first');
    expect(held.held).toBe(true);

    const list = await call(reader, 'GET', `/api/v1/communities/${communityId}/held`);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<{ items: HeldItem[] }>().items;
    expect(items.map((item) => [item.kind, item.id, item.reason])).toEqual([
      ['post', inside.id, 'community_word'],
      ['comment', held.id, 'community_word'],
    ]);
    expect((await call(author, 'GET', `/api/v1/communities/${communityId}/held`)).statusCode).toBe(
      403,
    );
    // Site admins see it in their own queue too; what the site's words held is theirs alone.
    const siteQueue = await call(admin, 'GET', '/api/v1/admin/held-posts?limit=50');
    expect(siteQueue.body).toContain(inside.id);
    expect(siteQueue.body).toContain(siteHeld.id);
    const notTheirs = await call(
      reader,
      'POST',
      `/api/v1/communities/${communityId}/held/post/${siteHeld.id}/approve`,
    );
    expect(notTheirs.statusCode).toBe(404);

    const approve = await call(
      reader,
      'POST',
      `/api/v1/communities/${communityId}/held/post/${inside.id}/approve`,
    );
    expect(approve.statusCode, approve.body).toBe(204);
    const remove = await call(
      reader,
      'DELETE',
      `/api/v1/communities/${communityId}/held/comment/${held.id}`,
      { reason: 'Rule 1: no politics' },
    );
    expect(remove.statusCode, remove.body).toBe(204);
    const strikes = await call(author, 'GET', '/api/v1/me/strikes');
    expect(strikes.body).toContain('Rule 1: no politics');
    const empty = await call(reader, 'GET', `/api/v1/communities/${communityId}/held`);
    expect(empty.json<{ items: HeldItem[] }>().items).toEqual([]);
  });
});

describe('link spam and repeats', () => {
  it('holds a link to a blocked domain or one of its subdomains', async () => {
    const bad = await call(admin, 'POST', '/api/v1/admin/blocked-domains', {
      domain: 'not a domain',
    });
    expect(bad.statusCode).toBe(400);
    const added = await call(admin, 'POST', '/api/v1/admin/blocked-domains', {
      domain: 'https://www.Spam-Deals.example/path',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<{ domain: string }>().domain).toBe('spam-deals.example');
    const direct = await post(author, 'Deals at https://spam-deals.example/today');
    const sub = await post(author, 'Or go.spam-deals.example');
    const other = await post(author, 'Read nospam-deals.example instead');
    expect([direct.held, sub.held, other.held]).toEqual([true, true, false]);
    const target = await post(reader, 'Anyone?');
    expect((await comment(author, target.id, 'www.spam-deals.example')).held).toBe(true);
  });

  it('holds the same text written a third time within ten minutes', async () => {
    const user = await createVerifiedMember(t.app, { fullName: 'Repeat Writer' });
    const first = await post(user, 'Join my group today!');
    const second = await post(user, 'join my   group today');
    const third = await post(user, 'JOIN MY GROUP TODAY!!');
    const different = await post(user, 'Something else entirely');
    expect([first.held, second.held, third.held, different.held]).toEqual([
      false,
      false,
      true,
      false,
    ]);
    const queue = await call(admin, 'GET', '/api/v1/admin/held-posts?limit=50');
    const held = queue.json<{ items: HeldPost[] }>().items.find((item) => item.id === third.id);
    expect(held?.reason).toBe('duplicate');
  });
});
