import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Counter } from 'prom-client';
import type pg from 'pg';
import type { Executor } from '../db/client';
import { executeWithValues } from '../db/raw-sql';
import { withOwnLogFields } from '../log-context';
import type { EffectOptions, Jobs, WorkOptions } from './job-types';
import { bossOptions, queuePlan, schema, sendOptions } from './boss-options';
import { listFailedJobs } from './failed-jobs';
import { splitOrigin, withOrigin } from './job-origin';
import { runHere } from './run-committed';
import { listenForWakes, wakeChannel } from './wakes';

/**
 * Timed and background work kept in PostgreSQL (pg-boss), so a job survives a restart and runs once
 * however many processes work the queue. Each area adds its jobs to this map by declaration merging
 * (`declare module '.../platform/jobs/jobs'`), registers a handler in its module with `work`, and
 * queues with `enqueue` (inside the transaction that causes the job: an outbox) or `schedule`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas
export interface JobPayloads {}

export type JobName = keyof JobPayloads;
type QueueHandler = (payload: unknown) => Promise<void>;

export type { EffectOptions, FailedJobs, Jobs, ScheduleOptions, WorkOptions } from './job-types';

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
    failures?: Counter<'queue'>;
    /** DATABASE_PREPARED_STATEMENTS: the queue's own statements are named unless it is `unnamed`. */
    preparedStatements?: 'named' | 'unnamed';
  } = {},
): Jobs {
  const boss = new PgBoss(bossOptions(pool, options.preparedStatements));
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
      options.failures?.inc({ queue: name });
      withOwnLogFields(fields, () => log.error({ err: error }, 'job failed'));
      throw error;
    } finally {
      running.delete(job);
    }
  };

  /** Workers (by id) busy with a batch now: a wake goes to one that is not. */
  const busy = new Set<string>();
  /** Jobs queued in each open transaction, by queue: one wake-up each (see send). */
  const queuedIn = new WeakMap<Executor, Map<string, number>>();

  /**
   * One wake-up for one job: one of the queue's workers fetches (an idle one if there is one). A
   * worker that ran a job fetches again at once, until its queue is empty (see start), so a burst
   * is worked by as many workers as it woke, and no worker fetches for nothing.
   */
  const wake = (name: string): void => {
    const ids = workers.get(name) ?? [];
    const idle = ids.find((id) => !busy.has(id)) ?? ids[0];
    if (idle) boss.notifyWorker(idle);
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
      const plan = queuePlan(setting);
      await boss.createQueue(name, { name, ...plan.queue });
      const ids: string[] = [];
      workers.set(name, ids);
      for (let index = 0; index < plan.workers; index += 1) {
        let id = '';
        id = await boss.work<unknown>(
          name,
          { pollingIntervalSeconds: plan.pollingIntervalSeconds },
          async (jobs) => {
            busy.add(id);
            try {
              for (const job of jobs) await run(name, job.data);
            } finally {
              busy.delete(id);
              // More may be waiting (a burst woke fewer workers than it queued jobs): look again.
              if (jobs.length > 0) boss.notifyWorker(id);
            }
          },
        );
        ids.push(id);
      }
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
    scheduleOptions: EffectOptions,
    tx: Executor | null,
  ): Promise<string | null> => {
    if (!handlers.has(name)) throw new Error(`the job ${name} has no handler`);
    await ensureStarted();
    const send = sendOptions(name, scheduleOptions);
    if (!tx) {
      const id = await boss.send(name, withOrigin(payload), send);
      // A job due now wakes this process's worker at once instead of waiting for its next poll.
      if (!scheduleOptions.startAfter) wake(name);
      return id;
    }
    const id = await boss.send(name, withOrigin(payload), {
      ...send,
      db: { executeSql: async (text, values) => await executeWithValues(tx, text, values) },
    });
    // Delivered when (and only if) the transaction commits, to every process listening: one per
    // job (PostgreSQL folds equal notifications of a transaction into one, hence the count). A job
    // this process runs itself after the commit (runCommitted) wakes nobody.
    if (!scheduleOptions.startAfter && !scheduleOptions.runHere) {
      const counts = queuedIn.get(tx) ?? new Map<string, number>();
      queuedIn.set(tx, counts);
      const count = (counts.get(name) ?? 0) + 1;
      counts.set(name, count);
      await executeWithValues(tx, 'select pg_notify($1, $2)', [wakeChannel, `${name}#${count}`]);
    }
    return id;
  };

  const here = runHere({
    pool,
    boss,
    log,
    run,
    wake,
    limit: (name) => queuePlan(settings.get(name) ?? {}).workers,
    preparedStatements: options.preparedStatements,
  });

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
      return await send(name, payload, scheduleOptions, tx);
    },
    runCommitted: here.runCommitted,
    async start() {
      await ensureStarted();
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await stopListening?.();
      // The effects this process was running for its own commits: as long as the workers' grace.
      await Promise.race([
        Promise.allSettled([...here.inFlight]),
        new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
      ]);
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
      return await listFailedJobs(pool);
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
