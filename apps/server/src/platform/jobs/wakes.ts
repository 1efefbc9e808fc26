import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel on which a committed enqueue wakes the workers of its queue, in every process. */
export const wakeChannel = 'aebro_jobs';

/**
 * Listens for committed enqueues on its own connection (LISTEN needs a session of its own) and
 * wakes the queue's worker; reconnects after a failure. Returns a function that stops it.
 */
export function listenForWakes(
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
      // `<queue>#<n>`: the n-th job of that queue in the transaction that sent it.
      if (message.channel === wakeChannel && message.payload)
        wake(message.payload.replace(/#\d+$/, ''));
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
