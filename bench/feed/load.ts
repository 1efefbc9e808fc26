import autocannon from 'autocannon';
import pg from 'pg';
import { backendPids } from '../common/database';
import { measureCpu, type CpuUse } from '../common/proc';
import { summarize } from '../common/stats';
import { feedQueries, fullRequestQueries, genericPlans, timelineQueries } from './queries';

export interface Viewer {
  id: string;
  token: string;
  cookie: string;
  following: number;
}

export interface Throughput {
  label: string;
  seconds: number;
  completed: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  cpu: CpuUse;
}

/**
 * autocannon on GET /api/v1/feed?limit=20 (or `path`): every connection cycles through the viewers'
 * cookies, so that requests are spread over all of them (and over their feeds).
 */
export async function apiLoad(
  baseUrl: string,
  databaseUrl: string,
  viewers: readonly Viewer[],
  connections: number,
  seconds: number,
  serverPid: number,
  label = 'API GET /api/v1/feed',
  path = '/api/v1/feed?limit=20',
): Promise<Throughput> {
  const requests: autocannon.Request[] = viewers.map((viewer) => ({
    method: 'GET',
    path,
    headers: { cookie: viewer.cookie },
  }));
  const stop = measureCpu([serverPid], await backendPids(databaseUrl));
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests,
    timeout: 30,
  });
  const cpu = stop(await backendPids(databaseUrl));
  const completed = result['2xx'];
  return {
    label,
    seconds: result.duration,
    completed,
    perSecond: completed / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpu,
  };
}

/**
 * A closed loop like autocannon's: `clients` connections, each running one unit of work after the
 * other for `seconds`, for the viewers in turn. Latency is that of the unit (all its queries).
 */
export async function sqlLoad(
  databaseUrl: string,
  viewers: readonly Viewer[],
  clients: number,
  seconds: number,
  serverPid: number,
  work: 'feed' | 'full' | 'timeline',
): Promise<Throughput> {
  const connect = async (): Promise<pg.Client> => {
    // The timeline's statement as the server sends it: through connections that plan generically.
    const client = new pg.Client({
      connectionString: databaseUrl,
      ...(work === 'timeline' ? { options: genericPlans } : {}),
    });
    await client.connect();
    return client;
  };
  const pool = await Promise.all(Array.from({ length: clients }, connect));
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  try {
    const stop = measureCpu([serverPid], await backendPids(databaseUrl));
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      pool.map(async (client) => {
        while (performance.now() < deadline) {
          const viewer = viewers[next++ % viewers.length];
          if (!viewer) break;
          const t0 = performance.now();
          try {
            if (work === 'feed') await feedQueries(client, viewer.id, undefined);
            else if (work === 'timeline') await timelineQueries(client, viewer.id);
            else await fullRequestQueries(client, viewer);
            latencies.push(performance.now() - t0);
          } catch (error) {
            errors++;
            if (errors === 1)
              console.warn('  SQL error:', error instanceof Error ? error.message : error);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpu = stop(await backendPids(databaseUrl));
    const summary = summarize(latencies);
    return {
      label:
        work === 'feed'
          ? 'SQL (old): the two pull feed queries'
          : work === 'timeline'
            ? 'SQL (new): the timeline request’s statement (page and state)'
            : 'SQL (old): every query of the old request (session, user, feed ×2, likes, saves)',
      seconds: elapsed,
      completed: latencies.length,
      perSecond: latencies.length / elapsed,
      p50Ms: summary.p50,
      p99Ms: summary.p99,
      errors,
      cpu,
    };
  } finally {
    await Promise.all(pool.map((client) => client.end()));
  }
}
