import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';

/**
 * Timed and background work kept in PostgreSQL (pg-boss), so a job survives a restart and runs once
 * however many processes work the queue. Each area adds its jobs to this map by declaration merging
 * (`declare module '.../platform/jobs/jobs'`), registers a handler in its module with `work`, and
 * schedules with `schedule`; the platform names none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas
export interface JobPayloads {}

export type JobName = keyof JobPayloads;
type JobHandler<K extends JobName> = (payload: JobPayloads[K]) => Promise<void>;

export interface ScheduleOptions {
  /** Not before this instant (default: now). */
  startAfter?: Date;
  /**
   * One job of this name per key: scheduling it again (a retried request, a second process) does
   * nothing while the first is kept (14 days after it ran).
   */
  singletonKey?: string;
}

export interface Jobs {
  schedule<K extends JobName>(
    name: K,
    payload: JobPayloads[K],
    options?: ScheduleOptions,
  ): Promise<void>;
  /**
   * Registers the handler of a job; call it while the app is built (in a module), before start.
   * `pollingIntervalSeconds` (at least 0.5, default 2): how soon a job waiting is noticed.
   */
  work<K extends JobName>(
    name: K,
    handler: JobHandler<K>,
    options?: { pollingIntervalSeconds?: number },
  ): void;
  start(): Promise<void>;
  /** Stops polling and waits (briefly) for running handlers; the pool is the caller's to close. */
  stop(): Promise<void>;
  /**
   * Runs now, in this process, every job waiting (and, with `scheduled`, those whose time has not
   * come yet, as if it had), until none is left. For tests and operators; returns how many ran.
   */
  runDue(options?: { scheduled?: boolean }): Promise<number>;
}

/** pg-boss's tables live in their own schema; the migrations install it (see installJobSchema). */
const schema = 'pgboss';
const pollingIntervalSeconds = 2;
const queueOptions = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 };

/** The job's id for a singleton key, so that the queue's primary key refuses a second one. */
function singletonId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const noJobChanged = { rows: [{ count: 0 }] };

function bossOptions(pool: pg.Pool): PgBoss.ConstructorOptions {
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
          return await pool.query(text, values);
        } catch (error) {
          // The pool began closing while this statement was on its way.
          if (closed()) return noJobChanged;
          throw error;
        }
      },
    },
    schema,
    // No cron schedules yet; a later area that needs them turns this on.
    schedule: false,
    supervise: true,
    migrate: true,
  };
}

/** Creates (or upgrades) pg-boss's schema: part of the migrations, so starting the app stays quick. */
export async function installJobSchema(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(pool), supervise: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

export function createJobs(pool: pg.Pool, log: FastifyBaseLogger): Jobs {
  const boss = new PgBoss(bossOptions(pool));
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const handlers = new Map<JobName, JobHandler<JobName>>();
  const polling = new Map<JobName, number>();
  const workers = new Map<JobName, string>();
  let started: Promise<void> | null = null;

  const run = async (name: JobName, payload: unknown): Promise<void> => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for the job ${name}`);
    await handler(payload as JobPayloads[JobName]);
  };

  const start = async (): Promise<void> => {
    await boss.start();
    for (const name of handlers.keys()) {
      await boss.createQueue(name, { name, ...queueOptions });
      const interval = polling.get(name) ?? pollingIntervalSeconds;
      const worker = await boss.work<unknown>(
        name,
        { pollingIntervalSeconds: interval },
        async (jobs) => {
          for (const job of jobs) await run(name, job.data);
        },
      );
      workers.set(name, worker);
    }
  };

  return {
    async schedule(name, payload, options = {}) {
      await (started ??= start());
      await boss.send(name, payload as object, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey
          ? { id: singletonId(name, options.singletonKey), singletonKey: options.singletonKey }
          : {}),
      });
      // A job due now wakes this process's worker at once instead of waiting for its next poll.
      const worker = workers.get(name);
      if (worker && !options.startAfter) boss.notifyWorker(worker);
    },
    work(name, handler, options = {}) {
      if (started) throw new Error(`the job ${name} was registered after the queue started`);
      handlers.set(name, handler as JobHandler<JobName>);
      if (options.pollingIntervalSeconds !== undefined)
        polling.set(name, Math.max(0.5, options.pollingIntervalSeconds));
    },
    async start() {
      await (started ??= start());
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 5_000, close: false });
    },
    async runDue(options = {}) {
      await (started ??= start());
      let count = 0;
      for (let round = 0; round < 20; round += 1) {
        let ran = 0;
        for (const name of handlers.keys()) {
          const jobs = await boss.fetch<unknown>(name, {
            batchSize: 50,
            ignoreStartAfter: options.scheduled ?? false,
          });
          for (const job of jobs) {
            try {
              await run(name, job.data);
              await boss.complete(name, job.id);
            } catch (error) {
              log.error({ err: error, job: name }, 'job failed');
              await boss.fail(name, job.id, { message: String(error) });
            }
            ran += 1;
          }
        }
        count += ran;
        if (ran === 0) break;
      }
      return count;
    },
  };
}
