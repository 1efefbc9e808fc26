import { describe, expect, it } from 'vitest';
import { createVerifiedMember, latestMail, linkIn, post, type TestUser } from '../../test/accounts';
import { moderationWorld } from '../../test/moderation-world';
import { settle } from '../../test/test-app';

/** Issue 37: strikes, appeals, and their decision by an admin other than the one who acted. */
const w = moderationWorld();
const { call } = w;

interface StrikeJson {
  id: string;
  scope: string;
  action: string;
  reason: string;
  content: { kind: string; excerpt: string; link: string | null };
  appeal: null | { id: string; status: string; decisionReason: string | null; effect: string };
}

const strikesOf = (member: TestUser) => w.strikesOf<StrikeJson>(member);

/** A post by `author`, reported and decided by the acting admin. */
async function decidedPost(
  author: TestUser,
  body: string,
  action: 'warn' | 'remove',
  reason: string,
): Promise<string> {
  const postId = (await call(author, 'POST', '/api/v1/posts', { body })).json().id;
  const report = await call(w.reporter, 'POST', '/api/v1/reports', {
    kind: 'post',
    targetId: postId,
    category: 'harassment',
  });
  expect(report.statusCode, report.body).toBe(201);
  const decided = await call(
    w.actingAdmin,
    'POST',
    `/api/v1/admin/reports/${report.json().id}/decision`,
    { action, reason },
  );
  expect(decided.statusCode, decided.body).toBe(200);
  return postId;
}

async function logActions(): Promise<Array<{ action: string; targetKind: string }>> {
  return (await call(w.otherAdmin, 'GET', '/api/v1/admin/log?limit=50')).json().items;
}

describe('strikes', () => {
  it('a member in good standing has none', async () => {
    const member = await createVerifiedMember(w.t.app);
    expect(await strikesOf(member)).toEqual([]);
    expect((await call(null, 'GET', '/api/v1/me/strikes')).statusCode).toBe(401);
  });

  it('a warning is a strike with the reason and the content, e-mailed in the member’s language, without the acting admin', async () => {
    const member = await createVerifiedMember(w.t.app, { fullName: 'Warned Worku' });
    await call(member, 'PATCH', '/api/v1/me/profile', { languagePreference: 'am' });
    const postId = await decidedPost(member, 'You people are all fools', 'warn', 'Be kind');
    const [strike, ...rest] = await strikesOf(member);
    expect(rest).toEqual([]);
    expect(strike).toMatchObject({
      scope: 'site',
      action: 'warn',
      reason: 'Be kind',
      content: { kind: 'post', excerpt: 'You people are all fools', link: `/post/${postId}` },
      appeal: null,
    });
    const raw = (await call(member, 'GET', '/api/v1/me/strikes')).body;
    expect(raw).not.toContain(w.actingAdmin.id);
    expect(raw).not.toContain(w.actingAdmin.username);
    const mail = await latestMail(w.t.app, member.email);
    expect(mail?.subject).toBe('ስለ አብሮ መለያዎ ማስጠንቀቂያ');
    expect(mail?.text).toContain('You people are all fools');
    expect(mail?.text).toContain('ይግባኝ ይጠይቁ');
    expect(linkIn(mail?.text ?? '')).toMatch(new RegExp(`^/appeal/${strike?.id}\\.`));
    expect((await logActions())[0]).toMatchObject({ action: 'warn', targetKind: 'post' });
  });

  it("a community admin's removal is a strike of the community's scope", async () => {
    const communityAdmin = await createVerifiedMember(w.t.app);
    const member = await createVerifiedMember(w.t.app);
    const community = (
      await call(communityAdmin, 'POST', '/api/v1/communities', {
        name: `Runners ${Date.now()}`,
        description: 'We run on Sundays together.',
        privacy: 'public',
      })
    ).json();
    await call(member, 'PUT', `/api/v1/communities/${community.id}/membership`, {});
    const postId = (
      await call(member, 'POST', '/api/v1/posts', {
        body: 'Buy my shoes',
        audience: 'community',
        communityId: community.id,
      })
    ).json().id;
    expect((await call(communityAdmin, 'DELETE', `/api/v1/posts/${postId}`)).statusCode).toBe(204);
    await settle(w.t.app);
    expect(await strikesOf(member)).toEqual([
      expect.objectContaining({
        scope: 'community',
        action: 'remove',
        community: { id: community.id, name: community.name },
        content: { kind: 'post', excerpt: 'Buy my shoes', link: null },
      }),
    ]);
    expect((await latestMail(w.t.app, member.email))?.subject).toBe(
      'A community removed something you posted on Aebro',
    );
  });
});

describe('appeals', () => {
  it('one per strike, decided by another admin, never the one who acted; all of it logged', async () => {
    const member = await createVerifiedMember(w.t.app, { fullName: 'Appealing Abeba' });
    await call(member, 'PATCH', '/api/v1/me/profile', { languagePreference: 'ti' });
    await decidedPost(member, 'A heated word', 'warn', 'Heated words');
    const [strike] = await strikesOf(member);
    const url = `/api/v1/me/strikes/${strike?.id}/appeal`;

    const short = await call(member, 'POST', url, { text: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(/at least 10 characters/);
    const long = await call(member, 'POST', url, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/at most 2000 characters/);
    // Somebody else's strike does not exist for them.
    expect(
      (await call(w.reporter, 'POST', url, { text: 'This was not mine at all.' })).statusCode,
    ).toBe(404);

    const made = await call(member, 'POST', url, { text: 'I was quoting a song, not insulting.' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().appeal).toMatchObject({ status: 'pending' });
    const again = await call(member, 'POST', url, { text: 'Please look at it once more.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already appealed/);

    const queue = (await call(w.otherAdmin, 'GET', '/api/v1/admin/appeals')).json().items;
    const appeal = queue.find((item: { strike: { id: string } }) => item.strike.id === strike?.id);
    expect(appeal).toMatchObject({
      status: 'pending',
      text: 'I was quoting a song, not insulting.',
      member: { id: member.id },
      actor: { id: w.actingAdmin.id },
      viewerMayDecide: true,
    });
    const seenByActor = (await call(w.actingAdmin, 'GET', '/api/v1/admin/appeals')).json().items;
    expect(seenByActor.find((item: { id: string }) => item.id === appeal.id).viewerMayDecide).toBe(
      false,
    );
    const decision = `/api/v1/admin/appeals/${appeal.id}/decision`;
    const refused = await call(w.actingAdmin, 'POST', decision, {
      decision: 'overturn',
      reason: 'I changed my mind',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'You took this decision, so another admin must decide its appeal.',
    );
    expect(
      (await call(member, 'POST', decision, { decision: 'overturn', reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call(w.otherAdmin, 'POST', decision, { decision: 'maybe', reason: 'x' })).statusCode,
    ).toBe(400);

    const upheld = await call(w.otherAdmin, 'POST', decision, {
      decision: 'uphold',
      reason: 'The words were aimed at a person.',
    });
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(upheld.json()).toMatchObject({ status: 'upheld', decider: { id: w.otherAdmin.id } });
    expect(
      (await call(w.otherAdmin, 'POST', decision, { decision: 'overturn', reason: 'Twice' }))
        .statusCode,
    ).toBe(409);

    const [seen] = await strikesOf(member);
    expect(seen?.appeal).toMatchObject({
      status: 'upheld',
      decisionReason: 'The words were aimed at a person.',
      effect: 'none',
    });
    const mail = await latestMail(w.t.app, member.email);
    expect(mail?.subject).toBe('ይግባይኩም ተራእዩ');
    expect(mail?.text).toContain('The words were aimed at a person.');
    const actions = (await logActions()).slice(0, 3);
    expect(actions.map((entry) => entry.action)).toEqual(['uphold_appeal', 'appeal', 'warn']);
    const log = (await call(w.otherAdmin, 'GET', '/api/v1/admin/log?limit=3')).json().items;
    expect(log[1]).toMatchObject({ actor: { id: member.id }, targetId: strike?.id });
  });

  it('an admin cannot decide their own appeal', async () => {
    await decidedPost(w.otherAdmin, 'An admin can be wrong too', 'warn', 'Mind the tone');
    const [strike] = await strikesOf(w.otherAdmin);
    const made = await call(w.otherAdmin, 'POST', `/api/v1/me/strikes/${strike?.id}/appeal`, {
      text: 'My tone was fine, I think.',
    });
    expect(made.statusCode, made.body).toBe(201);
    const appeal = made.json().appeal;
    const own = await call(w.otherAdmin, 'POST', `/api/v1/admin/appeals/${appeal.id}/decision`, {
      decision: 'overturn',
      reason: 'Fine by me',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toMatch(/Nobody decides their own appeal/);
  });

  it('a suspended member appeals from the e-mail link, without a session; overturning lifts it', async () => {
    const member = await createVerifiedMember(w.t.app, { fullName: 'Suspended Selam' });
    const suspended = await call(
      w.actingAdmin,
      'POST',
      `/api/v1/admin/users/${member.id}/suspension`,
      { days: 7, reason: 'Spam' },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const signIn = await post(w.t.app, '/api/auth/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    expect(signIn.json().error.code).toBe('ACCOUNT_SUSPENDED');

    const mail = await latestMail(w.t.app, member.email);
    expect(mail?.subject).toBe('Your Aebro account is suspended');
    const token = linkIn(mail?.text ?? '').replace('/appeal/', '');
    expect((await call(null, 'GET', `/api/v1/appeals/${token}x`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/v1/appeals/not-a-token')).statusCode).toBe(404);
    const shown = await call(null, 'GET', `/api/v1/appeals/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ action: 'suspend', reason: 'Spam', appeal: null });
    expect(shown.json().until).toEqual(expect.any(String));

    const made = await call(null, 'POST', `/api/v1/appeals/${token}`, {
      text: 'I posted my shop once; it was not spam.',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(
      (await call(null, 'POST', `/api/v1/appeals/${token}`, { text: 'Once more, please.' }))
        .statusCode,
    ).toBe(409);

    const queue = (await call(w.otherAdmin, 'GET', '/api/v1/admin/appeals')).json().items;
    const appeal = queue.find((item: { member: { id: string } }) => item.member.id === member.id);
    const overturned = await call(
      w.otherAdmin,
      'POST',
      `/api/v1/admin/appeals/${appeal.id}/decision`,
      {
        decision: 'overturn',
        reason: 'One shop post is fine.',
      },
    );
    expect(overturned.statusCode, overturned.body).toBe(200);
    expect(overturned.json()).toMatchObject({ status: 'overturned', effect: 'restriction_lifted' });
    const again = await post(w.t.app, '/api/auth/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await latestMail(w.t.app, member.email))?.subject).toBe(
      'Your appeal on Aebro was accepted',
    );
    const decided = (
      await call(w.otherAdmin, 'GET', '/api/v1/admin/appeals?status=decided')
    ).json();
    expect(decided.items[0]).toMatchObject({ id: appeal.id, status: 'overturned' });
  });

  it('overturning a removal says the content could not be restored', async () => {
    const member = await createVerifiedMember(w.t.app);
    await decidedPost(member, 'Removed for good', 'remove', 'Off topic');
    const [strike] = await strikesOf(member);
    expect(strike).toMatchObject({
      action: 'remove',
      content: { kind: 'post', excerpt: 'Removed for good', link: null },
    });
    const made = await call(member, 'POST', `/api/v1/me/strikes/${strike?.id}/appeal`, {
      text: 'It was on topic for the group.',
    });
    const decided = await call(
      w.otherAdmin,
      'POST',
      `/api/v1/admin/appeals/${made.json().appeal.id}/decision`,
      { decision: 'overturn', reason: 'It was on topic.' },
    );
    expect(decided.json()).toMatchObject({ effect: 'content_not_restorable' });
    expect((await latestMail(w.t.app, member.email))?.text).toContain('could not be put back');
  });
});
