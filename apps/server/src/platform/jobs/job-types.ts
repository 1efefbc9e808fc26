import type { Executor } from '../db/client';
import type { JobName, JobPayloads } from './jobs';

/** The job queue's interface (jobs.ts builds it); JobPayloads is filled in by the areas there. */
type QueueHandler = (payload: unknown) => Promise<void>;

export type JobHandler<K extends JobName> = (payload: JobPayloads[K]) => Promise<void>;

export interface ScheduleOptions {
  /** Not before this instant (default: now). */
  startAfter?: Date;
  /**
   * One job of this name per key: scheduling it again (a retried request, a second process) does
   * nothing while the first is kept (14 days after it ran).
   */
  singletonKey?: string;
}

/** `enqueueQueue`'s options: a durable effect may be run by the process that commits it. */
export interface EffectOptions extends ScheduleOptions {
  /**
   * Runs in this process as soon as the caller's transaction commits (the caller then passes the
   * returned id to `runCommitted`) instead of waking a worker for it. If this process dies first,
   * or is busy, a worker runs it as any other job.
   */
  runHere?: boolean;
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
  /** Returns the job's id (null when its singleton key was taken). */
  enqueueQueue(
    tx: Executor,
    name: string,
    payload: object,
    options?: EffectOptions,
  ): Promise<string | null>;
  /**
   * Runs now, in this process, jobs queued with `runHere` whose transaction has just committed:
   * claimed by id (a job another process already took is left to it), completed or failed (and
   * retried) as a worker would. While this process runs as many at once as its workers could, it
   * wakes its workers for them instead. Resolves when they have run.
   */
  runCommitted(name: string, ids: readonly string[]): Promise<void>;
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
