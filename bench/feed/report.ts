import {
  machineLine,
  table,
  targetsSection,
  when,
  type Machine,
  type TargetRow,
} from '../common/report';
import { fmtMs } from '../common/stats';
import type { PostingResult, RebuildTiming } from './fanout';
import type { GeneratedGraph } from './generate';
import type { Throughput } from './load';
import type { PageTiming, WalkTiming } from './pages';
import type { ProfileSummary } from './profile';
import type { WhatIf } from './what-if';

export type Target = TargetRow;

export interface FeedResults {
  date: string;
  machine: Machine;
  postgres: { version: string; sharedBuffers: string };
  runSeconds: number;
  options: {
    connections: number;
    seconds: number;
    sampleUsers: number;
    pages: number;
    repetitions: number;
  };
  graph: GeneratedGraph;
  sampleFollowing: { min: number; median: number; max: number };
  throughput: {
    api: Throughput;
    /** A signed-in route with one small indexed query: what this machine allows any such request. */
    apiFloor: Throughput;
    apiPull: Throughput;
    /** The same server sending every statement unnamed (DATABASE_PREPARED_STATEMENTS=unnamed). */
    apiUnnamed: Throughput;
    /** Reads on a replica (--replica-url), when one was given. */
    apiReplica: Throughput | null;
    sqlTimeline: Throughput;
    sql: Throughput;
    sqlFull: Throughput;
  };
  /** 1, 5 and 15 minute load averages when the API phase started and at the end. */
  loadAverage: { atApi: number[]; atEnd: number[] };
  rebuild: RebuildTiming;
  /** The server's autovacuum setting; the benchmark vacuums the timelines it built either way. */
  autovacuum: string;
  walk: WalkTiming;
  api: { perSecond: number; p99Ms: number };
  posting: PostingResult;
  apiToSql: number;
  apiToSqlFull: number;
  walkUsers: Array<{ id: string; following: number; feedPosts: number }>;
  pages: PageTiming[];
  pageRatio: { api: number; sql: number };
  /** The timeline request's statement (page 1), and the old pull query's candidates. */
  explain: { timelinePage1: string; page1: string; pageN: string };
  profile: ProfileSummary | null;
  whatIf: WhatIf | null;
  targets: Target[];
}

const n = (value: number): string => value.toLocaleString('en-US');
const pct = (share: number): string => `${(share * 100).toFixed(1)}%`;
const cores = (value: number): string => value.toFixed(2);
const cpuHeader = [
  'Load',
  'per s',
  'p50',
  'p99',
  'Errors',
  'Server CPU',
  'PostgreSQL CPU',
  'Bench CPU',
  'Other CPU',
];

/** Home feed ÷ API floor, both measured in the same run (issue 39: ratios hold across hosts). */
export function floorRatio(r: Pick<FeedResults, 'throughput'>): number {
  return r.throughput.api.perSecond / Math.max(1, r.throughput.apiFloor.perSecond);
}

export function evaluateTargets(
  r: Pick<FeedResults, 'throughput' | 'pageRatio' | 'options' | 'api' | 'posting'>,
): Target[] {
  const floor = Math.round(r.throughput.apiFloor.perSecond);
  const ratio = floorRatio(r);
  return [
    {
      name: `Home feed API throughput ÷ the API floor of the same run, ${r.options.connections} connections`,
      target: '≥ 0.7',
      measured: `${ratio.toFixed(2)} (${n(Math.round(r.api.perSecond))}/s ÷ ${n(floor)}/s)`,
      met: ratio >= 0.7,
    },
    {
      name: 'Home feed API p99',
      target: '≤ 25 ms',
      measured: fmtMs(r.api.p99Ms),
      met: r.api.p99Ms <= 25,
    },
    {
      name: `API latency, page ${r.options.pages} ÷ page 1 (median)`,
      target: '≤ 1.2',
      measured: r.pageRatio.api.toFixed(2),
      met: r.pageRatio.api <= 1.2,
    },
    {
      name: `Post creation p99, author with ${r.posting.followers.toLocaleString('en-US')} followers (host floor ${n(floor)}/s)`,
      target: '≤ 50 ms',
      measured: fmtMs(r.posting.create.p99Ms),
      met: r.posting.create.p99Ms <= 50,
    },
    {
      name: `Post in every active follower’s feed (${r.posting.activeFollowers.toLocaleString('en-US')}), p99`,
      target: '≤ 2 s',
      measured: `${fmtMs(r.posting.visible.p99Ms)}${r.posting.visible.missing > 0 ? `, ${r.posting.visible.missing} never` : ''}`,
      met: r.posting.visible.p99Ms <= 2000 && r.posting.visible.missing === 0,
    },
  ];
}

function throughputRows(list: readonly Throughput[]): string[][] {
  return list.map((t) => [
    t.label,
    n(Math.round(t.perSecond)),
    fmtMs(t.p50Ms),
    fmtMs(t.p99Ms),
    n(t.errors),
    cores(t.cpu.server),
    cores(t.cpu.postgres),
    cores(t.cpu.bench),
    cores(t.cpu.other),
  ]);
}

/** The text between the feed markers of bench/README.md. */
export function readmeSection(r: FeedResults): string {
  const g = r.graph;
  const last = r.options.pages;
  const lines = [
    '## feed: home feed throughput and deep pages',
    '',
    `Load average (1, 5, 15 min) when the API phase started: ${r.loadAverage.atApi.map((v) => v.toFixed(2)).join(', ')}; ` +
      `at the end: ${r.loadAverage.atEnd.map((v) => v.toFixed(2)).join(', ')} (2 cores, shared with other work).` +
      ((r.loadAverage.atApi[0] ?? 0) > 2
        ? ' ' +
          'With a load average above the 2 cores, other work took most of the machine (see Other CPU; the server process got a fraction of a core): the absolute numbers then say more about the machine than about the code, and the targets cannot be judged from this run; re-run on a quiet machine.'
        : ''),
    '',
    `Last run ${when(r.date)} on ${machineLine(r.machine)}; PostgreSQL ${r.postgres.version} on the same machine ` +
      `(shared_buffers ${r.postgres.sharedBuffers}). The whole run took ${(r.runSeconds / 60).toFixed(1)} min, ` +
      `of which ${Math.round(g.seconds)} s generating the data.`,
    '',
    '```sh',
    'npm run bench -- feed                                # 10,000 users, 1,000,000 posts (a few minutes)',
    'npm run bench -- feed --users 2000 --posts 100000   # a quick run',
    '```',
    '',
    `Data: ${n(g.users)} users, ${n(g.follows)} follows (58–158 drawn per user, duplicates dropped; 30% of the draws towards a few popular accounts), ` +
      `${n(g.posts)} posts over the last year (20% followers-only, authors skewed), ${n(g.likes)} likes, ${n(g.comments)} comments, ` +
      `${n(g.saves)} saves; ${(g.databaseBytes / 1024 ** 3).toFixed(2)} GiB on disk after VACUUM ANALYZE.`,
    '',
    ...targetsSection(r.targets),
    '',
    `### Throughput: page 1, ${r.options.connections} connections, ${r.options.seconds} s each`,
    '',
    `Each connection cycles through ${r.options.sampleUsers} users (following ${r.sampleFollowing.min}–${r.sampleFollowing.max}, ` +
      `median ${r.sampleFollowing.median}). The API is driven by autocannon; SQL by ${r.options.connections} pg clients ` +
      'in a closed loop, sending the text the endpoint sends. CPU is in cores busy on average: the server process, ' +
      "the PostgreSQL backends of the benchmark's database, the benchmark process (autocannon or the pg clients), " +
      'and everything else on the machine (other people share it).',
    '',
    ...table(
      cpuHeader,
      throughputRows([
        r.throughput.api,
        r.throughput.apiFloor,
        r.throughput.apiPull,
        r.throughput.apiUnnamed,
        ...(r.throughput.apiReplica ? [r.throughput.apiReplica] : []),
        r.throughput.sqlTimeline,
        r.throughput.sql,
        r.throughput.sqlFull,
      ]),
      [1, 2, 3, 4, 5, 6, 7, 8],
    ),
    '',
    `New API ÷ its own SQL (the page statement, which carries the member's state; the boost lookups, skipped ` +
      `while no boost runs as here, are not in it): **${r.apiToSql.toFixed(2)}**. Old API ÷ all the queries of the old ` +
      `request: ${r.apiToSqlFull.toFixed(2)}. New API ÷ old API: **${(r.throughput.api.perSecond / r.throughput.apiPull.perSecond).toFixed(1)}×**.`,
    '',
    'Statements sent unnamed (`DATABASE_PREPARED_STATEMENTS=unnamed`, for PgBouncer before 1.21 in transaction mode, ' +
      'which loses named prepared statements between transactions): PostgreSQL parses and plans each one on every ' +
      `execution. The feed then answers ${n(Math.round(r.throughput.apiUnnamed.perSecond))}/s, ` +
      `**${(r.throughput.apiUnnamed.perSecond / r.throughput.api.perSecond).toFixed(2)}×** its rate with named statements; ` +
      'PgBouncer ≥ 1.21 with `max_prepared_statements` keeps them named (README, "PgBouncer").' +
      (r.throughput.apiReplica
        ? ` Reading from the replica given (\`DATABASE_REPLICA_URL\`, on the same machine): ${n(Math.round(r.throughput.apiReplica.perSecond))}/s ` +
          `(${(r.throughput.apiReplica.perSecond / r.throughput.api.perSecond).toFixed(2)}× the primary alone; the replica’s PostgreSQL processes count as Other CPU). On one machine a replica shows what routing costs, not a gain: it shares the same two cores.`
        : ' No replica was given (`--replica-url`) in this run.'),
    '',
    `The API floor row is the same server, connections and users on one of the cheapest signed-in routes that read ` +
      `the database: one small count (unread notifications, with the block, mute and ban filters) and a reply of a few ` +
      `bytes. It shows what the machine allows a signed-in request. Home feed ÷ floor: **${(r.throughput.api.perSecond / r.throughput.apiFloor.perSecond).toFixed(2)}**. ` +
      '(When issue 19 was written, its machine answered a plain 20-row query through the same stack at about 4,200/s.)',
    '',
    "The old pull SQL rows use the benchmark's own text of the pull query (`bench/feed/queries.ts`), which predates the safety filters and community posts and so is lighter than what the old server sends; the old API row is the real server with `FEED_TIMELINE=off` (its pull query checks blocks, mutes and bans once per followed author since issue 19). Page 40 is the timeline's last full page (800 rows) after a rebuild; a reader who reaches the floor has the timeline extended below it, 800 rows at a time up to 4,000 (`FEED_TIMELINE_DEEP_SIZE`), so after the walk below pages 50 and 100 are timeline pages too.",
    '',
    `Before the load, each viewer's first read rebuilt their timeline from the pull query (nobody had read a feed in ` +
      `the generated data): ${r.rebuild.users} rebuilds, p50 ${fmtMs(r.rebuild.p50Ms)}, p99 ${fmtMs(r.rebuild.p99Ms)}, ` +
      `max ${fmtMs(r.rebuild.maxMs)} (a member back after a long absence pays this once). The benchmark then runs ` +
      `VACUUM ANALYZE on the timelines, as autovacuum would soon after such a bulk write (autovacuum is ` +
      `${r.autovacuum} on this server): the load measures a running site, not the minutes after a bulk load.`,
    '',
    '### Posting to many followers',
    '',
    `An author with ${n(r.posting.followers)} followers (${n(r.posting.activeFollowers)} of them active: they read ` +
      `their feed lately) sent ${r.posting.posts} posts through the API, one every 250 ms, while the benchmark polled ` +
      `each post's row in one follower's timeline every 20 ms and then counted its rows in all the active followers' timelines. Creation: p50 ${fmtMs(r.posting.create.p50Ms)}, ` +
      `**p99 ${fmtMs(r.posting.create.p99Ms)}**, max ${fmtMs(r.posting.create.maxMs)}. In every active follower's ` +
      `feed, counted from sending the request: p50 ${fmtMs(r.posting.visible.p50Ms)}, ` +
      `**p99 ${fmtMs(r.posting.visible.p99Ms)}**, max ${fmtMs(r.posting.visible.maxMs)}` +
      `${r.posting.visible.missing > 0 ? `; ${r.posting.visible.missing} posts never reached all of them within 60 s` : ''}. ` +
      'The fan-out job (pg-boss, polled every 0.5 s) writes the rows in one INSERT … SELECT per post.',
    ...(r.throughput.api.cpu.other - r.throughput.sql.cpu.other > 0.3
      ? [
          '',
          `**Caution:** other processes on this shared machine used ${cores(r.throughput.api.cpu.other)} cores during the ` +
            `API phase against ${cores(r.throughput.sql.cpu.other)} during the SQL phase, so the API had less CPU than the ` +
            'SQL had: the ratio understates the API. Re-run on a quiet machine before acting on it.',
        ]
      : []),
    '',
    `### Page ${last} vs page 1`,
    '',
    `One request at a time for ${r.walkUsers.length} users following ${r.walkUsers.map((u) => u.following).join(', ')} ` +
      `(feeds of ${r.walkUsers.map((u) => n(u.feedPosts)).join(', ')} posts), whose cursors were collected by walking ` +
      `${last} pages through the API; ${r.options.repetitions} rounds. Ratio page ${last} ÷ page 1 of the medians: ` +
      `API **${r.pageRatio.api.toFixed(2)}**, SQL **${r.pageRatio.sql.toFixed(2)}**.`,
    '',
    ...table(
      ['Page', 'API median', 'API p90', 'SQL median', 'SQL p90'],
      r.pages.map((p) => [
        String(p.page),
        fmtMs(p.api.medianMs),
        fmtMs(p.api.p90Ms),
        fmtMs(p.sql.medianMs),
        fmtMs(p.sql.p90Ms),
      ]),
      [0, 1, 2, 3, 4],
    ),
    '',
    `The timeline keeps 800 posts (40 pages of 20); the page that reaches its floor extends it by 800 (up to 4,000), ` +
      `so the walk paid for the extension once per 40 pages and page ${last} is then a timeline page. On the walk ` +
      `(each page's first visit, median over the users) a page took ${fmtMs(r.walk.medianMs)}; the slowest were ` +
      `${r.walk.slowest.map((p) => `page ${p.page} (${fmtMs(p.medianMs)})`).join(', ')}. SQL columns: the old pull ` +
      'queries at the same cursors.',
    '',
    'EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) of the timeline request’s one statement (page 1 with the member’s state, ' +
      'a prepared statement after five runs, on a connection that plans generically as the server’s pool for the ' +
      'feed’s pages does; the last line counts the plans of each kind) for the first of these users:',
    '',
    '```',
    r.explain.timelinePage1,
    '```',
    '',
    `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) of the old candidate query for the first of these users, page 1:`,
    '',
    '```',
    r.explain.page1,
    '```',
    '',
    `and page ${last}:`,
    '',
    '```',
    r.explain.pageN,
    '```',
  ];
  const w = r.whatIf;
  if (w) {
    lines.push(
      '',
      '### Experiment: the same server with an index in the order the query asks for',
      '',
      '`posts_author_created_idx` is `(author_id, created_at DESC NULLS LAST, id DESC NULLS LAST)`, but the query orders by ' +
        '`created_at DESC, id DESC`, which means NULLS FIRST: PostgreSQL cannot read the index in that order, so each ' +
        "followed author's posts are all read and sorted (see the Sort under Limit in the plans above). Here the benchmark " +
        `adds \`${w.index}\` (built in ${w.buildSeconds.toFixed(1)} s, dropped afterwards) and measures again; the server is unchanged.`,
      '',
      ...table(cpuHeader, throughputRows([w.api, w.sql]), [1, 2, 3, 4, 5, 6, 7, 8]),
      '',
      `API ÷ SQL throughput: **${w.apiToSql.toFixed(2)}**. Page ${last} ÷ page 1: API ${w.pageRatio.api.toFixed(2)}, SQL ${w.pageRatio.sql.toFixed(2)}.`,
      '',
      ...table(
        ['Page', 'API median', 'API p90', 'SQL median', 'SQL p90'],
        w.pages.map((p) => [
          String(p.page),
          fmtMs(p.api.medianMs),
          fmtMs(p.api.p90Ms),
          fmtMs(p.sql.medianMs),
          fmtMs(p.sql.p90Ms),
        ]),
        [0, 1, 2, 3, 4],
      ),
      '',
      `Plan at page ${last} with that index:`,
      '',
      '```',
      w.explain.pageN,
      '```',
    );
  }
  if (r.profile) {
    lines.push(
      '',
      '### Where the server spends its CPU',
      '',
      `A separate server process with \`--cpu-prof\` under the same load (${r.profile.busySeconds.toFixed(1)} s of busy CPU ` +
        'sampled); self time, idle excluded. The profiler slows the server, so these are shares, not throughput.',
      '',
      ...table(
        ['Package', 'Self time'],
        r.profile.byPackage.map((p) => [p.name, pct(p.share)]),
        [1],
      ),
      '',
      ...table(
        ['Function', 'Self time'],
        r.profile.byFunction.map((p) => [`\`${p.name}\``, pct(p.share)]),
        [1],
      ),
    );
  }
  return lines.join('\n');
}

export function printReport(r: FeedResults): void {
  console.log('\nThroughput (page 1):');
  const rows = throughputRows([
    r.throughput.api,
    r.throughput.apiFloor,
    r.throughput.apiPull,
    r.throughput.apiUnnamed,
    ...(r.throughput.apiReplica ? [r.throughput.apiReplica] : []),
    r.throughput.sqlTimeline,
    r.throughput.sql,
    r.throughput.sqlFull,
    ...(r.whatIf ? [r.whatIf.api, r.whatIf.sql] : []),
  ]);
  for (const row of rows)
    console.log(
      `  ${row[0]?.padEnd(72)} ${row[1]?.padStart(7)}/s  p50 ${row[2]}  p99 ${row[3]}  errors ${row[4]}  CPU server ${row[5]} pg ${row[6]} bench ${row[7]} other ${row[8]}`,
    );
  if (r.whatIf)
    console.log(
      `  (the last two with the experimental index; API ÷ SQL ${r.whatIf.apiToSql.toFixed(2)})`,
    );
  console.log(
    `  old pull API ${Math.round(r.throughput.apiPull.perSecond)}/s  →  new timeline API ${Math.round(r.throughput.api.perSecond)}/s`,
  );
  console.log(
    `  API ÷ SQL: ${r.apiToSql.toFixed(2)} (old API ÷ all queries of the old request: ${r.apiToSqlFull.toFixed(2)})`,
  );
  console.log(
    `  load average at the API phase: ${r.loadAverage.atApi.map((v) => v.toFixed(2)).join(', ')}`,
  );
  console.log(
    `\nPosting (${r.posting.followers} followers, ${r.posting.activeFollowers} active): creation p99 ${fmtMs(r.posting.create.p99Ms)}, visible p99 ${fmtMs(r.posting.visible.p99Ms)}`,
  );
  console.log(
    `\nPage latency (medians; ${r.walkUsers.length} users × ${r.options.repetitions} rounds):`,
  );
  for (const p of r.pages)
    console.log(
      `  page ${String(p.page).padStart(3)}  API ${fmtMs(p.api.medianMs)}  SQL ${fmtMs(p.sql.medianMs)}`,
    );
  if (r.profile) {
    console.log('\nServer CPU by package (self time):');
    for (const p of r.profile.byPackage.slice(0, 8))
      console.log(`  ${pct(p.share).padStart(6)}  ${p.name}`);
  }
  console.log('\nTargets:');
  for (const t of r.targets)
    console.log(`  ${t.met ? 'met   ' : 'MISSED'}  ${t.name}: ${t.measured} (target ${t.target})`);
}
