import type { FastifyBaseLogger } from 'fastify';

/**
 * Domain events: services emit them after their transaction commits; area modules subscribe to turn
 * them into socket messages, notifications or e-mails. Services never touch sockets. Each area adds
 * its own events to this map by declaration merging (`declare module '.../platform/events'`), so the
 * platform names none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas
export interface DomainEvents {}

type EventName = keyof DomainEvents;
type Handler<K extends EventName> = (payload: DomainEvents[K]) => void | Promise<void>;

export interface EventBus {
  emit<K extends EventName>(name: K, payload: DomainEvents[K]): void;
  on<K extends EventName>(name: K, handler: Handler<K>): void;
  /** Resolves when every handler started so far has finished (tests and graceful shutdown). */
  idle(): Promise<void>;
}

export function createEventBus(log: FastifyBaseLogger): EventBus {
  const handlers = new Map<EventName, Array<Handler<EventName>>>();
  const running = new Set<Promise<void>>();
  return {
    emit(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        const run = Promise.resolve()
          .then(() => (handler as Handler<typeof name>)(payload))
          .catch((error: unknown) =>
            log.error({ err: error, event: name }, 'domain event handler failed'),
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
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
