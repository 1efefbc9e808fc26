import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createVerifiedMember, latestMail, type TestUser } from '../../test/accounts';
import { moderationWorld } from '../../test/moderation-world';
import { settle } from '../../test/test-app';

/* Issue 37: a strike names the rule broken; lowering a trust level by hand is a "limit" strike. */

const w = moderationWorld();
const { call } = w;

interface StrikeJson {
  id: string;
  action: string;
  rule: { number: number; title: string } | null;
  category: string | null;
  trustLevel: { from: string; to: string } | null;
  appeal: null | { id: string; status: string; effect: string | null };
}

const strikesOf = (member: TestUser) => w.strikesOf<StrikeJson>(member);

async function report(postId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const made = await call(w.reporter, 'POST', '/api/v1/reports', {
    kind: 'post',
    targetId: postId,
    category: 'harassment',
    ...extra,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<{ id: string }>().id;
}

describe('the rule broken', () => {
  it("is the community rule the report named, on a community admin's strike and its e-mail", async () => {
    const communityAdmin = await createVerifiedMember(w.t.app);
    const author = await createVerifiedMember(w.t.app, { fullName: 'Author Aster' });
    const community = await call(communityAdmin, 'POST', '/api/v1/communities', {
      name: `Rule Circle ${randomUUID().slice(0, 6)}`,
      description: 'A community with rules.',
      privacy: 'public',
    });
    const communityId = community.json<{ id: string }>().id;
    const rules = [{ title: 'Be kind' }, { title: 'No selling', detail: 'Not even shoes.' }];
    expect(
      (await call(communityAdmin, 'PATCH', `/api/v1/communities/${communityId}`, { rules }))
        .statusCode,
    ).toBe(200);
    const membership = `/api/v1/communities/${communityId}/membership`;
    for (const who of [author, w.reporter])
      expect((await call(who, 'PUT', membership, { acceptRules: true })).statusCode).toBe(200);
    const post = await call(author, 'POST', '/api/v1/posts', {
      body: 'Buy my shoes',
      audience: 'community',
      communityId,
    });
    const reportId = await report(post.json<{ id: string }>().id, { ruleNumber: 2 });
    // The rule's text is kept as it was, even if the rules change afterwards.
    await call(communityAdmin, 'PATCH', `/api/v1/communities/${communityId}`, { rules: [] });
    const decided = await call(
      communityAdmin,
      'PUT',
      `/api/v1/communities/${communityId}/reports/${reportId}`,
      { action: 'warn', reason: 'Selling' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    await settle(w.t.app);
    expect(await strikesOf(author)).toEqual([
      expect.objectContaining({
        action: 'warn',
        rule: { number: 2, title: 'No selling' },
        category: 'harassment',
      }),
    ]);
    expect((await latestMail(w.t.app, author.email))?.text).toContain('2. No selling');
  });

  it("is the report's category on a site admin's strike", async () => {
    const author = await createVerifiedMember(w.t.app);
    const post = await call(author, 'POST', '/api/v1/posts', { body: 'You are all fools' });
    const reportId = await report(post.json<{ id: string }>().id);
    const decided = await call(
      w.actingAdmin,
      'POST',
      `/api/v1/admin/reports/${reportId}/decision`,
      {
        action: 'warn',
        reason: 'Be kind',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const strikes = await strikesOf(author);
    expect(strikes.find((strike) => strike.action === 'warn')).toMatchObject({
      rule: null,
      category: 'harassment',
    });
    await settle(w.t.app); // e-mails go out after the answer
    const mails = await w.t.app.devMailbox?.list(200);
    const warned = mails?.find(
      (mail) => mail.to === author.email && mail.subject === 'A warning about your Aebro account',
    );
    expect(warned?.text).toContain('Why: Harassment or hate');
  });
});

describe('a limit (trust level lowered by hand)', () => {
  const setLevel = (member: TestUser, level: string, reason: string) =>
    call(w.actingAdmin, 'PUT', `/api/v1/admin/users/${member.id}/trust-level`, { level, reason });
  const levelOf = async (member: TestUser): Promise<string> =>
    (await call(member, 'GET', '/api/v1/me/trust')).json<{ level: string }>().level;

  it('is a strike only when the level goes down, e-mailed and logged', async () => {
    const member = await createVerifiedMember(w.t.app);
    expect((await setLevel(member, 'regular', 'Helps a lot')).statusCode).toBe(200);
    expect(await strikesOf(member)).toEqual([]);
    expect((await setLevel(member, 'new', 'Link spam')).statusCode).toBe(200);
    const [limit, ...rest] = await strikesOf(member);
    expect(rest).toEqual([]);
    expect(limit).toMatchObject({
      action: 'limit',
      trustLevel: { from: 'regular', to: 'new' },
      // No report: no rule and no category.
      rule: null,
      category: null,
      appeal: null,
    });
    const mail = await latestMail(w.t.app, member.email);
    expect(mail?.subject).toBe('Your Aebro account has been limited');
    expect(mail?.text).toContain('Your trust level: Regular → New');
    const { rows } = await w.t.app.platform.db.execute(
      sql`select action from moderation_log where target_user_id = ${member.id} order by created_at`,
    );
    expect(rows).toEqual([{ action: 'set_trust_level' }, { action: 'limit' }]);
  });

  it('is appealed, and overturning it by another admin gives the level from before back', async () => {
    const member = await createVerifiedMember(w.t.app);
    await setLevel(member, 'regular', 'Helps a lot');
    await setLevel(member, 'new', 'Link spam');
    const [limit] = await strikesOf(member);
    const appealed = await call(member, 'POST', `/api/v1/me/strikes/${limit?.id}/appeal`, {
      text: 'Those links were to my own shop, as allowed.',
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    const appealId = appealed.json<StrikeJson>().appeal?.id;
    const decision = `/api/v1/admin/appeals/${appealId}/decision`;
    const refused = await call(w.actingAdmin, 'POST', decision, {
      decision: 'overturn',
      reason: 'x',
    });
    expect(refused.statusCode).toBe(403);
    const overturned = await call(w.otherAdmin, 'POST', decision, {
      decision: 'overturn',
      reason: 'The links were fine.',
    });
    expect(overturned.statusCode, overturned.body).toBe(200);
    expect(overturned.json()).toMatchObject({ effect: 'trust_level_restored' });
    expect(await levelOf(member)).toBe('regular');
    expect((await latestMail(w.t.app, member.email))?.text).toContain(
      'Your trust level is back to what it was before.',
    );
  });

  it('gives nothing back when the level was changed again since', async () => {
    const member = await createVerifiedMember(w.t.app);
    await setLevel(member, 'leader', 'Runs a group');
    await setLevel(member, 'member', 'Rude');
    await setLevel(member, 'regular', 'Better now');
    const limit = (await strikesOf(member)).find((strike) => strike.action === 'limit');
    const appealed = await call(member, 'POST', `/api/v1/me/strikes/${limit?.id}/appeal`, {
      text: 'I was not rude, please look again.',
    });
    const appealId = appealed.json<StrikeJson>().appeal?.id;
    const overturned = await call(
      w.otherAdmin,
      'POST',
      `/api/v1/admin/appeals/${appealId}/decision`,
      {
        decision: 'overturn',
        reason: 'Fair enough.',
      },
    );
    expect(overturned.json()).toMatchObject({ effect: 'none' });
    expect(await levelOf(member)).toBe('regular');
  });
});
