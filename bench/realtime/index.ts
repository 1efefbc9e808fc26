import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomSecret } from '../common/auth';
import { prepareBuild } from '../common/build';
import { cleanupAll } from '../common/cleanup';
import { measureFloor } from '../common/floor';
import { backendPids, createDatabase } from '../common/database';
import { cpuSeconds, measureCpu, type CpuUse } from '../common/proc';
import { machineInfo, updateReadmeSection, writeJson } from '../common/report';
import { startAebro, type AebroServer } from '../common/server';
import { sleep } from '../common/stats';
import { startClients, type ClientPool } from './clients';
import { Deliveries, raiseFollows, type FollowPair, type LatencyResult } from './notify';
import {
  evaluateTargets,
  printReport,
  readmeSection,
  type ConnectStep,
  type RealtimeResults,
} from './report';
import { createUsers, notificationTimes, type BenchUser } from './users';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(benchDir, '..');
const actorsPerPhase = 10;

const usage = `usage: npm run bench -- realtime [options]
  --sockets N[,N…]     socket counts on one process, connected step by step (default 10000,20000,50000)
  --redis-sockets N    sockets over two processes with REDIS_URL, 0 to skip (default 10000)
  --follows N          notifications raised per step (default 500)
  --rate N             follows per second (default 50)
  --batch N            sockets connecting at once (default 500)
  --clients N          socket-client processes (default 2)
  --open-files N       ulimit -n for the server and the clients (default 65536)
  --no-build           use the existing apps/server/dist`;

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      sockets: { type: 'string', default: '10000,20000,50000' },
      'redis-sockets': { type: 'string', default: '10000' },
      follows: { type: 'string', default: '500' },
      rate: { type: 'string', default: '50' },
      batch: { type: 'string', default: '500' },
      clients: { type: 'string', default: '2' },
      'open-files': { type: 'string', default: '65536' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const int = (name: string, value: string, min: number): number => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min)
      throw new Error(`--${name} must be a whole number ≥ ${min}\n${usage}`);
    return parsed;
  };
  const steps = values.sockets
    .split(',')
    .map((s) => int('sockets', s.trim(), 10))
    .sort((a, b) => a - b);
  return {
    help: values.help,
    steps,
    redisSockets: int('redis-sockets', values['redis-sockets'], 0),
    follows: int('follows', values.follows, 1),
    rate: int('rate', values.rate, 1),
    batch: int('batch', values.batch, 1),
    clients: int('clients', values.clients, 1),
    openFiles: int('open-files', values['open-files'], 1024),
    build: !values['no-build'],
  };
}

/** `count` distinct targets among `users`, spread evenly, each followed by one of the phase's actors. */
function followPairs(
  users: readonly BenchUser[],
  actors: readonly BenchUser[],
  count: number,
): FollowPair[] {
  const stride = Math.max(1, Math.floor(users.length / count));
  const pairs: FollowPair[] = [];
  for (let i = 0; i < Math.min(count, users.length); i++) {
    const target = users[(i * stride + 7) % users.length];
    const actor = actors[i % actors.length];
    if (target && actor) pairs.push({ actor, target });
  }
  return pairs;
}

/** Raises the follows while measuring CPU: ours (servers, clients, their backends) and everyone else's. */
async function timedFollows(
  databaseUrl: string,
  pids: number[],
  raise: () => Promise<LatencyResult>,
): Promise<{ latency: LatencyResult; cpu: CpuUse }> {
  const stop = measureCpu(pids, await backendPids(databaseUrl));
  const latency = await raise();
  return { latency, cpu: stop(await backendPids(databaseUrl)) };
}

async function connect(
  pool: ClientPool,
  server: AebroServer,
  users: readonly BenchUser[],
  batch: number,
) {
  const server0 = server.cpuSeconds();
  const clients0 = pool.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const started = performance.now();
  const report = await pool.connect(server.baseUrl, users, batch);
  const seconds = (performance.now() - started) / 1000;
  const cpu = {
    server: (server.cpuSeconds() - server0) / seconds,
    clients: (pool.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - clients0) / seconds,
  };
  if (report.failed > 0)
    console.warn(`  ${report.failed} sockets failed to connect: ${report.errors.join('; ')}`);
  return { report, cpu };
}

/**
 * Many authenticated sockets on one server process (RSS per socket, delivery latency of
 * notifications at each step), then the same across two processes joined by Redis.
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
    const db = await createDatabase('realtime');
    const secret = randomSecret();
    const maxSockets = Math.max(...o.steps, o.redisSockets);
    const phases = o.steps.length + (o.redisSockets > 0 ? 1 : 0);
    console.log(`Database ${db.name}; starting one server (ulimit -n ${o.openFiles})…`);
    const server = await startAebro({
      root: stage.root,
      databaseUrl: db.url,
      authSecret: secret,
      openFiles: o.openFiles,
      label: 'realtime',
    });
    console.log(`Creating ${maxSockets + phases * actorsPerPhase} users with sessions…`);
    const all = await createUsers(db.url, secret, maxSockets + phases * actorsPerPhase);
    const users = all.slice(0, maxSockets);
    const actorsOf = (phase: number): BenchUser[] =>
      all.slice(maxSockets + phase * actorsPerPhase, maxSockets + (phase + 1) * actorsPerPhase);
    const insertTimes = (recipients: string[]): Promise<Map<string, number>> =>
      notificationTimes(db.url, recipients);

    const deliveries = new Deliveries();
    const onProgress = (count: number): void =>
      void process.stdout.write(`\r  ${count} connected…`);
    let pool = await startClients(o.clients, o.openFiles, (d) => deliveries.record(d), onProgress);
    // The host's floor first (issue 39): the figures below are compared across hosts by it.
    const floorPerSecond = await measureFloor(
      server.baseUrl,
      users.slice(0, 50).map((user) => user.cookie),
    );
    console.log(`API floor on this host: ${floorPerSecond.toFixed(0)}/s`);
    await sleep(2_000);
    const baselineRssBytes = server.rssBytes();
    const openFiles = { server: server.openFilesLimit(), clients: pool.openFilesLimit };
    console.log(
      `Server RSS before sockets: ${(baselineRssBytes / 1024 ** 2).toFixed(0)} MiB; open files: server ${openFiles.server}, clients ${openFiles.clients}.`,
    );

    const steps: ConnectStep[] = [];
    let connected = 0;
    // Each socket is a file descriptor; keep some for the database pool, Redis, logs and listeners.
    const usable = Math.min(openFiles.server - 500, (openFiles.clients - 500) * o.clients);
    // Steps the limit cuts to the same count are one step, recorded under the largest asked for.
    const plan = o.steps
      .map((requested) => ({ requested, sockets: Math.min(requested, usable) }))
      .filter((step, i, all) => all[i + 1]?.sockets !== step.sockets);
    for (const [phase, { requested, sockets }] of plan.entries()) {
      if (sockets < requested)
        console.warn(
          `  ${requested} sockets do not fit in the open-files limit (${openFiles.server}); connecting ${sockets}`,
        );
      if (sockets <= connected) continue;
      console.log(`Connecting sockets ${connected + 1}–${sockets} (${o.batch} at a time)…`);
      const { report, cpu } = await connect(pool, server, users.slice(connected, sockets), o.batch);
      process.stdout.write('\r');
      connected = sockets;
      console.log(
        `  ${report.connected} connected in ${report.seconds.toFixed(1)} s (server ${cpu.server.toFixed(2)} cores, clients ${cpu.clients.toFixed(2)}); letting it settle…`,
      );
      await sleep(5_000);
      const rssBytes = server.rssBytes();
      console.log(
        `  RSS ${(rssBytes / 1024 ** 2).toFixed(0)} MiB. ${o.follows} follows at ${o.rate}/s…`,
      );
      const { latency, cpu: followCpu } = await timedFollows(
        db.url,
        [server.pid, ...pool.pids],
        () =>
          raiseFollows(
            server.baseUrl,
            followPairs(users.slice(0, sockets), actorsOf(phase), o.follows),
            o.rate,
            deliveries,
            insertTimes,
          ),
      );
      console.log(
        `  delivered ${latency.delivered}/${latency.sent}: p50 ${latency.fromRequest.p50.toFixed(1)} ms, p99 ${latency.fromRequest.p99.toFixed(1)} ms`,
      );
      steps.push({
        requested,
        sockets,
        connected: report.open,
        failed: sockets - report.open,
        retries: report.retries,
        errors: report.errors,
        connectSeconds: report.seconds,
        connectCpu: cpu,
        rssBytes,
        rssPerSocketBytes: (rssBytes - baselineRssBytes) / Math.max(1, report.open),
        latency,
        followCpu,
      });
    }
    await pool.close();
    await server.stop();

    let redis: RealtimeResults['redis'] = null;
    if (o.redisSockets > 0) {
      const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
      console.log(`Two servers with REDIS_URL=${redisUrl}, ${o.redisSockets / 2} sockets on each…`);
      const start = (label: string): Promise<AebroServer> =>
        startAebro({
          root: stage.root,
          databaseUrl: db.url,
          authSecret: secret,
          redisUrl,
          openFiles: o.openFiles,
          label,
        });
      const [one, two] = [await start('realtime-1'), await start('realtime-2')];
      pool = await startClients(o.clients, o.openFiles, (d) => deliveries.record(d), onProgress);
      await sleep(2_000);
      const baseline: [number, number] = [one.rssBytes(), two.rssBytes()];
      const half = Math.floor(o.redisSockets / 2);
      const onOne = await connect(pool, one, users.slice(0, half), o.batch);
      const onTwo = await connect(pool, two, users.slice(half, 2 * half), o.batch);
      process.stdout.write('\r');
      await sleep(5_000);
      const pairs = followPairs(users.slice(half, 2 * half), actorsOf(o.steps.length), o.follows);
      const { latency, cpu: followCpu } = await timedFollows(
        db.url,
        [one.pid, two.pid, ...pool.pids],
        () => raiseFollows(one.baseUrl, pairs, o.rate, deliveries, insertTimes),
      );
      console.log(
        `  delivered ${latency.delivered}/${latency.sent} across processes: p50 ${latency.fromRequest.p50.toFixed(1)} ms, p99 ${latency.fromRequest.p99.toFixed(1)} ms`,
      );
      redis = {
        sockets: 2 * half,
        connected: onOne.report.connected + onTwo.report.connected,
        failed: onOne.report.failed + onTwo.report.failed,
        rssBytes: [one.rssBytes(), two.rssBytes()],
        baselineRssBytes: baseline,
        latency,
        followCpu,
      };
      await pool.close();
      await Promise.all([one.stop(), two.stop()]);
    }

    const results: RealtimeResults = {
      date: new Date().toISOString(),
      machine: machineInfo(),
      runSeconds: (performance.now() - started) / 1000,
      options: { follows: o.follows, rate: o.rate, batch: o.batch, clients: o.clients },
      openFiles,
      floorPerSecond,
      baselineRssBytes,
      steps,
      redis,
      targets: evaluateTargets(steps, redis),
    };
    printReport(results);
    writeJson(path.join(benchDir, 'results', 'realtime.json'), results);
    updateReadmeSection(path.join(benchDir, 'README.md'), 'realtime', readmeSection(results));
    console.log(
      `\nWrote bench/results/realtime.json and the realtime section of bench/README.md (${(results.runSeconds / 60).toFixed(1)} min).`,
    );
  } finally {
    await cleanupAll();
  }
}
