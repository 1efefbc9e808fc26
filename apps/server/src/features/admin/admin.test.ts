import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  CookieJar,
  createVerifiedMember,
  get,
  latestMail,
  memberInput,
  post,
  totpCode,
  type TestUser,
} from '../../test/accounts';
import { connectSocket, listen } from '../../test/sockets';
import { createTestApp, type TestApp, settle } from '../../test/test-app';
import { setSiteAdmin } from './admin.service';

/** Site admins: one from ADMIN_EMAILS, one granted like the command line does. */
let t: TestApp;
let baseUrl: string;
let envAdmin: TestUser;
let cliAdmin: TestUser;
let member: TestUser;
let offender: TestUser;
let business: TestUser;
const adminEmail = `${memberInput().username as string}@example.org`;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ` ${adminEmail.toUpperCase()} , other@example.org` });
  baseUrl = await listen(t.app);
  [envAdmin, cliAdmin, member, offender, business] = await Promise.all([
    createVerifiedMember(t.app, { email: adminEmail, fullName: 'Env Admin' }),
    createVerifiedMember(t.app, { fullName: 'Cli Admin' }),
    createVerifiedMember(t.app, { fullName: 'Mahlet Member' }),
    createVerifiedMember(t.app, { fullName: 'Tewodros Offender' }),
    createVerifiedMember(t.app, { fullName: 'Sara Business' }),
  ]);
  // The offender reads Amharic: the decisions reach them in it.
  const language = await call(offender, 'PATCH', '/api/v1/me/profile', {
    languagePreference: 'am',
  });
  expect(language.statusCode, language.body).toBe(200);
  expect(await setSiteAdmin(t.app.platform, cliAdmin.email, true)).toBe('changed');
  expect(await setSiteAdmin(t.app.platform, cliAdmin.email, true)).toBe('unchanged');
  expect(await setSiteAdmin(t.app.platform, 'nobody@example.org', true)).toBe('no-account');
});
afterAll(() => t.close());

const call = caller(() => t.app);

describe('site admins', () => {
  it('are those of ADMIN_EMAILS and those granted; /api/v1/admin is 404 for everyone else', async () => {
    for (const admin of [envAdmin, cliAdmin]) {
      expect((await call(admin, 'GET', '/api/v1/admin/counts')).statusCode).toBe(200);
      expect((await call(admin, 'GET', '/api/v1/session')).json().user.isAdmin).toBe(true);
    }
    for (const who of [member, null]) {
      const answer = await call(who, 'GET', '/api/v1/admin/reports');
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('admin');
    }
    expect((await call(member, 'GET', '/api/v1/session')).json().user.isAdmin).toBeUndefined();
    await setSiteAdmin(t.app.platform, cliAdmin.email, false);
    expect((await call(cliAdmin, 'GET', '/api/v1/admin/counts')).statusCode).toBe(404);
    await setSiteAdmin(t.app.platform, cliAdmin.email, true);
  });

  it('decide reports: remove the content, tell both people, and log who, what, when and why', async () => {
    const postId = (
      await call(offender, 'POST', '/api/v1/posts', { body: 'Buy cheap followers now!!!' })
    ).json().id;
    for (const reporter of [member, business])
      expect(
        (
          await call(reporter, 'POST', '/api/v1/reports', {
            kind: 'post',
            targetId: postId,
            category: 'spam',
            details: 'Spam again',
          })
        ).statusCode,
      ).toBe(201);
    // Another open report, of something else, counts apart.
    await call(member, 'POST', '/api/v1/reports', {
      kind: 'profile',
      targetId: business.id,
      category: 'other',
    });
    const queue = (await call(envAdmin, 'GET', '/api/v1/admin/reports?sort=most')).json();
    const report = queue.items.find((item: { targetId: string }) => item.targetId === postId);
    expect(report).toMatchObject({
      kind: 'post',
      category: 'spam',
      reportCount: 2,
      content: { text: 'Buy cheap followers now!!!', link: `/post/${postId}` },
      target: { id: offender.id, status: 'active' },
    });
    const decided = await call(envAdmin, 'POST', `/api/v1/admin/reports/${report.id}/decision`, {
      action: 'remove',
      reason: 'Spam is not allowed',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await call(member, 'GET', `/api/v1/posts/${postId}`)).statusCode).toBe(404);
    // Both reports of the post are settled; the reporters see the outcome.
    const open = (await call(envAdmin, 'GET', '/api/v1/admin/reports')).json();
    expect(open.items.map((item: { targetId: string }) => item.targetId)).not.toContain(postId);
    const mine = (await call(member, 'GET', '/api/v1/me/reports')).json();
    expect(mine.items.find((item: { targetId: string }) => item.targetId === postId)).toMatchObject(
      { status: 'actioned', outcome: 'remove' },
    );
    const toOffender = await latestMail(t.app, offender.email);
    expect(toOffender?.subject).toBe('በአብሮ ያጋሩት ይዘት ተወግዷል');
    expect(toOffender?.text).toContain('Spam is not allowed');
    expect((await latestMail(t.app, member.email))?.subject).toBe('About your report on Aebro');
    // And in the app: a notice from the site (no moderator named), in each reporter's language.
    await settle(t.app);
    for (const reporter of [member, business]) {
      const notices = (await call(reporter, 'GET', '/api/v1/notifications')).json().items;
      expect(notices.filter((n: { type: string }) => n.type === 'report_resolved')).toEqual([
        expect.objectContaining({
          title: 'Your report was reviewed',
          message: 'Thank you: our moderators looked at what you reported and took action.',
          data: expect.objectContaining({
            actor_display_name: 'Aebro',
            actor_id: '',
            report_outcome: 'actioned',
            link: '/dashboard',
          }),
        }),
      ]);
      expect(JSON.stringify(notices)).not.toContain(envAdmin.id);
    }
    const log = (await call(cliAdmin, 'GET', '/api/v1/admin/log')).json();
    expect(log.items[0]).toMatchObject({
      action: 'remove',
      targetKind: 'post',
      reason: 'Spam is not allowed',
      actor: { id: envAdmin.id },
      targetUser: { id: offender.id },
    });
  });

  it('suspend: sessions and sockets end at once, sign-in says until when, lifting restores it', async () => {
    const { socket } = await connectSocket(baseUrl, offender.jar.header());
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const suspended = await call(
      envAdmin,
      'POST',
      `/api/v1/admin/users/${offender.id}/suspension`,
      {
        days: 7,
        reason: 'Harassment',
      },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'suspended' });
    // The session is refused at once, before any socket event arrives.
    expect((await call(offender, 'GET', '/api/v1/session')).json()).toBeNull();
    expect((await call(offender, 'GET', '/api/v1/feed')).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
    socket.disconnect();

    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email: offender.email,
      password: offender.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(signIn.json().error.message).toMatch(/suspended until \d{4}-\d{2}-\d{2}T/);
    expect(signIn.headers['set-cookie'] ?? '').not.toContain('session_token=');
    // A wrong password says nothing about the suspension.
    const wrong = await post(t.app, '/api/auth/sign-in/email', {
      email: offender.email,
      password: 'Wrong-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect((await latestMail(t.app, offender.email))?.subject).toBe('የአብሮ መለያዎ ታግዷል');

    const lifted = await call(cliAdmin, 'DELETE', `/api/v1/admin/users/${offender.id}/suspension`, {
      reason: 'Appeal accepted',
    });
    expect(lifted.json()).toMatchObject({ status: 'active' });
    const again = await post(t.app, '/api/auth/sign-in/email', {
      email: offender.email,
      password: offender.password,
    });
    expect(again.statusCode, again.body).toBe(200);
    const actions = (await call(cliAdmin, 'GET', '/api/v1/admin/log')).json();
    expect(actions.items.slice(0, 2).map((item: { action: string }) => item.action)).toEqual([
      'unsuspend',
      'suspend',
    ]);
  });

  it('a report of an edited post or comment keeps what it said before (issue 36)', async () => {
    // An author of its own: the offender's session went with an earlier decision.
    const author = await createVerifiedMember(t.app);
    const created = await call(author, 'POST', '/api/v1/posts', { body: 'You are all fools' });
    expect(created.statusCode, created.body).toBe(201);
    const postId: string = created.json().id;
    await call(author, 'PATCH', `/api/v1/posts/${postId}`, { body: 'Have a nice day' });
    const commented = await call(author, 'POST', `/api/v1/posts/${postId}/comments`, {
      body: 'Go away',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const commentId: string = commented.json().id;
    await call(author, 'PATCH', `/api/v1/comments/${commentId}`, { body: 'Welcome' });
    for (const [kind, targetId] of [
      ['post', postId],
      ['comment', commentId],
    ]) {
      const reported = await call(member, 'POST', '/api/v1/reports', {
        kind,
        targetId,
        category: 'harassment',
      });
      expect(reported.statusCode, reported.body).toBe(201);
    }
    const queue = (await call(envAdmin, 'GET', '/api/v1/admin/reports')).json();
    const about = (id: string) =>
      queue.items.find((item: { targetId: string }) => item.targetId === id)?.content;
    expect(about(postId)).toMatchObject({
      text: 'Have a nice day',
      earlier: ['You are all fools'],
    });
    expect(about(commentId)).toMatchObject({ text: 'Welcome', earlier: ['Go away'] });
  });

  it("ban: the member's content is hidden while banned", async () => {
    const target = await createVerifiedMember(t.app, { fullName: 'Banned Person' });
    const postId = (await call(target, 'POST', '/api/v1/posts', { body: 'soon hidden' })).json().id;
    expect((await call(member, 'GET', `/api/v1/posts/${postId}`)).statusCode).toBe(200);
    expect(
      (await call(envAdmin, 'POST', `/api/v1/admin/users/${target.id}/ban`, { reason: 'Hate' }))
        .statusCode,
    ).toBe(200);
    expect((await call(member, 'GET', `/api/v1/posts/${postId}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/v1/profiles/${target.id}`)).statusCode).toBe(404);
    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email: target.email,
      password: target.password,
    });
    expect(signIn.json().error.code).toBe('ACCOUNT_BANNED');
    const users = (await call(envAdmin, 'GET', `/api/v1/admin/users?q=${target.username}`)).json();
    expect(users.items[0]).toMatchObject({ id: target.id, status: 'banned' });
  });

  it('verify a business: it asks, an admin approves, the badge appears', async () => {
    expect(
      (await call(business, 'POST', '/api/v1/me/verification', { details: 'Licence 1' }))
        .statusCode,
    ).toBe(400);
    const registered = await call(business, 'POST', '/api/v1/me/business-registration', {
      businessName: 'Sara Injera',
      businessCategory: 'restaurant',
      location: 'Addis Ababa, Ethiopia',
      businessEmail: 'hello@sara.example',
      bio: 'Injera every day.',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const asked = await call(business, 'POST', '/api/v1/me/verification', {
      details: 'Trade licence AA/123/2017',
    });
    expect(asked.json()).toEqual({ status: 'pending', reason: null, isVerified: false });
    expect(
      (await call(business, 'POST', '/api/v1/me/verification', { details: 'again' })).statusCode,
    ).toBe(409);
    const queue = (await call(envAdmin, 'GET', '/api/v1/admin/verifications')).json();
    expect(queue.items[0]).toMatchObject({
      details: 'Trade licence AA/123/2017',
      business: { name: 'Sara Injera' },
      person: { id: business.id },
    });
    const decided = await call(
      envAdmin,
      'PUT',
      `/api/v1/admin/verifications/${queue.items[0].id}`,
      {
        approve: true,
      },
    );
    expect(decided.statusCode, decided.body).toBe(204);
    expect((await call(member, 'GET', `/api/v1/profiles/${business.id}`)).json().isVerified).toBe(
      true,
    );
    expect((await call(business, 'GET', '/api/v1/me/verification')).json().status).toBe('approved');
    expect((await latestMail(t.app, business.email))?.subject).toBe(
      'Your business is verified on Aebro',
    );
  });

  it("community admins' removals go to the same log", async () => {
    const community = (
      await call(member, 'POST', '/api/v1/communities', {
        name: `Runners ${Date.now()}`,
        description: 'We run on Sundays together.',
        privacy: 'public',
      })
    ).json();
    await call(business, 'PUT', `/api/v1/communities/${community.id}/membership`, {});
    const postId = (
      await call(business, 'POST', '/api/v1/posts', {
        body: 'Off topic',
        audience: 'community',
        communityId: community.id,
      })
    ).json().id;
    expect((await call(member, 'DELETE', `/api/v1/posts/${postId}`)).statusCode).toBe(204);
    await settle(t.app);
    const log = (await call(envAdmin, 'GET', '/api/v1/admin/log')).json();
    expect(log.items[0]).toMatchObject({
      scope: 'community',
      action: 'remove_post',
      targetId: postId,
      actor: { id: member.id },
      communityId: community.id,
    });
  });

  it('a dismissed report tells the reporter so, linking to what they reported', async () => {
    const reporter = await createVerifiedMember(t.app, { fullName: 'Reporting Ruth' });
    await call(reporter, 'PATCH', '/api/v1/me/profile', { languagePreference: 'ti' });
    const author = await createVerifiedMember(t.app, { fullName: 'Fine Author' });
    const postId = (await call(author, 'POST', '/api/v1/posts', { body: 'Fine words' })).json().id;
    const made = await call(reporter, 'POST', '/api/v1/reports', {
      kind: 'post',
      targetId: postId,
      category: 'other',
    });
    expect(made.statusCode, made.body).toBe(201);
    const decided = await call(
      envAdmin,
      'POST',
      `/api/v1/admin/reports/${made.json().id}/decision`,
      {
        action: 'dismiss',
        reason: 'Within the rules',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    await settle(t.app);
    const [notice] = (await call(reporter, 'GET', '/api/v1/notifications')).json().items;
    expect(notice).toMatchObject({
      type: 'report_resolved',
      title: 'ጥርዓንኩም ተራእዩ',
      data: { report_outcome: 'dismissed', link: `/post/${postId}` },
    });
  });
});

describe('two-step verification and admins', () => {
  async function withTwoFactor(): Promise<{ user: TestUser; totpURI: string }> {
    const user = await createVerifiedMember(t.app, { fullName: 'Two Step Tsion' });
    const enabled = await call(user, 'POST', '/api/auth/two-factor/enable', {
      password: user.password,
    });
    const { totpURI } = enabled.json();
    const confirmed = await call(user, 'POST', '/api/auth/two-factor/verify-totp', {
      code: totpCode(totpURI),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { user, totpURI };
  }

  it('a suspended member with two-step on is stopped with the explanation, at either step', async () => {
    const { user, totpURI } = await withTwoFactor();
    // The password step of a device, then a suspension, then the code: still refused.
    const device = new CookieJar();
    const first = await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      device,
    );
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(
      (
        await call(envAdmin, 'POST', `/api/v1/admin/users/${user.id}/suspension`, {
          days: 2,
          reason: 'Cooling off',
        })
      ).statusCode,
    ).toBe(200);
    const code = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(totpURI, Date.now() + 30_000) },
      device,
    );
    expect(code.statusCode).toBe(403);
    expect(code.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(code.json().error.message).toMatch(/suspended until \d{4}-/);
    expect(code.headers['set-cookie'] ?? '').not.toContain('session_token=');
    expect((await get(t.app, '/api/v1/session', device)).json()).toBeNull();
    // A new sign-in stops at the password step, before any code is asked for.
    const again = await post(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(again.json()).not.toHaveProperty('twoFactorRedirect');
  });

  it('an admin resets two-step verification and resends verification, with reasons in the log', async () => {
    const { user } = await withTwoFactor();
    const listed = (await call(envAdmin, 'GET', `/api/v1/admin/users?q=${user.username}`)).json();
    expect(listed.items[0]).toMatchObject({ id: user.id, twoFactorEnabled: true });
    expect(
      (await call(envAdmin, 'DELETE', `/api/v1/admin/users/${user.id}/two-factor`, {})).statusCode,
    ).toBe(400);
    expect(
      (
        await call(member, 'DELETE', `/api/v1/admin/users/${user.id}/two-factor`, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const reset = await call(envAdmin, 'DELETE', `/api/v1/admin/users/${user.id}/two-factor`, {
      reason: 'Lost phone; identity checked by video call',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ twoFactorEnabled: false });
    // Their sessions ended; the password alone signs in now; they were told by e-mail.
    expect((await call(user, 'GET', '/api/v1/session')).json()).toBeNull();
    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await latestMail(t.app, user.email))?.subject).toBe(
      'Two-step verification was turned off on your Aebro account',
    );
    expect(
      (
        await call(envAdmin, 'DELETE', `/api/v1/admin/users/${user.id}/two-factor`, {
          reason: 'again',
        })
      ).statusCode,
    ).toBe(409);

    const input = memberInput();
    const unverified = await post(t.app, '/api/v1/accounts', input);
    expect(unverified.statusCode, unverified.body).toBe(201);
    const newcomer = (
      await call(envAdmin, 'GET', `/api/v1/admin/users?q=${String(input.username)}`)
    ).json();
    const target = newcomer.items[0];
    expect(target).toMatchObject({ emailVerified: false, twoFactorEnabled: false });
    expect(
      (await call(envAdmin, 'POST', `/api/v1/admin/users/${target.id}/verification-email`, {}))
        .statusCode,
    ).toBe(400);
    const resent = await call(
      envAdmin,
      'POST',
      `/api/v1/admin/users/${target.id}/verification-email`,
      { reason: 'Asked by phone' },
    );
    expect(resent.statusCode, resent.body).toBe(204);
    const log = (await call(envAdmin, 'GET', '/api/v1/admin/log')).json().items;
    expect(log[0]).toMatchObject({
      action: 'resend_verification',
      reason: 'Asked by phone',
      targetUser: { id: target.id },
    });
    expect(log[1]).toMatchObject({
      action: 'reset_two_factor',
      reason: 'Lost phone; identity checked by video call',
      actor: { id: envAdmin.id },
      targetUser: { id: user.id },
    });
  });
});

describe('members', () => {
  it('are found however their names are spelt, as in the people search; and by e-mail', async () => {
    const selam = await createVerifiedMember(t.app, { fullName: 'ሰላም ተስፋዬ' });
    const found = async (q: string) =>
      (await call(envAdmin, 'GET', `/api/v1/admin/users?q=${encodeURIComponent(q)}`))
        .json<{ items: Array<{ id: string }> }>()
        .items.map((person) => person.id);
    for (const q of ['selam', 'Salam', 'ሠላም', 'tesfaye', selam.username, selam.email])
      expect(await found(q), q).toContain(selam.id);
    expect(await found('ሰላምታ_no_such_person')).toEqual([]);
    // The people search finds the same person the same way.
    const people = await call(member, 'GET', '/api/v1/people?q=selam');
    expect(people.json<{ items: Array<{ id: string }> }>().items.map((p) => p.id)).toContain(
      selam.id,
    );
  });

  it('cannot be suspended or banned by themselves (400)', async () => {
    for (const [url, body] of [
      [`/api/v1/admin/users/${envAdmin.id}/suspension`, { days: 3, reason: 'Testing myself' }],
      [`/api/v1/admin/users/${envAdmin.id}/ban`, { reason: 'Testing myself' }],
    ] as const) {
      const answer = await call(envAdmin, 'POST', url, body);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toMatchObject({
        error: { message: 'You cannot suspend or ban yourself.' },
      });
    }
    expect((await call(envAdmin, 'GET', '/api/v1/admin/counts')).statusCode).toBe(200);
  });
});
