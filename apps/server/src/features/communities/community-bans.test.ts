import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVerifiedMember, memberInput, type TestUser } from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';

/* Issue 37: a community's admins (and site admins) see its bans and lift them; the log keeps it. */

let t: TestApp;
let admin: TestUser;
let siteAdmin: TestUser;
let member: TestUser;
let rude: TestUser;
let communityId: string;
const siteAdminEmail = `${memberInput().username as string}@example.org`;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: siteAdminEmail });
  [admin, siteAdmin, member, rude] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Admin Almaz' }),
    createVerifiedMember(t.app, { email: siteAdminEmail, fullName: 'Site Selam' }),
    createVerifiedMember(t.app, { fullName: 'Member Meron' }),
    createVerifiedMember(t.app, { fullName: 'Rude Robel' }),
  ]);
  const made = await call(admin, 'POST', '/api/v1/communities', {
    name: `Ban Circle ${randomUUID().slice(0, 6)}`,
    description: 'A community that bans and forgives.',
    privacy: 'public',
  });
  communityId = made.json<{ id: string }>().id;
  for (const who of [member, rude])
    expect((await call(who, 'PUT', `${url()}/membership`, {})).statusCode).toBe(200);
});
afterAll(() => t.close());

const call = caller(() => t.app);
const url = () => `/api/v1/communities/${communityId}`;

/** `rude` posts, `member` reports it, the admin bans `rude` for it. */
async function banRude(): Promise<void> {
  const post = await call(rude, 'POST', '/api/v1/posts', {
    body: `Rude words ${randomUUID()}`,
    audience: 'community',
    communityId,
  });
  const report = await call(member, 'POST', '/api/v1/reports', {
    kind: 'post',
    targetId: post.json<{ id: string }>().id,
    category: 'harassment',
  });
  expect(report.statusCode, report.body).toBe(201);
  const banned = await call(admin, 'PUT', `${url()}/reports/${report.json().id}`, {
    action: 'ban',
    reason: 'Insults',
  });
  expect(banned.statusCode, banned.body).toBe(200);
  await settle(t.app);
}

interface BanJson {
  person: { id: string };
  reason: string;
  createdAt: string;
}

describe('lifting a community ban', () => {
  it('lists the banned for admins and site admins, not for members', async () => {
    await banRude();
    const listed = await call(admin, 'GET', `${url()}/bans`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ items: BanJson[] }>().items).toEqual([
      expect.objectContaining({
        person: expect.objectContaining({ id: rude.id }),
        reason: 'Insults',
      }),
    ]);
    expect((await call(siteAdmin, 'GET', `${url()}/bans`)).statusCode).toBe(200);
    expect((await call(member, 'GET', `${url()}/bans`)).statusCode).toBe(403);
    expect((await call(rude, 'DELETE', `${url()}/bans/${rude.id}`)).statusCode).toBe(403);
  });

  it('lets the person join again, is logged, and a second lift is a 404', async () => {
    const lifted = await call(admin, 'DELETE', `${url()}/bans/${rude.id}`);
    expect(lifted.statusCode, lifted.body).toBe(204);
    expect((await call(admin, 'DELETE', `${url()}/bans/${rude.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `${url()}/bans`)).json().items).toEqual([]);
    // Not made a member again: they may join by themselves.
    const community = await call(rude, 'GET', url());
    expect(community.json().viewer.membership).toBe('none');
    expect((await call(rude, 'PUT', `${url()}/membership`, {})).statusCode).toBe(200);
    await settle(t.app);
    const { rows } = await t.app.platform.db.execute(
      sql`select action, scope, actor_id from moderation_log
          where community_id = ${communityId} and target_user_id = ${rude.id} order by created_at`,
    );
    expect(rows).toEqual([
      { action: 'ban_member', scope: 'community', actor_id: admin.id },
      { action: 'unban_member', scope: 'community', actor_id: admin.id },
    ]);
  });

  it('can be done by a site admin who does not run the community', async () => {
    await banRude();
    const lifted = await call(siteAdmin, 'DELETE', `${url()}/bans/${rude.id}`);
    expect(lifted.statusCode, lifted.body).toBe(204);
    await settle(t.app);
    const { rows } = await t.app.platform.db.execute(
      sql`select count(*)::int as n from moderation_log
          where action = 'unban_member' and actor_id = ${siteAdmin.id}`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});
