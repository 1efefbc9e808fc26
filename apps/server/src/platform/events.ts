import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@aebro/shared/notifications';

/**
 * Domain events: services emit them after their transaction commits; the realtime module (and later
 * others, e.g. web push) turn them into deliveries. Services never touch sockets.
 */
export interface DomainEvents {
  'notification.created': { userId: string; notification: Notification };
  'notifications.changed': { userId: string };
  'post.counts': { postId: string; likes: number; comments: number; saves: number };
  'post.created': { postId: string; authorId: string; audience: 'public' | 'followers' };
  'sessions.revoked': { userId: string; remainingSessionIds: string[] };
}

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => void | Promise<void>;

export interface EventBus {
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void;
  on<K extends keyof DomainEvents>(name: K, handler: Handler<K>): void;
  /** Resolves when every handler started so far has finished (tests and graceful shutdown). */
  idle(): Promise<void>;
}

export function createEventBus(log: FastifyBaseLogger): EventBus {
  const handlers = new Map<keyof DomainEvents, Array<Handler<keyof DomainEvents>>>();
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
      list.push(handler as Handler<keyof DomainEvents>);
      handlers.set(name, list);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
