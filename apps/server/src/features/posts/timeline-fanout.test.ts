import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, profiles } from '../../db/schema/profiles';
import { homeTimelines, homeTimelineStates } from '../../db/schema/timelines';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp, settle } from '../../test/test-app';
import { fanOutJob } from './timeline.service';

/**
 * The `feed.fan-out` job writes a large audience in batches (here 2 members a statement): every
 * active member of the audience gets the post, whatever the batch boundaries, members away longer
 * than the active period do not, and running the job again changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    FEED_FANOUT_INLINE_MAX: '0',
    FEED_FANOUT_BATCH: '2',
    FEED_FANOUT_PAUSE_MS: '0',
  });
});
afterAll(() => t.close());

const call = caller(() => t.app);

const people = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createVerifiedMember(t.app)));

async function post(by: TestUser, payload: Record<string, unknown>): Promise<string> {
  const response = await call(by, 'POST', '/api/v1/posts', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** The members whose timeline holds the post. */
async function holders(postId: string): Promise<string[]> {
  const rows = await t.app.platform.db
    .select({ id: homeTimelines.userId })
    .from(homeTimelines)
    .where(eq(homeTimelines.postId, postId));
  return rows.map((row) => row.id).sort();
}

/** The members read their feed `ago` (an interval): their timeline is kept, or not. */
async function readFeed(users: readonly TestUser[], ago: string): Promise<void> {
  await t.app.platform.db
    .insert(homeTimelineStates)
    .values(users.map((user) => ({ userId: user.id, readAt: sql`now() - ${ago}::interval` })))
    .onConflictDoUpdate({
      target: homeTimelineStates.userId,
      set: { readAt: sql`excluded.read_at` },
    });
}

describe('the fan-out job in batches', () => {
  it("writes a post to every active follower's timeline across batches, even when follows share their time", async () => {
    const [author, ...fans] = await people(8);
    if (!author || fans.length !== 7) throw new Error('no people');
    // Seven follows made in one statement share their created_at: the batches' order breaks the
    // tie by the follower's id.
    await t.app.platform.db
      .insert(follows)
      .values(fans.map((fan) => ({ followerId: fan.id, followingId: author.id })));
    await t.app.platform.db
      .update(profiles)
      .set({ followersCount: fans.length })
      .where(eq(profiles.id, author.id));
    const away = fans.slice(5);
    const active = fans.slice(0, 5);
    await readFeed(active, '1 minute');
    await readFeed(away, '40 days');

    const postId = await post(author, { body: 'For my followers', audience: 'public' });
    await settle(t.app);
    const expected = [author, ...active].map((user) => user.id).sort();
    expect(await holders(postId)).toEqual(expected);

    // Run again (a retried job): the same rows, nothing doubled.
    await fanOutJob(t.app.platform, postId);
    expect(await holders(postId)).toEqual(expected);
  });

  it("writes a community's post to every active member's timeline across batches", async () => {
    const [founder, ...joiners] = await people(6);
    if (!founder || joiners.length !== 5) throw new Error('no people');
    const created = await call(founder, 'POST', '/api/v1/communities', {
      name: 'Batch circle',
      description: 'A community for the batched fan-out.',
      privacy: 'public',
    });
    expect(created.statusCode, created.body).toBe(201);
    const communityId = created.json<{ id: string }>().id;
    for (const joiner of joiners) {
      const joined = await call(joiner, 'PUT', `/api/v1/communities/${communityId}/membership`, {});
      expect(joined.statusCode, joined.body).toBeLessThan(300);
    }
    const [away, ...active] = joiners;
    if (!away) throw new Error('no people');
    await readFeed([founder, ...active], '1 minute');
    await readFeed([away], '40 days');

    const postId = await post(founder, {
      body: 'For the circle',
      audience: 'community',
      communityId,
    });
    await settle(t.app);
    expect(await holders(postId)).toEqual([founder, ...active].map((user) => user.id).sort());
  });
});
