import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from './db/client';
import type { Jobs } from './jobs/jobs';

/**
 * Domain events. Each area adds its own to this map by declaration merging
 * (`declare module '.../platform/events'`), so the platform names none of them. Two kinds of
 * subscription, kept apart on purpose:
 *
 * - `subscribe` (durable): an effect that changes rows, sends an e-mail or a push. Publishing the
 *   event (`publish`, inside the transaction that causes it) enqueues one job per durable
 *   subscriber in that same transaction, so the effect happens if and only if the change commits,
 *   survives a crash, and is retried with backoff until it succeeds (or waits as a failed job in
 *   /admin). The committing process runs the jobs itself right after the commit (no wake-up, no
 *   fetch: the quickest path to a notification); if it dies first, a worker runs them. A
 *   subscriber must be idempotent: a retry may follow a run that did part of its work.
 * - `on` (in memory): socket pushes only, after the commit, in the process that made the change.
 *
 * `transaction(db, work)` runs `work` in a transaction in which `publish` may be called; the
 * in-memory subscribers hear of each published event once the transaction commits.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas
export interface DomainEvents {}

type EventName = keyof DomainEvents;
type Handler<K extends EventName> = (payload: DomainEvents[K]) => void | Promise<void>;
type DurableHandler<K extends EventName> = (payload: DomainEvents[K]) => Promise<void>;

export interface EventBus {
  /** Tells the in-memory (socket) subscribers now; for changes that need no durable effect. */
  emit<K extends EventName>(name: K, payload: DomainEvents[K]): void;
  /** An in-memory subscription: socket pushes and nothing that changes rows. */
  on<K extends EventName>(name: K, handler: Handler<K>): void;
  /**
   * A durable subscription, run as the job `subscriber` (unique, e.g. 'notifications.on-follow')
   * for every publish of `name`. Register it while the app is built (in a module).
   */
  subscribe<K extends EventName>(
    name: K,
    subscriber: string,
    handler: DurableHandler<K>,
    options?: { when?: (payload: DomainEvents[K]) => boolean },
  ): void;
  /**
   * Inside a transaction made by `transaction`: queues the event's durable subscribers in it, and
   * tells the in-memory ones after it commits.
   */
  publish<K extends EventName>(tx: Transaction, name: K, payload: DomainEvents[K]): Promise<void>;
  /** A transaction in which events may be published (see `publish`). */
  transaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Resolves when every in-memory handler started so far has finished (tests and shutdown). */
  idle(): Promise<void>;
  /** Whether no in-memory handler is running. */
  quiet(): boolean;
}

/** What a transaction published: told to the in-memory subscribers and run here once it commits. */
interface Published {
  tell: Array<() => void>;
  /** Ids of the durable effects' jobs it queued, run by this process after the commit. */
  effects: string[];
}

/** The job queue of durable effects; each job names its subscriber (shown as such in /admin). */
export const effectQueue = 'events.effect';
interface EffectJob {
  subscriber: string;
  payload: unknown;
}

export function createEventBus(log: FastifyBaseLogger, jobs: Jobs): EventBus {
  const handlers = new Map<EventName, Array<Handler<EventName>>>();
  const durable = new Map<
    EventName,
    Array<{ subscriber: string; when?: (payload: never) => boolean }>
  >();
  const running = new Set<Promise<void>>();
  /** Durable subscribers by name: one queue carries them all, each job naming its subscriber. */
  const subscribers = new Map<string, DurableHandler<EventName>>();
  jobs.workQueue(effectQueue, async (job) => {
    const { subscriber, payload } = job as EffectJob;
    const handler = subscribers.get(subscriber);
    if (!handler) throw new Error(`no durable subscriber ${subscriber}`);
    await handler(payload as DomainEvents[EventName]);
  });
  /** The events published in each open transaction, told to the in-memory subscribers on commit. */
  const pending = new WeakMap<Transaction, Published>();

  const bus: EventBus = {
    emit(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        const run = Promise.resolve()
          .then(() => (handler as Handler<typeof name>)(payload))
          .catch((error: unknown) =>
            log.error({ err: error, event: name }, 'socket event handler failed'),
          )
          .finally(() => running.delete(run));
        running.add(run);
      }
    },
    on(name, handler) {
      const list = handlers.get(name) ?? [];
      list.push(handler as Handler<EventName>);
      handlers.set(name, list);
    },
    subscribe(name, subscriber, handler, options = {}) {
      if (subscribers.has(subscriber)) throw new Error(`the subscriber ${subscriber} exists twice`);
      subscribers.set(subscriber, handler as DurableHandler<EventName>);
      durable.set(name, [...(durable.get(name) ?? []), { subscriber, ...options }]);
    },
    async publish(tx, name, payload) {
      const published = pending.get(tx);
      if (!published)
        throw new Error(`${name} was published outside a transaction made by events.transaction`);
      // A subscriber that says it has nothing to do for this payload gets no job at all.
      for (const { subscriber, when } of durable.get(name) ?? [])
        if (!when || when(payload as never)) {
          const id = await jobs.enqueueQueue(
            tx,
            effectQueue,
            { subscriber, payload },
            { runHere: true },
          );
          if (id) published.effects.push(id);
        }
      published.tell.push(() => bus.emit(name, payload));
    },
    async transaction(db, work) {
      const published: Published = { tell: [], effects: [] };
      const result = await db.transaction(async (tx) => {
        pending.set(tx, published);
        return await work(tx);
      });
      for (const tell of published.tell) tell();
      // Not awaited: the caller answers now; the job stays queued until its effect has run.
      void jobs.runCommitted(effectQueue, published.effects);
      return result;
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    quiet() {
      return running.size === 0;
    },
  };
  return bus;
}
