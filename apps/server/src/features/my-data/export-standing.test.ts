import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVerifiedMember, memberInput, type TestUser } from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { exportData } from './my-data.repository';

/* A member's export holds their standing (issue 37): strikes with their appeals, muted words, policy. */

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let reporter: TestUser;
const adminEmail = `${memberInput().username as string}@example.org`;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  [admin, member, reporter] = await Promise.all([
    createVerifiedMember(t.app, { email: adminEmail }),
    createVerifiedMember(t.app),
    createVerifiedMember(t.app),
  ]);
});
afterAll(() => t.close());

const call = caller(() => t.app);

describe('account status in the export', () => {
  it('holds my strikes and appeals without who acted, my muted words and my notification policy', async () => {
    const postId = (await call(member, 'POST', '/api/v1/posts', { body: 'Buy my pills' })).json<{
      id: string;
    }>().id;
    const report = await call(reporter, 'POST', '/api/v1/reports', {
      kind: 'post',
      targetId: postId,
      category: 'spam',
    });
    expect(report.statusCode, report.body).toBe(201);
    const decided = await call(
      admin,
      'POST',
      `/api/v1/admin/reports/${report.json<{ id: string }>().id}/decision`,
      { action: 'warn', reason: 'Selling here is not allowed' },
    );
    expect(decided.statusCode, decided.body).toBeLessThan(300);
    await settle(t.app);
    const [strike] = (await call(member, 'GET', '/api/v1/me/strikes')).json<{
      items: Array<{ id: string }>;
    }>().items;
    const appealed = await call(member, 'POST', `/api/v1/me/strikes/${strike?.id}/appeal`, {
      text: 'It was a joke between friends, I removed the price.',
    });
    expect(appealed.statusCode, appealed.body).toBeLessThan(300);
    await call(member, 'POST', '/api/v1/me/muted-words', { phrase: 'ምርጫ', expiresIn: '7d' });
    expect(
      (await call(member, 'PATCH', '/api/v1/me/notification-policy', { newAccounts: 'filter' }))
        .statusCode,
    ).toBe(200);

    const { standing } = await exportData(t.app.platform.db, member.id);
    expect(standing.strikes).toEqual([
      expect.objectContaining({
        id: strike?.id,
        action: 'warn',
        scope: 'site',
        reason: 'Selling here is not allowed',
        appeal: expect.objectContaining({
          text: 'It was a joke between friends, I removed the price.',
          status: 'pending',
        }),
      }),
    ]);
    expect(standing.strikes[0]).not.toHaveProperty('actorId');
    expect(standing.mutedWords).toEqual([
      expect.objectContaining({ phrase: 'ምርጫ', wholeWord: true }),
    ]);
    expect(standing.notificationPolicy).toEqual(expect.objectContaining({ newAccounts: 'filter' }));
    // Someone else's export holds none of it.
    const theirs = await exportData(t.app.platform.db, reporter.id);
    expect(theirs.standing.strikes).toEqual([]);
    expect(theirs.standing.mutedWords).toEqual([]);
  });
});
