import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, requestAs, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { exportDrafts } from './export-drafts.repository';

/* A member's export holds their drafts and scheduled posts, nobody else's (issue 36). */

let t: TestApp;
let author: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [author, other] = await Promise.all([createVerifiedMember(t.app), createVerifiedMember(t.app)]);
});
afterAll(() => t.close());

describe('drafts in the export', () => {
  it('holds my drafts and scheduled posts, not the published ones nor anyone else’s', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    for (const payload of [{ body: 'Kept for later' }, { body: 'At six', scheduledAt: at }])
      expect((await requestAs(t.app, author, 'POST', '/api/v1/drafts', payload)).statusCode).toBe(
        201,
      );
    const sent = await requestAs(t.app, author, 'POST', '/api/v1/drafts', { body: 'Sent' });
    const sentId = sent.json<{ id: string }>().id;
    await requestAs(t.app, author, 'POST', `/api/v1/drafts/${sentId}/publish`);
    await requestAs(t.app, other, 'POST', '/api/v1/drafts', { body: 'Not theirs' });

    const mine = await exportDrafts(t.app.platform.db, author.id);
    expect(mine.map((draft) => [draft.body, draft.state])).toEqual([
      ['Kept for later', 'draft'],
      ['At six', 'scheduled'],
    ]);
    expect(mine[1]?.scheduledAt?.toISOString()).toBe(at);
  });
});
