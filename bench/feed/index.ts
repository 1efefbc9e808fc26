import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { randomSecret, sessionCookie } from '../common/auth';
import { prepareBuild } from '../common/build';
import { cleanupAll } from '../common/cleanup';
import { createDatabase, existingDatabase, serverVersion } from '../common/database';
import { machineInfo, updateReadmeSection, writeJson } from '../common/report';
import { startAebro, type AebroServer } from '../common/server';
import { median, sleep } from '../common/stats';
import { countGraph, generateGraph, type GeneratedGraph } from './generate';
import { apiLoad, sqlLoad, type Throughput, type Viewer } from './load';
import { explainPage, timePages, walkFeed, walkTiming } from './pages';
import { explainTimelinePage, genericPlans } from './queries';
import { findProfile, summarizeProfile, type ProfileSummary } from './profile';
import { measureWithIndex, type WhatIf } from './what-if';
import { postingPhase, warmTimelines } from './fanout';
import { evaluateTargets, printReport, readmeSection, type FeedResults } from './report';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(benchDir, '..');

const usage = `usage: npm run bench -- feed [options]
  --users N          users to generate (default 10000)
  --posts N          posts to generate (default 1000000; likes 2×, comments ½×, saves ⅕× as many)
  --seconds N        duration of each load phase (default 15)
  --connections N    concurrent connections / SQL clients (default 8)
  --sample N         users whose cookies the load rotates through (default 50)
  --pages N          the deep page compared with page 1 (default 100)
  --followers N      followers of the author whose posting is timed (default 5000)
  --post-count N     posts that author sends, one every 250 ms (default 100)
  --no-build         use the existing apps/*/dist
  --no-profile       skip the CPU-profile phase
  --what-if          also measure with an extra index in the query's order (the schema's
                     index has matched the query since migration 0007, so this is off)
  --replica-url URL  also measure the feed with DATABASE_REPLICA_URL=URL (a streaming replica of
                     the bench database, e.g. made with pg_basebackup -R; its database name must match)
  --keep-database    do not drop the generated database (its name is printed)
  --database NAME    reuse a database kept earlier instead of generating one`;

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      users: { type: 'string', default: '10000' },
      posts: { type: 'string', default: '1000000' },
      seconds: { type: 'string', default: '15' },
      connections: { type: 'string', default: '8' },
      sample: { type: 'string', default: '50' },
      pages: { type: 'string', default: '100' },
      followers: { type: 'string', default: '5000' },
      'post-count': { type: 'string', default: '100' },
      'no-build': { type: 'boolean', default: false },
      'no-profile': { type: 'boolean', default: false },
      'what-if': { type: 'boolean', default: false },
      'keep-database': { type: 'boolean', default: false },
      'replica-url': { type: 'string' },
      database: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const int = (name: string, value: string, min: number): number => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min)
      throw new Error(`--${name} must be a whole number ≥ ${min}\n${usage}`);
    return parsed;
  };
  return {
    help: values.help,
    users: int('users', values.users, 200),
    posts: int('posts', values.posts, 1000),
    seconds: int('seconds', values.seconds, 1),
    connections: int('connections', values.connections, 1),
    sample: int('sample', values.sample, 1),
    pages: int('pages', values.pages, 2),
    followers: int('followers', values.followers, 1),
    postCount: int('post-count', values['post-count'], 1),
    build: !values['no-build'],
    profile: !values['no-profile'],
    whatIf: values['what-if'],
    keep: values['keep-database'],
    database: values.database,
    replicaUrl: values['replica-url'],
  };
}

async function pickViewers(
  databaseUrl: string,
  secret: string,
  sample: number,
  pages: number,
): Promise<{ sample: Viewer[]; walkers: Array<Viewer & { feedPosts: number }> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const toViewer = (row: { id: string; token: string; following: number }): Viewer => ({
      id: row.id,
      token: row.token,
      cookie: sessionCookie(secret, row.token),
      following: row.following,
    });
    // md5 of the id: a fixed pseudo-random sample of ordinary users.
    const sampled = await client.query<{ id: string; token: string; following: number }>(
      `select p.id, s.token, p.following_count as following from profiles p join sessions s on s.user_id = p.id
       order by md5(p.id) limit $1`,
      [sample],
    );
    // Users following about 100 whose feed is deep enough for the page walk.
    const walkers = await client.query<{
      id: string;
      token: string;
      following: number;
      feed_posts: string;
    }>(
      `select * from (
         select p.id, s.token, p.following_count as following,
                p.posts_count + (select coalesce(sum(a.posts_count), 0) from follows f join profiles a on a.id = f.following_id
                                 where f.follower_id = p.id) as feed_posts
         from profiles p join sessions s on s.user_id = p.id
         order by abs(p.following_count - 100), md5(p.id) limit 200
       ) as c where feed_posts > $1 order by abs(following - 100), md5(id) limit 5`,
      [pages * 20 + 20],
    );
    if (walkers.rows.length === 0)
      throw new Error(
        `no user following ~100 has ${pages} pages of feed: generate more posts per user or lower --pages`,
      );
    return {
      sample: sampled.rows.map(toViewer),
      walkers: walkers.rows.map((row) => ({ ...toViewer(row), feedPosts: Number(row.feed_posts) })),
    };
  } finally {
    await client.end();
  }
}

async function vacuumTimelines(databaseUrl: string): Promise<{ autovacuum: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze home_timelines, home_timeline_states');
    const setting = await client.query<{ autovacuum: string }>('show autovacuum');
    return { autovacuum: setting.rows[0]?.autovacuum ?? 'unknown' };
  } finally {
    await client.end();
  }
}

async function profileServer(
  stageRoot: string,
  databaseUrl: string,
  secret: string,
  viewers: Viewer[],
  o: ReturnType<typeof options>,
): Promise<ProfileSummary> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-bench-profile-'));
  try {
    const server = await startAebro({
      root: stageRoot,
      databaseUrl,
      authSecret: secret,
      label: 'feed-profile',
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    });
    try {
      await apiLoad(server.baseUrl, databaseUrl, viewers, o.connections, 3, server.pid, 'warm-up');
      await apiLoad(server.baseUrl, databaseUrl, viewers, o.connections, 10, server.pid);
    } finally {
      await server.stop();
    }
    return summarizeProfile(findProfile(dir), 10);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The home feed under load against a generated graph: API vs the same SQL, page 1 vs a deep page,
 * EXPLAIN of both, and a CPU profile of the server.
 */
export async function run(args: string[]): Promise<void> {
  const o = options(args);
  if (o.help) {
    console.log(usage);
    return;
  }
  const started = performance.now();
  try {
    const stage = await prepareBuild(root, o.build);
    const db = o.database ? existingDatabase(o.database) : await createDatabase('feed', o.keep);
    const secret = randomSecret();
    console.log(`Database ${db.name}; starting the server (applies the migrations)…`);
    let server = await startAebro({
      root: stage.root,
      databaseUrl: db.url,
      authSecret: secret,
      label: 'feed',
    });

    let graph: GeneratedGraph;
    if (o.database) {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      graph = { ...(await countGraph(client)), seconds: 0, steps: [] };
      await client.end();
      console.log(`Reusing ${db.name}: ${graph.users} users, ${graph.posts} posts.`);
    } else {
      // Generation competes for the CPUs; the server is restarted afterwards with cold pools.
      await server.stop();
      console.log(`Generating ${o.users} users and ${o.posts} posts…`);
      const size = {
        users: o.users,
        posts: o.posts,
        likes: o.posts * 2,
        comments: Math.round(o.posts / 2),
        saves: Math.round(o.posts / 5),
      };
      graph = await generateGraph(db.url, size);
      console.log(
        `Generated in ${graph.seconds.toFixed(0)} s (${(graph.databaseBytes / 1024 ** 3).toFixed(2)} GiB).`,
      );
      server = await startAebro({
        root: stage.root,
        databaseUrl: db.url,
        authSecret: secret,
        label: 'feed',
      });
    }

    const { sample, walkers } = await pickViewers(db.url, secret, o.sample, o.pages);
    const check = await fetch(`${server.baseUrl}/api/v1/feed?limit=20`, {
      headers: { cookie: sample[0]?.cookie ?? '' },
    });
    if (check.status !== 200)
      throw new Error(
        `the feed answered ${check.status} to a signed-in user: ${await check.text()}`,
      );

    // Nobody has read a feed in the generated data: each viewer's first read rebuilds theirs.
    console.log(`First reads (timeline rebuilds) for ${sample.length + walkers.length} viewers…`);
    const rebuild = await warmTimelines(server.baseUrl, [...sample, ...walkers]);
    console.log(
      `  rebuild: p50 ${rebuild.p50Ms.toFixed(1)} ms, p99 ${rebuild.p99Ms.toFixed(1)} ms, max ${rebuild.maxMs.toFixed(1)} ms`,
    );
    // What autovacuum does soon after a bulk write (it is off on some test servers, this machine's
    // among them): without it the new timelines keep no statistics and no visibility map, and the
    // load below measured the minutes after a bulk load rather than a running site.
    const maintained = await vacuumTimelines(db.url);
    console.log(`  then VACUUM ANALYZE of the timelines (autovacuum ${maintained.autovacuum})`);

    console.log(
      `Warming up (3 s), then ${o.seconds} s of autocannon at ${o.connections} connections…`,
    );
    // A 3 s warm-up, then the measured load (of the feed, unless `path` says otherwise).
    const measure = async (target: AebroServer, label: string, path?: string) => {
      await apiLoad(target.baseUrl, db.url, sample, o.connections, 3, target.pid, 'warm-up', path);
      return apiLoad(
        target.baseUrl,
        db.url,
        sample,
        o.connections,
        o.seconds,
        target.pid,
        label,
        path,
      );
    };
    const loadAtApi = os.loadavg();
    const api = await measure(server, 'API (new) GET /api/v1/feed: precomputed timeline');
    console.log(
      `  API (timeline): ${api.perSecond.toFixed(0)} req/s, p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms, server CPU ${api.cpu.server.toFixed(2)} cores`,
    );
    // What this machine gives any signed-in request that reads the database (the same server,
    // connections and users): machines differ, and this is the ceiling the feed is measured under.
    const floorPath = '/api/v1/notifications/unread-count';
    const apiFloor = await measure(
      server,
      `API floor: GET ${floorPath} (the session and one small count)`,
      floorPath,
    );
    console.log(
      `  API floor (${floorPath}): ${apiFloor.perSecond.toFixed(0)} req/s, p50 ${apiFloor.p50Ms} ms`,
    );
    console.log('The old pull query: a second server with FEED_TIMELINE=off…');
    await server.stop();
    const pullServer = await startAebro({
      root: stage.root,
      databaseUrl: db.url,
      authSecret: secret,
      label: 'feed-pull',
      env: { FEED_TIMELINE: 'off' },
    });
    const apiPull = await measure(pullServer, 'API (old) GET /api/v1/feed: pull query');
    await pullServer.stop();
    console.log(
      `  API (pull): ${apiPull.perSecond.toFixed(0)} req/s, p50 ${apiPull.p50Ms} ms, p99 ${apiPull.p99Ms} ms`,
    );
    // Behind PgBouncer before 1.21 the server sends every statement unnamed (issue 38): each is
    // parsed and planned again on every execution; this is what that costs the feed.
    console.log('Unnamed statements: a server with DATABASE_PREPARED_STATEMENTS=unnamed…');
    const unnamedServer = await startAebro({
      root: stage.root,
      databaseUrl: db.url,
      authSecret: secret,
      label: 'feed-unnamed',
      env: { DATABASE_PREPARED_STATEMENTS: 'unnamed' },
    });
    const apiUnnamed = await measure(
      unnamedServer,
      'API (new), statements sent unnamed (PgBouncer < 1.21): GET /api/v1/feed',
    );
    await unnamedServer.stop();
    console.log(`  API (unnamed statements): ${apiUnnamed.perSecond.toFixed(0)} req/s`);
    let apiReplica: Throughput | null = null;
    if (o.replicaUrl) {
      console.log('A server reading from the replica (DATABASE_REPLICA_URL)…');
      const replicaServer = await startAebro({
        root: stage.root,
        databaseUrl: db.url,
        authSecret: secret,
        label: 'feed-replica',
        env: { DATABASE_REPLICA_URL: o.replicaUrl },
      });
      apiReplica = await measure(
        replicaServer,
        'API (new), reads on the replica (DATABASE_REPLICA_URL): GET /api/v1/feed',
      );
      await replicaServer.stop();
      console.log(`  API (replica): ${apiReplica.perSecond.toFixed(0)} req/s`);
    }
    server = await startAebro({
      root: stage.root,
      databaseUrl: db.url,
      authSecret: secret,
      label: 'feed',
    });
    console.log(`${o.seconds} s of the same SQL from ${o.connections} pg clients…`);
    const sqlTimeline = await sqlLoad(
      db.url,
      sample,
      o.connections,
      o.seconds,
      server.pid,
      'timeline',
    );
    console.log(
      `  SQL (timeline): ${sqlTimeline.perSecond.toFixed(0)}/s, p50 ${sqlTimeline.p50Ms.toFixed(2)} ms, p99 ${sqlTimeline.p99Ms.toFixed(2)} ms`,
    );
    const sql = await sqlLoad(db.url, sample, o.connections, o.seconds, server.pid, 'feed');
    console.log(
      `  SQL (pull): ${sql.perSecond.toFixed(0)}/s, p50 ${sql.p50Ms.toFixed(2)} ms, p99 ${sql.p99Ms.toFixed(2)} ms`,
    );
    const sqlFull = await sqlLoad(db.url, sample, o.connections, o.seconds, server.pid, 'full');
    console.log(`  SQL of the whole old request: ${sqlFull.perSecond.toFixed(0)}/s`);

    console.log(`Walking ${o.pages} pages for ${walkers.length} users following ~100…`);
    const walks = [];
    for (const viewer of walkers)
      walks.push({ viewer, ...(await walkFeed(server.baseUrl, viewer, o.pages)) });
    const walk = walkTiming(walks);
    console.log(
      `  first visits: page median ${walk.medianMs.toFixed(2)} ms; slowest ${walk.slowest.map((p) => `page ${p.page} ${p.medianMs.toFixed(1)} ms`).join(', ')}`,
    );
    const pageList = [...new Set([1, 2, 10, 40, Math.round(o.pages / 2), o.pages])]
      .filter((p) => p <= o.pages)
      .sort((a, b) => a - b);
    const repetitions = 10;
    const pages = await timePages(server.baseUrl, db.url, walks, pageList, repetitions);
    const first = pages[0];
    const deep = pages.at(-1);
    const firstWalk = walks[0];
    if (!first || !deep || !firstWalk) throw new Error('no page timings');
    const explainClient = new pg.Client({ connectionString: db.url, options: genericPlans });
    await explainClient.connect();
    const timelinePage1 = await explainTimelinePage(explainClient, firstWalk.viewer.id).finally(
      () => explainClient.end(),
    );
    const explain = {
      timelinePage1,
      page1: await explainPage(db.url, firstWalk.viewer, undefined),
      pageN: await explainPage(db.url, firstWalk.viewer, firstWalk.cursors[o.pages - 1]),
    };
    console.log(
      `Posting: an author with ${o.followers} followers sends ${o.postCount} posts, one every 250 ms…`,
    );
    const posting = await postingPhase(
      server.baseUrl,
      db.url,
      secret,
      [...sample, ...walkers].map((viewer) => viewer.id),
      { followers: o.followers, count: o.postCount, gapMs: 250 },
    );
    console.log(
      `  creation p50 ${posting.create.p50Ms.toFixed(1)} ms, p99 ${posting.create.p99Ms.toFixed(1)} ms; ` +
        `visible to all ${posting.activeFollowers} active followers: p50 ${posting.visible.p50Ms.toFixed(0)} ms, ` +
        `p99 ${posting.visible.p99Ms.toFixed(0)} ms (${posting.visible.missing} never)`,
    );
    let whatIf: WhatIf | null = null;
    if (o.whatIf) {
      console.log('Experiment: the same again with an index in the order the query asks for…');
      whatIf = await measureWithIndex(server, db.url, sample, walks, pageList, o);
    }
    await server.stop();

    let profile: ProfileSummary | null = null;
    if (o.profile) {
      console.log('Profiling a server under the same load (13 s)…');
      await sleep(500);
      profile = await profileServer(stage.root, db.url, secret, sample, o);
    }

    const following = sample.map((v) => v.following).sort((a, b) => a - b);
    const partial = {
      api: { perSecond: api.perSecond, p99Ms: api.p99Ms },
      posting,
      apiToSql: api.perSecond / sqlTimeline.perSecond,
      pageRatio: {
        api: deep.api.medianMs / first.api.medianMs,
        sql: deep.sql.medianMs / first.sql.medianMs,
      },
      options: {
        connections: o.connections,
        seconds: o.seconds,
        sampleUsers: sample.length,
        pages: o.pages,
        repetitions,
      },
    };
    const results: FeedResults = {
      date: new Date().toISOString(),
      machine: machineInfo(),
      postgres: await serverVersion(db.url),
      runSeconds: (performance.now() - started) / 1000,
      graph,
      sampleFollowing: {
        min: following[0] ?? 0,
        median: median(following),
        max: following.at(-1) ?? 0,
      },
      throughput: { api, apiFloor, apiPull, apiUnnamed, apiReplica, sqlTimeline, sql, sqlFull },
      apiToSqlFull: apiPull.perSecond / sqlFull.perSecond,
      rebuild,
      autovacuum: maintained.autovacuum,
      walk,
      loadAverage: { atApi: loadAtApi, atEnd: os.loadavg() },
      walkUsers: walkers.map((w) => ({ id: w.id, following: w.following, feedPosts: w.feedPosts })),
      pages,
      explain,
      profile,
      whatIf,
      ...partial,
      targets: evaluateTargets({
        ...partial,
        throughput: { api, apiFloor, apiPull, apiUnnamed, apiReplica, sqlTimeline, sql, sqlFull },
      }),
    };
    printReport(results);
    writeJson(path.join(benchDir, 'results', 'feed.json'), results);
    updateReadmeSection(path.join(benchDir, 'README.md'), 'feed', readmeSection(results));
    console.log(
      `\nWrote bench/results/feed.json and the feed section of bench/README.md (${(results.runSeconds / 60).toFixed(1)} min).`,
    );
  } finally {
    await cleanupAll();
  }
}
