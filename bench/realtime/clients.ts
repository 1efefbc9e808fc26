import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defer } from '../common/cleanup';
import type { BenchUser } from './users';
import type { ConnectReport, DeliveryReport, FromWorker, ToWorker } from './protocol';

const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'socket-worker.ts');

interface Worker {
  child: ChildProcess;
  waiters: Map<FromWorker['type'], (message: FromWorker) => void>;
}

export interface ClientPool {
  openFilesLimit: number;
  /** The client processes' pids (node itself: the shell exec'ed it). */
  pids: number[];
  /** Connects the users to `url`, spread over the worker processes; resolves when all are tried. */
  connect(url: string, users: readonly BenchUser[], concurrency: number): Promise<ConnectReport>;
  close(): Promise<void>;
}

function waitFor<T extends FromWorker>(
  worker: Worker,
  type: T['type'],
  timeoutMs: number,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`a socket worker did not answer "${type}" within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    worker.waiters.set(type, (message) => {
      clearTimeout(timer);
      worker.waiters.delete(type);
      resolve(message as T);
    });
  });
}

/**
 * Starts `count` socket-client processes with `ulimit -n` raised to `openFiles` (a process cannot
 * raise its own limit, so a shell does it before exec'ing node), each running socket-worker.ts.
 */
export async function startClients(
  count: number,
  openFiles: number,
  onDelivery: (report: DeliveryReport) => void,
  onProgress: (connected: number) => void,
): Promise<ClientPool> {
  const workers: Worker[] = [];
  const disconnects = new Map<string, number>();
  const script = `ulimit -n ${openFiles} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`;
  const progress = new Map<Worker, number>();
  for (let i = 0; i < count; i++) {
    const child = spawn('sh', ['-c', script, process.execPath, '--import', 'tsx', workerFile], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const worker: Worker = { child, waiters: new Map() };
    child.on('message', (message: FromWorker) => {
      if (message.type === 'notification') onDelivery(message);
      else if (message.type === 'progress') {
        progress.set(worker, message.connected);
        onProgress([...progress.values()].reduce((a, b) => a + b, 0));
      } else if (message.type === 'disconnected')
        disconnects.set(message.reason, (disconnects.get(message.reason) ?? 0) + 1);
      else worker.waiters.get(message.type)?.(message);
    });
    workers.push(worker);
  }
  const stop = defer('stop the socket clients', async () => {
    await Promise.all(
      workers.map(async (worker) => {
        if (worker.child.exitCode !== null || !worker.child.connected) return;
        const closed = waitFor(worker, 'closed', 30_000).catch(() => undefined);
        worker.child.send({ type: 'close' } satisfies ToWorker);
        await closed;
        if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
      }),
    );
    if (disconnects.size > 0)
      console.warn('  unexpected socket disconnects:', Object.fromEntries(disconnects));
  });
  const ready = await Promise.all(
    workers.map((worker) =>
      waitFor<Extract<FromWorker, { type: 'ready' }>>(worker, 'ready', 30_000),
    ),
  );
  return {
    openFilesLimit: Math.min(...ready.map((r) => r.openFilesLimit)),
    pids: workers.map((w) => w.child.pid ?? 0),
    async connect(url, users, concurrency) {
      const started = performance.now();
      const replies = await Promise.all(
        workers.map((worker, w) => {
          const mine = users.filter((_, i) => i % workers.length === w);
          const reply = waitFor<ConnectReport>(worker, 'connected', 15 * 60_000);
          worker.child.send({
            type: 'connect',
            url,
            users: mine.map((u) => ({ id: u.id, cookie: u.cookie })),
            concurrency: Math.max(1, Math.ceil(concurrency / workers.length)),
          } satisfies ToWorker);
          return reply;
        }),
      );
      return {
        type: 'connected',
        connected: replies.reduce((sum, r) => sum + r.connected, 0),
        failed: replies.reduce((sum, r) => sum + r.failed, 0),
        retries: replies.reduce((sum, r) => sum + r.retries, 0),
        errors: replies.flatMap((r) => r.errors).slice(0, 5),
        seconds: (performance.now() - started) / 1000,
        open: replies.reduce((sum, r) => sum + r.open, 0),
      };
    },
    close: stop,
  };
}
