import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, requestAs, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { exportPolls } from './export-polls.repository';

/* A member's export holds the polls of their posts (counts only) and their own votes (issue 36). */

let t: TestApp;
let author: TestUser;
let voter: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [author, voter] = await Promise.all([createVerifiedMember(t.app), createVerifiedMember(t.app)]);
});
afterAll(() => t.close());

describe('polls in the export', () => {
  it("holds my polls with their counts and my own votes, never another voter's id", async () => {
    const created = await requestAs(t.app, author, 'POST', '/api/v1/posts', {
      body: 'Tea or coffee?',
      poll: {
        options: ['Tea', 'Coffee'],
        closesAt: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json<{ id: string; poll: { options: Array<{ id: string }> } }>();
    const coffee = post.poll.options[1]?.id;
    const voted = await requestAs(t.app, voter, 'POST', `/api/v1/posts/${post.id}/poll/votes`, {
      optionIds: [coffee],
    });
    expect(voted.statusCode, voted.body).toBe(200);

    const mine = await exportPolls(t.app.platform.db, author.id);
    expect(mine.myPolls).toHaveLength(1);
    expect(mine.myPolls[0]).toMatchObject({ postId: post.id, multiple: false });
    expect(mine.myPolls[0]?.options).toEqual([
      { text: 'Tea', votes: 0 },
      { text: 'Coffee', votes: 1 },
    ]);
    expect(mine.myVotes).toEqual([]);
    expect(JSON.stringify(mine)).not.toContain(voter.id);

    const theirs = await exportPolls(t.app.platform.db, voter.id);
    expect(theirs.myPolls).toEqual([]);
    expect(theirs.myVotes).toMatchObject([{ postId: post.id, option: 'Coffee' }]);
  });
});
