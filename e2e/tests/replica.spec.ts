import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startCluster, type Cluster } from '../support/cluster';
import { replicationAvailable, startReplication, type Replication } from '../support/replication';

// A primary and a streaming replica (Debian's PostgreSQL), PgBouncer 1.18 in transaction mode in
// front of the primary, two server processes behind HAProxy, one Redis: the build as a deployment
// past one database runs it. Packages it lacks are installed (as .ci/run does for HAProxy).
const metricsToken = 'replica-journey-metrics-token';

test.describe('reads from a replica, writes through PgBouncer', () => {
  test.skip(
    !replicationAvailable(),
    'needs TEST_REDIS_URL, PostgreSQL 15, PgBouncer and HAProxy (see .ci/run)',
  );
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let replication: Replication;
  let cluster: Cluster;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    replication = await startReplication();
    cluster = await startCluster(2, {
      databaseUrl: replication.poolerUrl,
      env: {
        DATABASE_DIRECT_URL: replication.primaryUrl,
        DATABASE_REPLICA_URL: replication.replicaUrl,
        DATABASE_PREPARED_STATEMENTS: 'unnamed',
        METRICS_TOKEN: metricsToken,
      },
    });
  });
  test.afterAll(async () => {
    await cluster?.stop();
    await replication?.stop();
  });

  async function query<T>(url: string, text: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** What the database did so far, from its own statistics (a replica counts its reads too). */
  async function databaseStats(url: string): Promise<{ reads: number; inserted: number }> {
    const [row] = await query<{ reads: string; inserted: string }>(
      url,
      `select tup_returned + tup_fetched as reads, tup_inserted as inserted
         from pg_stat_database where datname = 'aebro'`,
    );
    return { reads: Number(row?.reads), inserted: Number(row?.inserted) };
  }

  /** A counter summed over both processes' /metrics, for the series matching `series`. */
  async function metric(series: RegExp): Promise<number> {
    let total = 0;
    for (const process of cluster.processes) {
      const text = await (
        await fetch(`${process.url}/metrics`, {
          headers: { authorization: `Bearer ${metricsToken}` },
        })
      ).text();
      for (const line of text.split('\n'))
        if (series.test(line)) total += Number(line.split(' ').at(-1));
    }
    return total;
  }

  let accounts = 0;
  async function member(name: string): Promise<{ id: string; cookie: string; username: string }> {
    accounts += 1;
    const username = `${name}${Date.now().toString(36)}${accounts}`;
    const email = `${username}@example.org`;
    const created = await fetch(`${cluster.url}/api/v1/accounts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: cluster.url,
        'x-forwarded-for': `10.89.0.${accounts}`,
      },
      body: JSON.stringify({
        accountType: 'community',
        fullName: `${name} Replica`,
        username,
        email,
        password: 'Selam2024!',
        language: 'en',
      }),
    });
    expect(created.status).toBe(201);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const box = (await (await fetch(`${cluster.url}/api/dev/mailbox`)).json()) as {
          messages: Array<{ to: string; text: string }>;
        };
        link = box.messages
          .find((message) => message.to === email)
          ?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      })
      .toBeTruthy();
    const verified = await fetch(link ?? '', { redirect: 'manual' });
    const cookie = verified.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const session = (await (
      await fetch(`${cluster.url}/api/v1/session`, { headers: { cookie } })
    ).json()) as { user: { id: string } };
    return { id: session.user.id, cookie, username };
  }

  /** A request as `who`, through process `via` (0 or 1) or the load balancer. */
  async function call<T>(
    who: { cookie: string },
    method: string,
    path: string,
    body?: object,
    via?: number,
  ): Promise<{ status: number; body: T }> {
    const base = via === undefined ? cluster.url : (cluster.processes[via]?.url ?? '');
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: who.cookie,
        origin: cluster.url,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  type Page = { items: Array<{ id: string; body: string }> };

  /** Sign-up, following, posting, a feed, searches, a message and a job, end to end. */
  async function journey(tag: string): Promise<void> {
    const [author, reader] = [await member(`author${tag}`), await member(`reader${tag}`)];
    expect((await call(reader, 'PUT', `/api/v1/profiles/${author.id}/follow`)).status).toBe(200);

    // Written through process a; read back at once through process b and the balancer.
    const word = `teff${tag}${Date.now().toString(36)}`;
    const posted = await call<{ id: string }>(
      author,
      'POST',
      '/api/v1/posts',
      { body: `Injera with ${word}` },
      0,
    );
    expect(posted.status).toBe(201);
    for (const path of ['/api/v1/feed', `/api/v1/profiles/${author.id}/posts`, '/api/v1/posts'])
      for (const via of [1, undefined]) {
        const page = await call<Page>(author, 'GET', path, undefined, via);
        expect(page.status).toBe(200);
        expect(page.body.items.map((post) => post.id)).toContain(posted.body.id);
      }

    // Others see it within the replica's lag: their feed, the search, the author's profile.
    await expect
      .poll(async () => (await call<Page>(reader, 'GET', '/api/v1/feed')).body.items[0]?.id)
      .toBe(posted.body.id);
    await expect
      .poll(
        async () => (await call<Page>(reader, 'GET', `/api/v1/posts?q=${word}`)).body.items[0]?.id,
      )
      .toBe(posted.body.id);
    const found = await call<{ items: Array<{ id: string }> }>(
      reader,
      'GET',
      `/api/v1/people?q=${author.username}`,
    );
    expect(found.body.items.map((person) => person.id)).toContain(author.id);
    expect((await call(reader, 'GET', `/api/v1/profiles/${author.id}`)).status).toBe(200);
    expect((await call(reader, 'GET', '/api/v1/communities')).status).toBe(200);
    expect((await call(reader, 'GET', '/api/v1/events')).status).toBe(200);

    // A message, through one process, read through the other.
    const opened = await call<{ id: string }>(reader, 'POST', '/api/v1/conversations', {
      userId: author.id,
    });
    expect(opened.status).toBeLessThan(300);
    const sent = await call(
      reader,
      'POST',
      `/api/v1/conversations/${opened.body.id}/messages`,
      { clientId: `replica-${tag}`, body: `Selam ${tag}` },
      0,
    );
    expect(sent.status).toBeLessThan(300);
    const messages = await call<{ items: Array<{ body: string }> }>(
      author,
      'GET',
      `/api/v1/conversations/${opened.body.id}/messages`,
      undefined,
      1,
    );
    expect(messages.body.items.map((message) => message.body)).toContain(`Selam ${tag}`);

    // The follow's notification is a job: it ran once, on one of the two processes.
    await expect
      .poll(async () => {
        const list = await call<{ items: Array<{ type: string }> }>(
          author,
          'GET',
          '/api/v1/notifications',
        );
        return list.body.items.filter((item) => item.type === 'follow').length;
      })
      .toBe(1);
  }

  test('reads reach the replica, writes the primary through PgBouncer, and a writer sees their own post at once', async () => {
    const [replicaBefore, primaryBefore] = [
      await databaseStats(replication.replicaUrl),
      await databaseStats(replication.primaryUrl),
    ];
    await journey('one');

    const [replicaAfter, primaryAfter] = [
      await databaseStats(replication.replicaUrl),
      await databaseStats(replication.primaryUrl),
    ];
    expect(replicaAfter.reads).toBeGreaterThan(replicaBefore.reads);
    expect(primaryAfter.inserted).toBeGreaterThan(primaryBefore.inserted);
    expect(await metric(/^aebro_db_queries_total\{pool="replica-1"\}/)).toBeGreaterThan(0);
    // A member's lag-tolerant reads go to the replica once it has replayed their last write (its
    // position is checked every half second; until then they stay on the primary, 'own-write'). A
    // quick journey may end inside that half second, so a member reads on until the replica serves.
    const later = await member('later');
    await expect
      .poll(async () => {
        expect((await call(later, 'GET', '/api/v1/communities')).status).toBe(200);
        return await metric(/^aebro_db_reads_routed_total\{pool="replica-1"/);
      })
      .toBeGreaterThan(0);
    // The writer's reads right after writing went where their write was: the primary, or a
    // replica that had replayed it (read-your-writes).
    expect(
      await metric(/^aebro_db_reads_routed_total\{pool="[^"]+",reason="(own-write|replayed)"/),
    ).toBeGreaterThan(0);
    // The app's statements went through PgBouncer in transaction mode.
    const pooled = await query<{ database: string; total_xact_count: string }>(
      replication.poolerAdminUrl,
      'show stats',
    );
    const aebro = pooled.find((row) => row.database === 'aebro');
    expect(Number(aebro?.total_xact_count)).toBeGreaterThan(0);

    // Every job ran once: none was retried, and none is still running or failed.
    const jobs = await query<{ state: string; retried: string; count: string }>(
      replication.primaryUrl,
      `select state, count(*) filter (where retry_count > 0) as retried, count(*) as count
         from pgboss.job group by state`,
    );
    expect(jobs.filter((row) => row.state === 'failed')).toEqual([]);
    expect(jobs.reduce((sum, row) => sum + Number(row.retried), 0)).toBe(0);
  });

  test('with the replica stopped, the primary serves everything', async () => {
    await replication.stopReplica();
    await journey('two');
    await expect.poll(async () => await metric(/^aebro_db_replica_usable\{/)).toBe(0);
  });
});
