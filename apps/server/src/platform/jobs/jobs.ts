import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Counter } from 'prom-client';
import pg from 'pg';
import type { Executor } from '../db/client';
import { executeWithValues } from '../db/raw-sql';
import { withOwnLogFields } from '../log-context';
import { splitOrigin, withOrigin } from './job-origin';

/**
 * Timed and background work kept in PostgreSQL (pg-boss), so a job survives a restart and runs once
 * however many processes work the queue. Each area adds its jobs to this map by declaration merging
 * (`declare module '.../platform/jobs/jobs'`), registers a handler in its module with `work`, and
 * queues with `enqueue` (inside the transaction that causes the job: an outbox) or `schedule`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas
export interface JobPayloads {}

export type JobName = keyof JobPayloads;
type JobHandler<K extends JobName> = (payload: JobPayloads[K]) => Promise<void>;
type QueueHandler = (payload: unknown) => Promise<void>;

export interface ScheduleOptions {
  /** Not before this instant (default: now). */
  startAfter?: Date;
  /**
   * One job of this name per key: scheduling it again (a retried request, a second process) does
   * nothing while the first is kept (14 days after it ran).
   */
  singletonKey?: string;
}

export interface WorkOptions {
  /** At least 0.5, default 2: how soon a job that nobody woke the worker for is noticed. */
  pollingIntervalSeconds?: number;
  /**
   * `effect` (the default for durable event subscriptions): retried quickly (5 s, doubling, 8
   * times), woken by its enqueue's commit, so its polling is only a fallback.
   */
  kind?: 'timed' | 'effect';
}

/** A job that failed every retry: it waits in the `failed` state until an operator retries it. */
export interface FailedJobs {
  total: number;
  queues: Array<{
    name: string;
    count: number;
    lastJobId: string;
    lastError: string;
    lastFailedAt: string;
  }>;
}

export interface Jobs {
  /**
   * Queues a job inside the caller's transaction: it exists if and only if the transaction commits,
   * and workers in every process are woken when it does (LISTEN/NOTIFY is transactional too).
   */
  enqueue<K extends JobName>(
    tx: Executor,
    name: K,
    payload: JobPayloads[K],
    options?: ScheduleOptions,
  ): Promise<void>;
  /** Queues a job on its own, for work that no transaction of ours causes. */
  schedule<K extends JobName>(
    name: K,
    payload: JobPayloads[K],
    options?: ScheduleOptions,
  ): Promise<void>;
  /** Registers the handler of a job; call it while the app is built (in a module), before start. */
  work<K extends JobName>(name: K, handler: JobHandler<K>, options?: WorkOptions): void;
  /** The untyped forms of `work` and `enqueue`, for the event bus's durable subscriptions. */
  workQueue(name: string, handler: QueueHandler, options?: WorkOptions): void;
  enqueueQueue(
    tx: Executor,
    name: string,
    payload: object,
    options?: ScheduleOptions,
  ): Promise<void>;
  start(): Promise<void>;
  /** Stops polling and waits (briefly) for running handlers; the pool is the caller's to close. */
  stop(): Promise<void>;
  /**
   * Runs now, in this process, every job waiting (and, with `scheduled`, those whose time has not
   * come yet, as if it had, retries included), until none is left. For tests and operators; returns
   * how many ran.
   */
  runDue(options?: { scheduled?: boolean }): Promise<number>;
  /**
   * Waits for the handlers running in this process and runs what is due (retries at once), until
   * nothing is left; returns how many jobs it ran itself. For tests and operators.
   */
  drain(): Promise<number>;
  /** Whether nothing due is waiting or running, here or in any process on the database. */
  quiet(): Promise<boolean>;
  /** Jobs that failed every retry, by queue (the dead letters: /admin and metrics show them). */
  failed(): Promise<FailedJobs>;
  /** Puts a failed job back in line; false when there is no such failed job. */
  retryFailed(jobId: string): Promise<boolean>;
}

/** pg-boss's tables live in their own schema; the migrations install it (see installJobSchema). */
const schema = 'pgboss';
/** The channel on which a committed enqueue wakes the workers of its queue, in every process. */
const wakeChannel = 'aebro_jobs';
const defaultPollingSeconds = 2;
/** Durable effects are woken by their commit: polling only catches retries and missed wakes. */
const effectPollingSeconds = 10;
/** Workers of the durable effects' queue in each process: a burst is not worked one at a time. */
const effectWorkers = 4;
const queueOptions = {
  timed: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  // A handler still "active" after a minute was in a process that died: it runs again then.
  effect: { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
};
/** Failed jobs stay where /admin can see and retry them for this long. */
const keepFailedSeconds = 30 * 24 * 3600;

/** The job's id for a singleton key, so that the queue's primary key refuses a second one. */
function singletonId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function sendOptions(name: string, options: ScheduleOptions): PgBoss.SendOptions {
  return {
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey
      ? { id: singletonId(name, options.singletonKey), singletonKey: options.singletonKey }
      : {}),
  };
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

/**
 * Listens for committed enqueues on its own connection (LISTEN needs a session of its own) and
 * wakes the queue's worker; reconnects after a failure. Returns a function that stops it.
 */
function listenForWakes(
  connectionString: string,
  log: FastifyBaseLogger,
  wake: (queue: string) => void,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (delayMs: number): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    client = next;
    const again = () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(Math.min(delayMs * 2, 30_000)), delayMs);
    };
    next.on('error', (error) => {
      log.warn({ err: error }, 'the job queue lost its wake-up connection; jobs are polled');
      again();
    });
    next.on('notification', (message) => {
      if (message.channel === wakeChannel && message.payload) wake(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${wakeChannel}`);
    } catch (error) {
      log.warn({ err: error }, 'the job queue could not listen for wake-ups; jobs are polled');
      again();
    }
  };
  void connect(1_000);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export function createJobs(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  options: {
    listenUrl?: string;
    /**
     * This process is the only one on the database (the embedded PostgreSQL, whose DATA_DIR is
     * locked): jobs a previous process left active died with it and run again at once.
     */
    soleProcess?: boolean;
    /** Counts failed attempts (aebro_job_attempts_failed_total); see jobFailureCounter. */
    failures?: Counter<'job'>;
  } = {},
): Jobs {
  const boss = new PgBoss(bossOptions(pool));
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const handlers = new Map<string, QueueHandler>();
  const settings = new Map<string, WorkOptions>();
  const workers = new Map<string, string[]>();
  const running = new Set<Promise<void>>();
  let started: Promise<void> | null = null;
  let stopListening: (() => Promise<void>) | null = null;

  const run = async (name: string, data: unknown): Promise<void> => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for the job ${name}`);
    const { payload, reqId } = splitOrigin(data);
    // Its lines (platform.log's too, through the log context) carry the job and the request that queued it.
    const fields = reqId ? { job: name, reqId } : { job: name };
    const job = withOwnLogFields(fields, () => handler(payload));
    running.add(job);
    try {
      await job;
    } catch (error) {
      options.failures?.inc({ job: name });
      withOwnLogFields(fields, () => log.error({ err: error }, 'job failed'));
      throw error;
    } finally {
      running.delete(job);
    }
  };

  const wake = (name: string): void => {
    for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
  };

  const start = async (): Promise<void> => {
    await boss.start();
    if (options.soleProcess) {
      const { rowCount } = await pool.query(
        `update ${schema}.job set state = 'retry', start_after = now() where state = 'active'`,
      );
      if (rowCount) log.warn({ jobs: rowCount }, 'jobs cut off by the last stop run again');
    }
    for (const [name, setting] of settings) {
      const kind = setting.kind ?? 'timed';
      await boss.createQueue(name, { name, ...queueOptions[kind] });
      const interval =
        setting.pollingIntervalSeconds ??
        (kind === 'effect' ? effectPollingSeconds : defaultPollingSeconds);
      const ids: string[] = [];
      for (let index = 0; index < (kind === 'effect' ? effectWorkers : 1); index += 1)
        ids.push(
          await boss.work<unknown>(
            name,
            { pollingIntervalSeconds: Math.max(0.5, interval) },
            async (jobs) => {
              for (const job of jobs) await run(name, job.data);
            },
          ),
        );
      workers.set(name, ids);
    }
    if (options.listenUrl) stopListening = listenForWakes(options.listenUrl, log, wake);
  };

  const ensureStarted = async (): Promise<void> => {
    // Outside whichever request first queues a job: the workers' timers would keep its log fields.
    await (started ??= withOwnLogFields({}, start));
  };

  const send = async (
    name: string,
    payload: object,
    scheduleOptions: ScheduleOptions,
    tx: Executor | null,
  ): Promise<void> => {
    if (!handlers.has(name)) throw new Error(`the job ${name} has no handler`);
    await ensureStarted();
    const send = sendOptions(name, scheduleOptions);
    if (!tx) {
      await boss.send(name, withOrigin(payload), send);
      // A job due now wakes this process's worker at once instead of waiting for its next poll.
      if (!scheduleOptions.startAfter) wake(name);
      return;
    }
    await boss.send(name, withOrigin(payload), {
      ...send,
      db: { executeSql: async (text, values) => await executeWithValues(tx, text, values) },
    });
    // Delivered when (and only if) the transaction commits, to every process listening.
    if (!scheduleOptions.startAfter)
      await executeWithValues(tx, 'select pg_notify($1, $2)', [wakeChannel, name]);
  };

  const runDue = async (runOptions: { scheduled?: boolean } = {}): Promise<number> => {
    await ensureStarted();
    let count = 0;
    for (let round = 0; round < 20; round += 1) {
      let ran = 0;
      // One look at which queues hold work instead of a fetch from each of them.
      const { rows } = await pool.query<{ name: string }>(
        `select distinct name from ${schema}.job
          where state in ('created', 'retry') and ($1 or start_after <= now())`,
        [runOptions.scheduled ?? false],
      );
      for (const { name } of rows) {
        if (!handlers.has(name)) continue;
        const jobs = await boss.fetch<unknown>(name, {
          batchSize: 50,
          ignoreStartAfter: runOptions.scheduled ?? false,
        });
        for (const job of jobs) {
          try {
            await run(name, job.data);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, { message: String(error) });
          }
          ran += 1;
        }
      }
      count += ran;
      if (ran === 0) break;
    }
    return count;
  };

  const quiet = async (): Promise<boolean> => {
    if (running.size > 0) return false;
    const { rows } = await pool.query<{ busy: boolean }>(
      `select exists (select 1 from ${schema}.job
                       where name = any($1)
                         and (state = 'active'
                              or (state in ('created', 'retry') and start_after <= now()))) as busy`,
      [[...handlers.keys()]],
    );
    return !rows[0]?.busy && running.size === 0;
  };

  const register = (name: string, handler: QueueHandler, workOptions: WorkOptions): void => {
    if (started) throw new Error(`the job ${name} was registered after the queue started`);
    if (handlers.has(name)) throw new Error(`the job ${name} has two handlers`);
    handlers.set(name, handler);
    settings.set(name, workOptions);
  };

  return {
    async enqueue(tx, name, payload, scheduleOptions = {}) {
      await send(name, payload, scheduleOptions, tx);
    },
    async schedule(name, payload, scheduleOptions = {}) {
      await send(name, payload, scheduleOptions, null);
    },
    work(name, handler, workOptions = {}) {
      register(name, handler as QueueHandler, workOptions);
    },
    workQueue(name, handler, workOptions = {}) {
      register(name, handler, { kind: 'effect', ...workOptions });
    },
    async enqueueQueue(tx, name, payload, scheduleOptions = {}) {
      await send(name, payload, scheduleOptions, tx);
    },
    async start() {
      await ensureStarted();
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await stopListening?.();
      await boss.stop({ graceful: true, timeout: 5_000, close: false });
    },
    runDue,
    async drain() {
      let ran = 0;
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        // A job that failed (a moment's outage, a busy pool) is retried now, not after its delay.
        await pool.query(
          `update ${schema}.job set start_after = now() where state = 'retry' and start_after > now()`,
        );
        while (running.size > 0) await Promise.allSettled([...running]);
        const now = await runDue();
        ran += now;
        if (now > 0 || running.size > 0) continue;
        // A worker may hold a job it fetched but has not finished: wait for it.
        if (await quiet()) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return ran;
    },
    quiet,
    async failed() {
      const { rows } = await pool.query<{
        name: string;
        count: string;
        last_job_id: string;
        last_error: unknown;
        last_failed_at: Date;
      }>(
        // A durable effect's job is shown by its subscriber (the queue carries them all).
        `select coalesce(data->>'subscriber', name) as name, count(*) as count,
                max(completed_on) as last_failed_at,
                (array_agg(id order by completed_on desc))[1] as last_job_id,
                (array_agg(output order by completed_on desc))[1] as last_error
           from ${schema}.job where state = 'failed'
          group by coalesce(data->>'subscriber', name) order by 1`,
      );
      const queues = rows.map((row) => ({
        name: row.name,
        count: Number(row.count),
        lastJobId: row.last_job_id,
        lastError: errorText(row.last_error),
        lastFailedAt: row.last_failed_at.toISOString(),
      }));
      return { total: queues.reduce((sum, queue) => sum + queue.count, 0), queues };
    },
    async retryFailed(jobId) {
      const { rows } = await pool.query<{ name: string }>(
        `select name from ${schema}.job where id = $1 and state = 'failed'`,
        [jobId],
      );
      const name = rows[0]?.name;
      if (!name) return false;
      await ensureStarted();
      await boss.retry(name, jobId);
      // Now, not after the backoff its last failure computed.
      await pool.query(
        `update ${schema}.job set start_after = now() where id = $1 and state = 'retry'`,
        [jobId],
      );
      wake(name);
      return true;
    },
  };
}

/** What pg-boss kept of a failure: an Error serialised to JSON, or what a handler threw. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object') {
    const value = output as { message?: unknown; value?: { message?: unknown } };
    if (typeof value.message === 'string') return value.message;
    if (typeof value.value?.message === 'string') return value.value.message;
  }
  return JSON.stringify(output ?? null);
}
