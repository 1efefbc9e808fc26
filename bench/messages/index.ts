import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { randomSecret } from '../common/auth';
import { prepareBuild } from '../common/build';
import { cleanupAll } from '../common/cleanup';
import { measureFloor } from '../common/floor';
import { createDatabase } from '../common/database';
import {
  machineInfo,
  machineLine,
  table,
  targetsSection,
  updateReadmeSection,
  when,
  writeJson,
  type Machine,
  type TargetRow,
} from '../common/report';
import { startDiskSyncProbe, type DiskSyncReport } from '../common/disk-sync';
import { startAebro } from '../common/server';
import { fmtMs, median, nowMs, sleep, summarize, type Summary } from '../common/stats';
import { startClients } from '../realtime/clients';
import type { DeliveryReport } from '../realtime/protocol';
import { createUsers, type BenchUser } from '../realtime/users';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(benchDir, '..');
/** History pages of this many messages; page 100 is the oldest of 100 × this. */
const pageSize = 30;
const pages = 100;
const writers = 5;

const usage = `usage: npm run bench -- messages [options]
  --sockets N          connected sockets on one process (default 10000)
  --messages N         messages whose delivery is timed (default 500)
  --rate N             messages sent per second (default 50)
  --catchup N          messages missed during the disconnect (default 100)
  --disconnect N       seconds the reader stays away (default 60)
  --batch N            sockets connecting at once (default 50: each socket's ping timer starts
                       at its handshake, so 500 at once ping and answer together every 25 s)
  --clients N          socket-client processes (default 2)
  --open-files N       ulimit -n for the server and the clients (default 65536)
  --profile DIR        write the server's CPU profile (node --cpu-prof) into DIR
  --no-readme          do not write bench/README.md (a comparison run)
  --root DIR           serve the build of another checkout (e.g. the commit before a change)
  --no-build           use the existing apps/server/dist`;

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      sockets: { type: 'string', default: '10000' },
      messages: { type: 'string', default: '500' },
      rate: { type: 'string', default: '50' },
      catchup: { type: 'string', default: '100' },
      disconnect: { type: 'string', default: '60' },
      batch: { type: 'string', default: '50' },
      clients: { type: 'string', default: '2' },
      'open-files': { type: 'string', default: '65536' },
      'no-build': { type: 'boolean', default: false },
      'no-readme': { type: 'boolean', default: false },
      profile: { type: 'string' },
      root: { type: 'string' },
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
    sockets: int('sockets', values.sockets, 10),
    messages: int('messages', values.messages, 1),
    rate: int('rate', values.rate, 1),
    catchup: int('catchup', values.catchup, 1),
    disconnect: int('disconnect', values.disconnect, 0),
    batch: int('batch', values.batch, 1),
    clients: int('clients', values.clients, 1),
    openFiles: int('open-files', values['open-files'], 1024),
    build: !values['no-build'],
    readme: !values['no-readme'],
    profile: values.profile,
    root: values.root ? path.resolve(values.root) : root,
  };
}

interface MessagesResults {
  date: string;
  machine: Machine;
  /** The machine's 1-minute load average when the run started (it is shared). */
  loadAverage: number;
  /** The host's API floor (bench/common/floor.ts), requests per second. */
  floorPerSecond: number;
  /** `batch`: how many connected at once; `seconds`: how long all of them took. */
  sockets: { requested: number; connected: number; batch: number; seconds: number };
  delivery: {
    sent: number;
    delivered: number;
    httpErrors: number;
    latency: Summary;
    /** From just before the POST to its answer (the server's part, without the socket's). */
    answer: Summary;
    /** Committed transactions in the bench database during the send phase, per send. */
    transactionsPerSend: number;
    /** The most queries seen waiting for a pool connection (sampled from /metrics every 100 ms). */
    poolWaitingMax: number;
    poolSize: number;
    /** The server's longest event-loop delay in any 100 ms sample of the send phase. */
    eventLoopLagMaxMs: number;
    /** The disk under the run: 8 KB write + fdatasync every 10 ms during the send phase. */
    diskSync: DiskSyncReport;
    /**
     * The same sends as the server timed them (its request histogram, from the request's arrival
     * to its answer): how many it answered within 50 ms and within 100 ms. A send slow at the
     * client but fast here waited outside the server's handler (the machine's scheduler, the
     * socket, the benchmark's own process).
     */
    serverTimed: { count: number; within50: number; within100: number };
  };
  catchUp: {
    sent: number;
    delivered: number;
    inOrder: boolean;
    duplicates: number;
    pages: number;
    disconnectSeconds: number;
    /** Sends the server refused for the moment (busy) and the writer repeated with the same client id. */
    retriedSends: number;
  };
  history: { page1Ms: number; page100Ms: number; ratio: number; messages: number };
  targets: TargetRow[];
}

/** Direct conversations between pairs (both members, in the inbox), made in SQL; ids in order. */
async function directConversations(
  databaseUrl: string,
  pairs: ReadonlyArray<[BenchUser, BenchUser]>,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids: string[] = [];
    for (const [a, b] of pairs) {
      const key = [a.id, b.id].sort().join(':');
      const { rows } = await client.query<{ id: string }>(
        `insert into conversations (kind, direct_key, created_by) values ('direct', $1, $2) returning id`,
        [key, a.id],
      );
      const id = rows[0]?.id ?? '';
      await client.query(
        `insert into conversation_members (conversation_id, user_id) values ($1, $2), ($1, $3)`,
        [id, a.id, b.id],
      );
      ids.push(id);
    }
    return ids;
  } finally {
    await client.end();
  }
}

/** A group conversation of these members; with `filled`, that many messages already in it. */
async function groupConversation(
  databaseUrl: string,
  members: readonly BenchUser[],
  filled = 0,
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into conversations (kind, title, last_seq) values ('group', 'Bench group', $1) returning id`,
      [filled],
    );
    const id = rows[0]?.id ?? '';
    for (const member of members)
      await client.query(
        `insert into conversation_members (conversation_id, user_id) values ($1, $2)`,
        [id, member.id],
      );
    if (filled > 0)
      await client.query(
        `insert into messages (conversation_id, seq, sender_id, client_id, body, created_at)
         select $1, n, $2, 'seed-' || n, 'History message ' || n, now() - (($3 - n) || ' seconds')::interval
         from generate_series(1, $3::int) as n`,
        [id, members[0]?.id, filled],
      );
    await client.query('analyze messages');
    return id;
  } finally {
    await client.end();
  }
}

async function vacuumAnalyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** The server's /metrics text ('' when it does not answer within 5 s). */
async function scrapeMetrics(baseUrl: string, token: string): Promise<string> {
  return await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(5_000),
  })
    .then((response) => response.text())
    .catch(() => '');
}

/** The server's request histogram for message sends (POST …/messages answered 201), cumulative. */
async function serverTimedSends(
  baseUrl: string,
  token: string,
): Promise<{ count: number; within50: number; within100: number }> {
  const text = await scrapeMetrics(baseUrl, token);
  const bucket = (le: string): number => {
    let sum = 0;
    for (const line of text.split('\n')) {
      if (!line.startsWith('aebro_http_request_duration_seconds_bucket{')) continue;
      if (!line.includes('method="POST"') || !line.includes('status="201"')) continue;
      if (!/route="[^"]*\/messages"/.test(line) || !line.includes(`le="${le}"`)) continue;
      sum += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
    return sum;
  };
  return { count: bucket('+Inf'), within50: bucket('0.05'), within100: bucket('0.1') };
}

/** Transactions committed in the database so far (every statement outside one counts as one). */
async function commits(databaseUrl: string, name: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit as n from pg_stat_database where datname = $1',
      [name],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function send(
  baseUrl: string,
  user: BenchUser,
  conversationId: string,
  body: string,
  clientId: string = randomUUID(),
): Promise<{ id: string | null; status: number }> {
  const response = await fetch(`${baseUrl}/api/v1/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, body }),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => null)) as { id?: string } | null;
  return { id: answer?.id ?? null, status: response.status };
}

async function page(
  baseUrl: string,
  user: BenchUser,
  conversationId: string,
  query: string,
): Promise<{ items: Array<{ seq: number; body: string }>; hasMore: boolean }> {
  const response = await fetch(
    `${baseUrl}/api/v1/conversations/${conversationId}/messages?${query}`,
    { headers: { cookie: user.cookie }, signal: AbortSignal.timeout(30_000) },
  );
  if (response.status !== 200) throw new Error(`history page answered ${response.status}`);
  return (await response.json()) as {
    items: Array<{ seq: number; body: string }>;
    hasMore: boolean;
  };
}

function readme(r: MessagesResults): string {
  return [
    '## messages: delivery, catch-up and history pages',
    '',
    `\`npm run bench -- messages\`, ${when(r.date)}, ${machineLine(r.machine)}; load average ${r.loadAverage.toFixed(1)} when it started (the machine is shared); the host's API floor (the session and one small count, 8 connections, as in the feed benchmark): **${Math.round(r.floorPerSecond).toLocaleString('en-US')}/s**.`,
    '',
    `${r.sockets.connected} of ${r.sockets.requested} authenticated sockets on one server process ` +
      `(connected ${r.sockets.batch} at a time, all in ${r.sockets.seconds.toFixed(1)} s); ` +
      `${r.delivery.sent} messages from as many senders, each to a connected recipient (open loop), ` +
      'timed from just before the POST to the recipient socket’s `message:new`. Catch-up: a reader away ' +
      `for ${r.catchUp.disconnectSeconds} s while ${r.catchUp.sent} messages are written to its group ` +
      `conversation by ${writers} members, then \`GET …/messages?after=<last seq>\` page by page. ` +
      `History: a conversation of ${r.history.messages} messages, median of 30 requests of the newest ` +
      `page and of page ${pages} (\`before=<seq>\`, ${pageSize} a page). The users, sessions and ` +
      'conversations are written in SQL, then vacuumed and analysed (as autovacuum would) before the ' +
      'sockets connect.',
    '',
    ...table(
      ['measure', 'value'],
      [
        [
          'delivered',
          `${r.delivery.delivered}/${r.delivery.sent} (HTTP errors ${r.delivery.httpErrors})`,
        ],
        ['delivery p50', fmtMs(r.delivery.latency.p50)],
        ['delivery p99', fmtMs(r.delivery.latency.p99)],
        [
          'POST answered p50 / p99',
          `${fmtMs(r.delivery.answer.p50)} / ${fmtMs(r.delivery.answer.p99)}`,
        ],
        [
          'database transactions per send (with the session and the notification)',
          r.delivery.transactionsPerSend.toFixed(1),
        ],
        [
          'queries waiting for a pool connection (most seen)',
          `${r.delivery.poolWaitingMax} (pool of ${r.delivery.poolSize})`,
        ],
        [
          'server event-loop delay, longest in a 100 ms sample',
          fmtMs(r.delivery.eventLoopLagMaxMs),
        ],
        [
          'the same POSTs timed by the server: answered within 50 ms / 100 ms',
          `${r.delivery.serverTimed.within50} / ${r.delivery.serverTimed.within100} of ${r.delivery.serverTimed.count}`,
        ],
        [
          'disk: 8 KB write + fdatasync every 10 ms meanwhile, p50 / worst / over 20 ms',
          `${fmtMs(r.delivery.diskSync.p50Ms)} / ${fmtMs(r.delivery.diskSync.worstMs)} / ${r.delivery.diskSync.stalls} of ${r.delivery.diskSync.samples}`,
        ],
        [
          'catch-up delivered',
          `${r.catchUp.delivered}/${r.catchUp.sent} in ${r.catchUp.pages} pages`,
        ],
        ['catch-up in order', r.catchUp.inOrder ? 'yes' : 'no'],
        ['catch-up duplicates', String(r.catchUp.duplicates)],
        ['catch-up sends repeated (same client id)', String(r.catchUp.retriedSends)],
        ['history page 1', fmtMs(r.history.page1Ms)],
        [`history page ${pages}`, fmtMs(r.history.page100Ms)],
        [`page ${pages} ÷ page 1`, r.history.ratio.toFixed(2)],
      ],
    ),
    '',
    ...targetsSection(r.targets),
  ].join('\n');
}

/**
 * Direct messages at scale: delivery latency with many sockets on one process, catch-up after a
 * disconnect (count, order, duplicates), and whether a deep history page costs what the first does.
 */
export async function run(args: string[]): Promise<void> {
  const o = options(args);
  if (o.help) {
    console.log(usage);
    return;
  }
  try {
    const loadAverage = os.loadavg()[0] ?? 0;
    const stage = await prepareBuild(o.root, o.build && o.root === root);
    const db = await createDatabase('messages');
    const secret = randomSecret();
    const metricsToken = randomSecret();
    console.log(`Database ${db.name}; starting one server (ulimit -n ${o.openFiles})…`);
    const server = await startAebro({
      root: stage.root,
      databaseUrl: db.url,
      authSecret: secret,
      openFiles: o.openFiles,
      label: 'messages',
      env: { METRICS_TOKEN: metricsToken },
      ...(o.profile
        ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(o.profile)}`] }
        : {}),
    });
    const total = o.sockets + o.messages + writers + 1;
    console.log(`Creating ${total} users with sessions…`);
    const users = await createUsers(db.url, secret, total);
    const receivers = users.slice(0, o.sockets);
    const senders = users.slice(o.sockets, o.sockets + o.messages);
    const group = users.slice(o.sockets + o.messages);
    const reader = group[writers] as BenchUser;

    const stride = Math.max(1, Math.floor(receivers.length / o.messages));
    const pairs = senders.map<[BenchUser, BenchUser]>((sender, i) => [
      sender,
      receivers[(i * stride) % receivers.length] as BenchUser,
    ]);
    const conversations = await directConversations(db.url, pairs);
    const catchUpId = await groupConversation(db.url, group);
    const historyId = await groupConversation(db.url, group, pageSize * pages);
    // What autovacuum does soon after a bulk write (it is off on some test servers, this machine's
    // among them): statistics and visibility maps for the users, sessions and conversations above.
    await vacuumAnalyze(db.url);
    // The host's floor (issue 39): the figures below are compared across hosts by it.
    const floorPerSecond = await measureFloor(
      server.baseUrl,
      users.slice(0, 50).map((user) => user.cookie),
    );
    console.log(`API floor on this host: ${floorPerSecond.toFixed(0)}/s`);

    const deliveries = new Map<string, number>();
    const onDelivery = (report: DeliveryReport): void => {
      if (report.actorId.startsWith('message:') && !deliveries.has(report.actorId))
        deliveries.set(report.actorId, report.at);
    };
    const pool = await startClients(o.clients, o.openFiles, onDelivery, (count) =>
      process.stdout.write(`\r  ${count} connected…`),
    );
    console.log(`Connecting ${receivers.length} sockets…`);
    const connected = await pool.connect(server.baseUrl, receivers, o.batch);
    process.stdout.write('\r');
    console.log(`  ${connected.open} connected in ${connected.seconds.toFixed(1)} s; settling…`);
    await sleep(5_000);

    console.log(`Sending ${o.messages} messages at ${o.rate}/s…`);
    const commitsBefore = await commits(db.url, db.name);
    const timedBefore = await serverTimedSends(server.baseUrl, metricsToken);
    const dbPool = { waitingMax: 0, size: 0, lagMaxMs: 0 };
    let scrapes = 0;
    const disk = startDiskSyncProbe();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const text = await scrapeMetrics(server.baseUrl, metricsToken);
        const gauge = (name: string) =>
          Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
        dbPool.waitingMax = Math.max(dbPool.waitingMax, gauge('aebro_db_pool_waiting'));
        dbPool.size = Math.max(dbPool.size, gauge('aebro_db_pool_total'));
        // prom-client resets its event-loop histogram at each scrape: this is the last 100 ms.
        const lag = /^aebro_nodejs_eventloop_lag_max_seconds ([\d.e+-]+)/m.exec(text)?.[1];
        // The first scrape's covers the time since the server started (the sockets connecting).
        if (scrapes++ > 0) dbPool.lagMaxMs = Math.max(dbPool.lagMaxMs, Number(lag ?? 0) * 1000);
        await sleep(100);
      }
    })();
    const sentAt = new Map<string, number>();
    const answers: number[] = [];
    let httpErrors = 0;
    const start = performance.now();
    await Promise.all(
      pairs.map(async ([sender], i) => {
        const due = start + (i * 1000) / o.rate - performance.now();
        if (due > 0) await sleep(due);
        const t0 = nowMs();
        try {
          const { id, status } = await send(
            server.baseUrl,
            sender,
            conversations[i] ?? '',
            `Hello ${i}`,
          );
          if (status !== 201 || !id) httpErrors++;
          else {
            sentAt.set(`message:${id}`, t0);
            answers.push(nowMs() - t0);
          }
        } catch {
          httpErrors++;
        }
      }),
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && [...sentAt.keys()].some((key) => !deliveries.has(key)))
      await sleep(100);
    const diskSync = await disk.stop();
    // Notifications are written after the answers; the statistics reach pg_stat_database within ~1 s.
    await sleep(3_000);
    sampling = false;
    await sampler;
    const transactions = (await commits(db.url, db.name)) - commitsBefore;
    const timedAfter = await serverTimedSends(server.baseUrl, metricsToken);
    const serverTimed = {
      count: timedAfter.count - timedBefore.count,
      within50: timedAfter.within50 - timedBefore.within50,
      within100: timedAfter.within100 - timedBefore.within100,
    };
    const latencies = [...sentAt].flatMap(([key, t0]) => {
      const t1 = deliveries.get(key);
      return t1 === undefined ? [] : [t1 - t0];
    });
    const delivery = {
      sent: pairs.length,
      delivered: latencies.length,
      httpErrors,
      latency: summarize(latencies),
      answer: summarize(answers),
      transactionsPerSend: transactions / pairs.length,
      poolWaitingMax: dbPool.waitingMax,
      poolSize: dbPool.size,
      eventLoopLagMaxMs: dbPool.lagMaxMs,
      diskSync,
      serverTimed,
    };
    console.log(
      `  delivered ${delivery.delivered}/${delivery.sent}: p50 ${fmtMs(delivery.latency.p50)}, p99 ${fmtMs(delivery.latency.p99)}; POST answered p50 ${fmtMs(delivery.answer.p50)}, p99 ${fmtMs(delivery.answer.p99)}`,
    );
    console.log(
      `  the server answered ${serverTimed.within50} of ${serverTimed.count} within 50 ms, ${serverTimed.within100} within 100 ms (its own timing)`,
    );
    console.log(
      `  server event-loop delay at most ${fmtMs(delivery.eventLoopLagMaxMs)}; disk syncs p50 ${fmtMs(diskSync.p50Ms)}, worst ${fmtMs(diskSync.worstMs)}, ${diskSync.stalls} of ${diskSync.samples} over 20 ms`,
    );
    await pool.close();
    await sleep(1_000);

    console.log(`Catch-up: ${o.catchup} messages over ${o.disconnect} s while the reader is away…`);
    const catchStart = performance.now();
    let retriedSends = 0;
    for (let n = 1; n <= o.catchup; n++) {
      const due = catchStart + ((n - 1) * o.disconnect * 1000) / o.catchup - performance.now();
      if (due > 0) await sleep(due);
      const writer = group[(n - 1) % writers] as BenchUser;
      // As the browser's outbox does: a failed send is retried with the same client id.
      const clientId = randomUUID();
      for (let attempt = 1; attempt <= 5; attempt++) {
        const { status } = await send(
          server.baseUrl,
          writer,
          catchUpId,
          `Catch-up ${n}`,
          clientId,
        ).catch(() => ({ status: 0 }));
        if (status === 201) break;
        retriedSends++;
        await sleep(500 * attempt);
      }
    }
    const remaining = catchStart + o.disconnect * 1000 - performance.now();
    if (remaining > 0) await sleep(remaining);
    const got: Array<{ seq: number; body: string }> = [];
    let after = 0;
    let pagesRead = 0;
    for (;;) {
      const next = await page(
        server.baseUrl,
        reader,
        catchUpId,
        `after=${after}&limit=${pageSize}`,
      );
      pagesRead++;
      got.push(...next.items);
      after = next.items.at(-1)?.seq ?? after;
      if (!next.hasMore) break;
    }
    const bodies = got.map((item) => item.body);
    const expected = Array.from({ length: o.catchup }, (_, i) => `Catch-up ${i + 1}`);
    const catchUp = {
      sent: o.catchup,
      delivered: new Set(bodies.filter((body) => expected.includes(body))).size,
      inOrder:
        JSON.stringify(bodies) === JSON.stringify(expected) &&
        got.every((item, i) => i === 0 || item.seq > (got[i - 1]?.seq ?? 0)),
      duplicates: bodies.length - new Set(bodies).size,
      pages: pagesRead,
      disconnectSeconds: o.disconnect,
      retriedSends,
    };
    console.log(
      `  caught up ${catchUp.delivered}/${catchUp.sent} in ${catchUp.pages} pages, in order: ${catchUp.inOrder}, duplicates: ${catchUp.duplicates}`,
    );

    console.log(`History: page 1 and page ${pages} of ${pageSize * pages} messages…`);
    const deepBefore = pageSize + 1;
    for (let i = 0; i < 5; i++) {
      await page(server.baseUrl, reader, historyId, `limit=${pageSize}`);
      await page(server.baseUrl, reader, historyId, `limit=${pageSize}&before=${deepBefore}`);
    }
    const first: number[] = [];
    const deep: number[] = [];
    for (let i = 0; i < 30; i++) {
      let t0 = performance.now();
      const newest = await page(server.baseUrl, reader, historyId, `limit=${pageSize}`);
      first.push(performance.now() - t0);
      t0 = performance.now();
      const oldest = await page(
        server.baseUrl,
        reader,
        historyId,
        `limit=${pageSize}&before=${deepBefore}`,
      );
      deep.push(performance.now() - t0);
      if (newest.items.length !== pageSize || oldest.items[0]?.seq !== 1)
        throw new Error('history pages are not what they should be');
    }
    const history = {
      page1Ms: median(first),
      page100Ms: median(deep),
      ratio: median(deep) / Math.max(0.001, median(first)),
      messages: pageSize * pages,
    };
    console.log(
      `  page 1 ${fmtMs(history.page1Ms)}, page ${pages} ${fmtMs(history.page100Ms)}: ratio ${history.ratio.toFixed(2)}`,
    );
    await server.stop();

    const targets: TargetRow[] = [
      {
        name: 'delivery p99 ≤ 50 ms',
        target: '≤ 50 ms',
        measured: fmtMs(delivery.latency.p99),
        met: delivery.delivered === delivery.sent && delivery.latency.p99 <= 50,
      },
      {
        name: 'catch-up complete, in order, no duplicates',
        target: `${o.catchup}/${o.catchup}, 0 duplicates`,
        measured: `${catchUp.delivered}/${catchUp.sent}, ${catchUp.duplicates} duplicates`,
        met: catchUp.delivered === catchUp.sent && catchUp.inOrder && catchUp.duplicates === 0,
      },
      {
        name: `history page ${pages} ÷ page 1 ≤ 1.2`,
        target: '≤ 1.2',
        measured: history.ratio.toFixed(2),
        met: history.ratio <= 1.2,
      },
    ];
    const results: MessagesResults = {
      date: new Date().toISOString(),
      machine: machineInfo(),
      loadAverage,
      floorPerSecond,
      sockets: {
        requested: o.sockets,
        connected: connected.open,
        batch: o.batch,
        seconds: connected.seconds,
      },
      delivery,
      catchUp,
      history,
      targets,
    };
    writeJson(path.join(benchDir, 'results', 'messages.json'), results);
    if (o.readme) {
      updateReadmeSection(path.join(benchDir, 'README.md'), 'messages', readme(results));
      console.log(
        '\nWrote bench/results/messages.json and the messages section of bench/README.md.',
      );
    } else console.log('\nWrote bench/results/messages.json.');
  } finally {
    await cleanupAll();
  }
}
