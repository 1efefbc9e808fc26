import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { defaultPageLimit } from '@aebro/shared/connections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  homeTimelines,
  homeTimelineStates,
  homeTimelineWideAuthors,
} from '../../db/schema/timelines';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp, settle } from '../../test/test-app';
import { homeFeedRows } from './home-feed.repository';
import { firstTimelinePageStatement } from './timeline-pages.repository';

/**
 * The precomputed home timeline (issue 19) against the pull query it replaces: after every change
 * (posts, audience edits, deletes, follows, unfollows, blocks, mutes, memberships, rebuilds, trims,
 * wide authors) the API's pages hold the same posts in the same order as the pull query's pages.
 * Every post here is fanned out by the job (inline fan-out is off), wide authors have more than 2
 * followers, and timelines keep 6 rows (extended to 9 for a deep reader), so that the floor and the
 * pull query below it are crossed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    FEED_FANOUT_INLINE_MAX: '0',
    FEED_FANOUT_MAX_FOLLOWERS: '2',
    FEED_TIMELINE_SIZE: '6',
    FEED_TIMELINE_DEEP_SIZE: '9',
  });
});
afterAll(() => t.close());

const call = caller(() => t.app);

async function ok(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser,
  payload?: Record<string, unknown>,
): Promise<void> {
  const response = await call(user, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
}

async function post(
  by: TestUser,
  body: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await call(by, 'POST', '/api/v1/posts', { body, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** The whole feed through the API, 4 posts a page. */
async function apiFeed(user: TestUser): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const response = await call(user, 'GET', `/api/v1/feed?limit=4${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ items: Array<{ id: string }>; nextCursor: string | null }>();
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** The whole feed by the pull query, 4 posts a page. */
async function pullFeed(user: TestUser): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const rows = await homeFeedRows(
      t.app.platform.db,
      user.id,
      decodeCursor(cursor ?? undefined, 'timestamp'),
      4,
    );
    const page = toPage(rows, 4, (row) => ({ key: row.createdKey, id: row.id }));
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/**
 * The API's feed equals the pull query's, in pages of 4 and in a first page of the default size
 * (each size has its own statement, timeline-pages.repository); returns it.
 */
async function expectSame(user: TestUser): Promise<string[]> {
  await settle(t.app);
  const api = await apiFeed(user);
  expect(api).toEqual(await pullFeed(user));
  const first = await call(user, 'GET', '/api/v1/feed');
  expect(first.statusCode, first.body).toBe(200);
  const items = first.json<{ items: Array<{ id: string }> }>().items.map((item) => item.id);
  expect(items).toEqual(api.slice(0, defaultPageLimit));
  return api;
}

async function stored(user: TestUser): Promise<string[]> {
  const rows = await t.app.platform.db
    .select({ id: homeTimelines.postId })
    .from(homeTimelines)
    .where(eq(homeTimelines.userId, user.id));
  return rows.map((row) => row.id);
}

async function readAgo(user: TestUser, interval: string): Promise<void> {
  await t.app.platform.db
    .update(homeTimelineStates)
    .set({ readAt: sql`now() - ${interval}::interval` })
    .where(eq(homeTimelineStates.userId, user.id));
}

const people = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createVerifiedMember(t.app)));

describe('the home timeline', () => {
  it('gives the pull query’s pages through posts, audience edits, deletes, follows, unfollows, blocks, mutes and memberships', async () => {
    const [reader, almaz, bekele, chala, stranger] = await people(5);
    if (!reader || !almaz || !bekele || !chala || !stranger) throw new Error('no people');
    await ok('PUT', `/api/v1/profiles/${almaz.id}/follow`, reader);
    await ok('PUT', `/api/v1/profiles/${bekele.id}/follow`, reader);
    const circle = await call(stranger, 'POST', '/api/v1/communities', {
      name: 'Timeline circle',
      description: 'A community for the timeline.',
      privacy: 'public',
    });
    const circleId = circle.json<{ id: string }>().id;
    await ok('PUT', `/api/v1/communities/${circleId}/membership`, reader, {});
    await ok('PUT', `/api/v1/communities/${circleId}/membership`, almaz, {});

    await post(almaz, 'Almaz 1');
    const followersOnly = await post(bekele, 'Bekele, followers only', { audience: 'followers' });
    await post(reader, 'Reader 1');
    const inCircle = await post(almaz, 'Almaz in the circle', {
      audience: 'community',
      communityId: circleId,
    });
    await post(stranger, 'Not followed');
    await post(chala, 'Chala 1');

    // The first read builds the timeline from the pull query.
    const first = await expectSame(reader);
    expect(first).toHaveLength(4);
    expect(await stored(reader)).toHaveLength(4);

    // New posts reach the timeline through the fan-out job.
    const later = await post(almaz, 'Almaz 2');
    expect(await expectSame(reader)).toContain(later);
    expect(await stored(reader)).toContain(later);

    await ok('PATCH', `/api/v1/posts/${followersOnly}`, bekele, { audience: 'public' });
    await expectSame(reader);

    await ok('DELETE', `/api/v1/posts/${later}`, almaz);
    expect(await expectSame(reader)).not.toContain(later);
    expect(await stored(reader)).not.toContain(later);

    const chalaPosts = [await post(chala, 'Chala 2')];
    await ok('PUT', `/api/v1/profiles/${chala.id}/follow`, reader);
    const followed = await expectSame(reader);
    expect(followed).toEqual(expect.arrayContaining(chalaPosts));
    expect(await stored(reader)).toEqual(expect.arrayContaining(chalaPosts));

    await ok('DELETE', `/api/v1/profiles/${bekele.id}/follow`, reader);
    expect(await expectSame(reader)).not.toContain(followersOnly);
    expect(await stored(reader)).not.toContain(followersOnly);

    // A block ends the follow: Almaz's own posts leave; the circle's post is hidden while it lasts.
    await ok('PUT', `/api/v1/profiles/${almaz.id}/block`, reader);
    const blocked = await expectSame(reader);
    expect(blocked).not.toContain(inCircle);
    expect(await stored(reader)).toEqual(expect.arrayContaining([inCircle]));
    await ok('DELETE', `/api/v1/profiles/${almaz.id}/block`, reader);
    expect(await expectSame(reader)).toContain(inCircle);

    await ok('PUT', `/api/v1/profiles/${chala.id}/mute`, reader);
    expect(await expectSame(reader)).not.toEqual(expect.arrayContaining(chalaPosts));
    await ok('DELETE', `/api/v1/profiles/${chala.id}/mute`, reader);
    expect(await expectSame(reader)).toEqual(expect.arrayContaining(chalaPosts));

    await ok('DELETE', `/api/v1/communities/${circleId}/membership`, reader);
    expect(await expectSame(reader)).not.toContain(inCircle);
    expect(await stored(reader)).not.toContain(inCircle);
    await ok('PUT', `/api/v1/communities/${circleId}/membership`, reader, {});
    expect(await expectSame(reader)).toContain(inCircle);
    expect(await stored(reader)).toContain(inCircle);
  });

  it('keeps 6 rows, extends them to 9 for a deep reader, pages below from the pull query, and is rebuilt for a member back after a long absence', async () => {
    const [reader, author] = await people(2);
    if (!reader || !author) throw new Error('no people');
    await ok('PUT', `/api/v1/profiles/${author.id}/follow`, reader);
    const written: string[] = [];
    for (let index = 1; index <= 10; index += 1)
      written.unshift(await post(author, `Post ${index}`));
    // The first read keeps 6; the page that reaches the floor extends the timeline by 3 (to 9), and
    // the last post comes from the pull query.
    expect(await expectSame(reader)).toEqual(written);
    expect((await stored(reader)).sort()).toEqual(written.slice(0, 9).sort());

    for (let index = 11; index <= 13; index += 1) await post(author, `Post ${index}`);
    expect(await expectSame(reader)).toHaveLength(13);
    // Fan-out writes above the floor; a timeline already at its deep size is not extended.
    expect(await stored(reader)).toHaveLength(12);

    // Read an hour later: the timeline is cut back to 6 and the floor moves up.
    await readAgo(reader, '2 hours');
    await call(reader, 'GET', '/api/v1/feed?limit=4');
    expect(await stored(reader)).toHaveLength(6);
    expect(await expectSame(reader)).toHaveLength(13);
    expect(await stored(reader)).toHaveLength(9);

    // Away for 40 days: new posts are not written for them; their next read rebuilds.
    await readAgo(reader, '40 days');
    const missed = await post(author, 'While away');
    await settle(t.app);
    expect(await stored(reader)).not.toContain(missed);
    const [before] = await t.app.platform.db
      .select({ builtAt: homeTimelineStates.builtAt })
      .from(homeTimelineStates)
      .where(eq(homeTimelineStates.userId, reader.id));
    const back = await expectSame(reader);
    expect(back[0]).toBe(missed);
    expect(await stored(reader)).toContain(missed);
    const [after] = await t.app.platform.db
      .select({ builtAt: homeTimelineStates.builtAt })
      .from(homeTimelineStates)
      .where(eq(homeTimelineStates.userId, reader.id));
    expect(after?.builtAt.getTime()).toBeGreaterThan(before?.builtAt.getTime() ?? Infinity);
  });

  it('merges the posts of an author with more followers than fan-out serves when a page is read', async () => {
    const [star, reader, second, third] = await people(4);
    if (!star || !reader || !second || !third) throw new Error('no people');
    for (const fan of [reader, second, third])
      await ok('PUT', `/api/v1/profiles/${star.id}/follow`, fan);
    const earlier = await post(star, 'Before the reader came');
    await expectSame(reader);
    const news = [await post(star, 'Star 1'), await post(star, 'Star 2')];
    await post(reader, 'My own');
    const feed = await expectSame(reader);
    expect(feed.slice(1)).toEqual([...news].reverse().concat(earlier));
    // Nothing of the star's was written to the reader's timeline after it became wide.
    expect(await stored(reader)).not.toEqual(expect.arrayContaining(news));
    const wide = await t.app.platform.db
      .select({ id: homeTimelineWideAuthors.authorId })
      .from(homeTimelineWideAuthors);
    expect(wide.map((row) => row.id)).toContain(star.id);
    // Unfollowing takes them out at once.
    await ok('DELETE', `/api/v1/profiles/${star.id}/follow`, reader);
    expect(await expectSame(reader)).toHaveLength(1);
  });
});

describe("the feed benchmark's SQL row", () => {
  // `npm run bench -- feed` compares the API with this statement sent alone (API ÷ SQL).
  const benchCopy = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../../bench/feed/timeline-page.json',
  );

  it('sends the statement the server sends for page 1 (update the copy with vitest -u)', async () => {
    const statement = firstTimelinePageStatement(t.app.platform.db);
    await expect(`${JSON.stringify(statement, null, 2)}\n`).toMatchFileSnapshot(benchCopy);
  });

  it('which, given the viewer and the page size by name, reads the API’s first page', async () => {
    const [author, reader] = await people(2);
    if (!author || !reader) throw new Error('no people');
    await ok('PUT', `/api/v1/profiles/${author.id}/follow`, reader);
    for (const body of ['One', 'Two', 'Three']) await post(author, body);
    const feed = await expectSame(reader);
    const { text, parameters } = firstTimelinePageStatement(t.app.platform.db);
    const values: Record<string, unknown> = { viewer: reader.id, limit: 21 };
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    try {
      const result = await client.query<string[]>({
        text,
        values: parameters.map((name) => values[name]),
        rowMode: 'array',
      });
      expect(result.rows.map((row) => row[0])).toEqual(feed);
    } finally {
      await client.end();
    }
  });
});
