import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { ScheduleOptions, WorkOptions } from './jobs';

/** pg-boss's tables live in their own schema; the migrations install it (see installJobSchema). */
export const schema = 'pgboss';
/** Failed jobs stay where /admin can see and retry them for this long. */
const keepFailedSeconds = 30 * 24 * 3600;

/** The job's id for a singleton key, so that the queue's primary key refuses a second one. */
function singletonId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function sendOptions(name: string, options: ScheduleOptions): PgBoss.SendOptions {
  return {
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey
      ? { id: singletonId(name, options.singletonKey), singletonKey: options.singletonKey }
      : {}),
  };
}

const noJobChanged = { rows: [{ count: 0 }] };

/**
 * pg-boss's statements with values as named prepared statements (one name per text): its fetch is
 * an UPDATE over the job table's partitions, one per queue, that PostgreSQL took 5–13 ms to plan
 * each time it came unnamed, more than running it (issue 39, bench/README.md "realtime"). Behind
 * PgBouncer before 1.21 (`unnamed`) they stay unnamed; texts without values (its migrations, several
 * commands at once) always go as simple queries.
 */
function statement(text: string, values: unknown[] | undefined, named: boolean) {
  if (!named || !values || values.length === 0) return { text, values };
  return {
    name: `boss_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`,
    text,
    values,
  };
}

export function bossOptions(
  pool: pg.Pool,
  preparedStatements: 'named' | 'unnamed' = 'named',
): PgBoss.ConstructorOptions {
  const named = preparedStatements === 'named';
  return {
    // Our own pool: no second set of connections per process. Once the pool is closed (shutdown),
    // a handler that outlived stop()'s grace has nothing left to write: its job stays active in the
    // table and runs again when it expires. pg-boss's late bookkeeping for it (complete or fail,
    // the only statements sent after stop) is answered "no job changed" instead of a rejection
    // that nobody awaits.
    db: {
      executeSql: async (text, values) => {
        const closed = () => pool.ending || pool.ended;
        if (closed()) return noJobChanged;
        try {
          return await pool.query(statement(text, values, named));
        } catch (error) {
          // The pool began closing while this statement was on its way.
          if (closed()) return noJobChanged;
          throw error;
        }
      },
    },
    schema,
    // No cron schedules: the areas schedule their own repeats (e.g. the hourly reconciliation).
    schedule: false,
    supervise: true,
    migrate: true,
    archiveFailedAfterSeconds: keepFailedSeconds,
    // How often expired jobs (of a process that died) are put back in line.
    maintenanceIntervalSeconds: 30,
  };
}

/** Creates (or upgrades) pg-boss's schema: part of the migrations, so starting the app stays quick. */
export async function installJobSchema(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(pool), supervise: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

const defaultPollingSeconds = 2;
/** Durable effects are woken by their commit: polling only catches retries and missed wakes. */
const effectPollingSeconds = 10;
/**
 * Workers of the durable effects' queue in each process: a burst is not worked one at a time, and
 * a notification does not wait behind a timeline sync (issue 39). Each is woken for one job (jobs.ts).
 */
const effectWorkers = 8;
const queueOptions = {
  timed: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  // A handler still "active" after a minute was in a process that died: it runs again then.
  effect: { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
};

/** How a queue is created and worked in each process, from its handler's options. */
export function queuePlan(setting: WorkOptions) {
  const kind = setting.kind ?? 'timed';
  const interval =
    setting.pollingIntervalSeconds ??
    (kind === 'effect' ? effectPollingSeconds : defaultPollingSeconds);
  return {
    queue: queueOptions[kind],
    pollingIntervalSeconds: Math.max(0.5, interval),
    workers: kind === 'effect' ? effectWorkers : 1,
  };
}
