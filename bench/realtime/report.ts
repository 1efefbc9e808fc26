import type { CpuUse } from '../common/proc';
import {
  kib,
  machineLine,
  mib,
  table,
  targetsSection,
  when,
  type Machine,
  type TargetRow,
} from '../common/report';
import { fmtMs, type Summary } from '../common/stats';
import type { LatencyResult } from './notify';

export interface ConnectStep {
  /** What was asked for; more than `sockets` when the open-files limit did not allow it. */
  requested: number;
  sockets: number;
  connected: number;
  failed: number;
  retries: number;
  errors: string[];
  connectSeconds: number;
  /** Cores kept busy while connecting: the server and all client processes together. */
  connectCpu: { server: number; clients: number };
  rssBytes: number;
  rssPerSocketBytes: number;
  latency: LatencyResult;
  /** While the follows were raised: servers + clients (`server`), their backends, everyone else. */
  followCpu: CpuUse;
}

export interface RedisScenario {
  sockets: number;
  connected: number;
  failed: number;
  rssBytes: [number, number];
  baselineRssBytes: [number, number];
  latency: LatencyResult;
  followCpu: CpuUse;
}

export type Target = TargetRow;

export interface RealtimeResults {
  date: string;
  machine: Machine;
  runSeconds: number;
  options: { follows: number; rate: number; batch: number; clients: number };
  openFiles: { server: number; clients: number };
  /** The host's API floor (bench/common/floor.ts), requests per second. */
  floorPerSecond: number;
  baselineRssBytes: number;
  steps: ConnectStep[];
  redis: RedisScenario | null;
  targets: Target[];
}

const n = (value: number): string => value.toLocaleString('en-US');
const lat = (s: Summary): string => `${fmtMs(s.p50)} / ${fmtMs(s.p99)} / ${fmtMs(s.max)}`;

/** Issue 39's targets: 50,000 sockets a process at ≤ 20 KiB each, delivery p99 there and over Redis. */
export function evaluateTargets(
  steps: readonly ConnectStep[],
  redis: RedisScenario | null,
): Target[] {
  const want = 50_000;
  const top = steps.at(-1);
  const capped = top !== undefined && top.sockets < top.requested;
  const at = top ? `at ${n(top.connected)} sockets` : '';
  return [
    {
      name: `${n(want)} sockets on one process`,
      target: `≥ ${n(want)}`,
      measured: !top
        ? 'not run (see --sockets)'
        : `${n(top.connected)}${capped ? ` (asked for ${n(top.requested)}; the open-files limit allows no more)` : ''}`,
      met: Boolean(top && top.connected >= want && top.failed === 0),
    },
    {
      name: 'Memory per socket above the idle process (RSS), largest step',
      target: '≤ 20 KiB',
      measured: top ? `${kib(top.rssPerSocketBytes)} KiB ${at}` : 'n/a',
      met: Boolean(top && top.rssPerSocketBytes <= 20 * 1024),
    },
    {
      name: 'Notification delivery p99, largest step (request sent → socket)',
      target: '≤ 25 ms',
      measured: top ? `${fmtMs(top.latency.fromRequest.p99)} ${at}` : 'n/a',
      met: Boolean(top && top.latency.missing === 0 && top.latency.fromRequest.p99 <= 25),
    },
    {
      name: 'Notification delivery p99 across two processes over Redis',
      target: '≤ 50 ms',
      measured: redis
        ? `${fmtMs(redis.latency.fromRequest.p99)} at ${n(redis.connected)} sockets`
        : 'not run (--redis-sockets 0)',
      met: Boolean(redis && redis.latency.missing === 0 && redis.latency.fromRequest.p99 <= 50),
    },
  ];
}

/** The text between the realtime markers of bench/README.md. */
export function readmeSection(r: RealtimeResults): string {
  const lines = [
    '## realtime: sockets per process and notification delivery',
    '',
    `Last run ${when(r.date)} on ${machineLine(r.machine)}; the whole run took ${(r.runSeconds / 60).toFixed(1)} min. ` +
      `Open-files limit (\`ulimit -n\`, raised by a shell wrapper): server ${n(r.openFiles.server)}, socket clients ${n(r.openFiles.clients)}. ` +
      `The host's API floor (the session and one small count, 8 connections; the feed benchmark's floor row): **${n(Math.round(r.floorPerSecond))}/s**.`,
    '',
    "Each socket is a file descriptor. The benchmark raises its processes' soft limit to `--open-files` (65,536) " +
      'in a shell before starting node, up to the hard limit, which only a privileged process can raise. In production ' +
      'the service manager sets it: `LimitNOFILE=100000` in `deploy/aebro.service` (systemd), `ulimits: nofile` in ' +
      '`compose.yaml`; with those, one process may hold 50,000 sockets.',
    '',
    '```sh',
    'npm run bench -- realtime                               # 10,000, 20,000 then 50,000 sockets, then 2 processes over Redis',
    'npm run bench -- realtime --sockets 2000 --redis-sockets 2000 --follows 100   # a quick run',
    '```',
    '',
    `Users and sessions are created in the database; ${r.options.clients} client processes hold the sockets ` +
      `(socket.io-client, websocket transport, session cookie), connecting ${r.options.batch} at a time. Then ` +
      `${r.options.follows} follows are sent through \`PUT /api/v1/profiles/:id/follow\` at ${r.options.rate}/s, ` +
      "each to a different connected user, and the time until that user's socket gets `notification:new` is taken " +
      'from just before the request is sent, and from the `created_at` of the notification row (the insert, just ' +
      'after the follow commits; PostgreSQL and Node read the same clock).',
    '',
    ...targetsSection(r.targets),
    '',
    '### One process',
    '',
    `Server RSS before any socket: ${mib(r.baselineRssBytes)} MiB.`,
    '',
    ...table(
      [
        'Sockets',
        'Connected',
        'Connect time',
        'Server CPU',
        'Clients CPU',
        'RSS MiB',
        'RSS per socket KiB',
        'Delivery p50 / p99 / max (request →)',
        'Delivery p50 / p99 / max (insert →)',
        'PUT p50',
        'Missing',
        'CPU while following: server + clients / PostgreSQL',
        'Other CPU',
      ],
      r.steps.map((s) => [
        n(s.sockets),
        `${n(s.connected)}${s.failed ? ` (${n(s.failed)} failed)` : ''}${s.retries ? ` (${n(s.retries)} retried)` : ''}`,
        `${s.connectSeconds.toFixed(1)} s`,
        s.connectCpu.server.toFixed(2),
        s.connectCpu.clients.toFixed(2),
        mib(s.rssBytes),
        kib(s.rssPerSocketBytes),
        lat(s.latency.fromRequest),
        lat(s.latency.fromInsert),
        fmtMs(s.latency.response.p50),
        n(s.latency.missing),
        `${s.followCpu.server.toFixed(2)} / ${s.followCpu.postgres.toFixed(2)}`,
        s.followCpu.other.toFixed(2),
      ]),
      [0, 2, 3, 4, 5, 6, 9, 10, 11, 12],
    ),
    '',
    'RSS per socket = (RSS with the sockets − RSS before any) ÷ sockets. CPU is in cores busy on average while connecting; ' +
      '"Other CPU" is what processes other than the benchmark, its servers and their PostgreSQL backends used while the ' +
      'follows were raised (the machine is shared: a busy neighbour shows up in the tail latencies).',
  ];
  const redis = r.redis;
  if (redis) {
    lines.push(
      '',
      '### Two processes over Redis',
      '',
      `Two server processes (same database, same AUTH_SECRET, REDIS_URL set: the Socket.IO Redis adapter), ` +
        `${n(redis.sockets / 2)} sockets on each (${n(redis.connected)} connected${redis.failed ? `, ${redis.failed} failed` : ''}). ` +
        `The follows go to process 1; every target's socket is on process 2.`,
      '',
      ...table(
        [
          'Delivery p50 / p99 / max (request →)',
          'Delivery p50 / p99 / max (insert →)',
          'PUT p50',
          'Missing',
          'RSS process 1',
          'RSS process 2',
          'CPU while following: servers + clients / PostgreSQL',
          'Other CPU',
        ],
        [
          [
            lat(redis.latency.fromRequest),
            lat(redis.latency.fromInsert),
            fmtMs(redis.latency.response.p50),
            n(redis.latency.missing),
            `${mib(redis.baselineRssBytes[0])} → ${mib(redis.rssBytes[0])} MiB`,
            `${mib(redis.baselineRssBytes[1])} → ${mib(redis.rssBytes[1])} MiB`,
            `${redis.followCpu.server.toFixed(2)} / ${redis.followCpu.postgres.toFixed(2)}`,
            redis.followCpu.other.toFixed(2),
          ],
        ],
        [2, 3, 6, 7],
      ),
    );
  }
  return lines.join('\n');
}

export function printReport(r: RealtimeResults): void {
  console.log(`\nOpen-files limit: server ${r.openFiles.server}, clients ${r.openFiles.clients}`);
  console.log(`API floor on this host: ${Math.round(r.floorPerSecond)}/s`);
  console.log(`Server RSS before sockets: ${mib(r.baselineRssBytes)} MiB`);
  for (const s of r.steps)
    console.log(
      `  ${n(s.sockets)} sockets: ${n(s.connected)} connected in ${s.connectSeconds.toFixed(1)} s (server ${s.connectCpu.server.toFixed(2)} cores, clients ${s.connectCpu.clients.toFixed(2)}), ` +
        `RSS ${mib(s.rssBytes)} MiB (${kib(s.rssPerSocketBytes)} KiB/socket); delivery p50/p99/max ${lat(s.latency.fromRequest)} ` +
        `(from insert ${lat(s.latency.fromInsert)}), missing ${s.latency.missing}, retries ${s.retries}, other CPU ${s.followCpu.other.toFixed(2)}`,
    );
  if (r.redis)
    console.log(
      `  Redis, 2 processes, ${n(r.redis.connected)} sockets: delivery p50/p99/max ${lat(r.redis.latency.fromRequest)} (from insert ${lat(r.redis.latency.fromInsert)}), missing ${r.redis.latency.missing}`,
    );
  console.log('\nTargets:');
  for (const t of r.targets)
    console.log(`  ${t.met ? 'met   ' : 'MISSED'}  ${t.name}: ${t.measured} (target ${t.target})`);
}
