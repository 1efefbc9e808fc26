import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { schema } from './boss-options';

interface RunHereOptions {
  pool: pg.Pool;
  boss: PgBoss;
  log: FastifyBaseLogger;
  /** Runs one job's handler (jobs.ts's `run`: log fields, failure count, `running`). */
  run: (name: string, data: unknown) => Promise<void>;
  /** Wakes one of this process's workers of the queue. */
  wake: (name: string) => void;
  /** How many of the queue's jobs may run here at once: as many as its workers. */
  limit: (name: string) => number;
  preparedStatements?: 'named' | 'unnamed';
}

/**
 * The committing process runs its own effects at once: no wake-up over LISTEN, no worker's fetch
 * over the queue's partitions; a claim by id instead (issue 39: notification delivery). Returns
 * `runCommitted` and the runs in flight (for stop).
 */
export function runHere(options: RunHereOptions) {
  const { pool, boss, log, run, wake } = options;
  const inFlight = new Set<Promise<void>>();
  const claim = {
    text: `update ${schema}.job set state = 'active', started_on = now()
            where name = $1 and id = any($2::uuid[]) and state = 'created'
        returning id, data`,
    ...(options.preparedStatements === 'unnamed' ? {} : { name: 'jobs_claim_committed' }),
  };

  const claimAndRun = async (name: string, ids: readonly string[]): Promise<void> => {
    try {
      const { rows } = await pool.query<{ id: string; data: unknown }>({
        ...claim,
        values: [name, ids],
      });
      await Promise.all(
        rows.map(async (job) => {
          try {
            await run(name, job.data);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, { message: String(error) });
          }
        }),
      );
    } catch (error) {
      // The claim or the bookkeeping failed (an outage): the job is still in the table, where a
      // worker finds it (a claimed one once it expires).
      log.warn(
        { err: error, queue: name },
        'a committed job could not be run here; left to the workers',
      );
      ids.forEach(() => wake(name));
    }
  };

  const runCommitted = async (name: string, ids: readonly string[]): Promise<void> => {
    if (ids.length === 0) return;
    if (inFlight.size >= options.limit(name)) {
      ids.forEach(() => wake(name));
      return;
    }
    const work = claimAndRun(name, ids);
    inFlight.add(work);
    try {
      await work;
    } finally {
      inFlight.delete(work);
    }
  };

  return { runCommitted, inFlight };
}
