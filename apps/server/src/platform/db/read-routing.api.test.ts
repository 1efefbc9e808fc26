import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, get, post } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The app with a "replica" that is its own database: which requests read from it, and that a
 * member reads their own write from the primary until the replica is seen past it.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp(
    { METRICS_TOKEN: 'read-routing-metrics-token' },
    { replicaOfItself: true },
  );
  await test.app.platform.reads?.check();
});
afterAll(async () => {
  await test.close();
});

async function routed(): Promise<Record<string, number>> {
  const metrics = await test.app.metrics.registry
    .getSingleMetric('aebro_db_reads_routed_total')
    ?.get();
  return Object.fromEntries(
    (metrics?.values ?? []).map((value) => [
      `${value.labels.pool}/${value.labels.reason}`,
      value.value,
    ]),
  );
}

describe('reads routed to a replica', () => {
  it('serve the search, /posts, the feed, the lists and other members’ profiles, posts and followers', async () => {
    const [author, reader] = [
      await createVerifiedMember(test.app),
      await createVerifiedMember(test.app),
    ];
    await test.app.platform.reads?.check();
    const before = (await routed())['replica-1/fresh'] ?? 0;
    for (const url of [
      '/api/v1/posts',
      '/api/v1/posts?q=injera',
      '/api/v1/people?q=a',
      `/api/v1/profiles/${author.id}`,
      `/api/v1/profiles/${author.id}/posts`,
      `/api/v1/profiles/${author.id}/followers`,
      '/api/v1/communities',
      '/api/v1/events',
      '/api/v1/feed',
    ])
      expect((await get(test.app, url, reader.jar)).statusCode).toBe(200);
    expect((await routed())['replica-1/fresh'] ?? 0).toBe(before + 9);
    const queries = test.app.metrics.registry.getSingleMetric('aebro_db_queries_total');
    const replicaQueries = (await queries?.get())?.values.find(
      (v) => v.labels.pool === 'replica-1',
    );
    expect(replicaQueries?.value ?? 0).toBeGreaterThan(0);
  });

  it("keep a member's reads on the primary right after their write, and show it to them", async () => {
    const author = await createVerifiedMember(test.app);
    await test.app.platform.reads?.check();
    // Where reads after the write went: the primary, or a replica seen past the write (the
    // routing's own timer may check it meanwhile).
    const afterWrite = async () => {
      const counts = await routed();
      return (counts['primary/own-write'] ?? 0) + (counts['replica-1/replayed'] ?? 0);
    };
    const before = await afterWrite();
    const created = await post(
      test.app,
      '/api/v1/posts',
      { body: 'Buna after the rain' },
      author.jar,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    for (const url of ['/api/v1/feed', '/api/v1/posts', `/api/v1/profiles/${author.id}/posts`]) {
      const page = (await get(test.app, url, author.jar)).json<{ items: Array<{ id: string }> }>();
      expect(page.items.map((item) => item.id)).toContain(id);
    }
    // The feed and /posts were the member's reads after a write (their own list is the primary's).
    expect(await afterWrite()).toBe(before + 2);
    await test.app.platform.reads?.check();
    const primaryBefore = (await routed())['primary/own-write'] ?? 0;
    expect((await get(test.app, '/api/v1/feed', author.jar)).statusCode).toBe(200);
    expect((await routed())['primary/own-write'] ?? 0).toBe(primaryBefore);
  });
});
