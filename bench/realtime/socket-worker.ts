// A socket-client process: holds thousands of authenticated Socket.IO connections and reports
// when each gets a notification. Started by clients.ts with a raised open-files limit.
import { io, type Socket } from 'socket.io-client';
import { openFilesLimit } from '../common/proc';
import { nowMs, sleep } from '../common/stats';
import type { ConnectRequest, FromWorker, ToWorker } from './protocol';

const sockets: Socket[] = [];

function send(message: FromWorker): void {
  process.send?.(message);
}

function connectOnce(url: string, user: { id: string; cookie: string }): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: user.cookie },
      // One connection per user, like separate browsers (by default io() shares one per URL).
      forceNew: true,
      reconnection: false,
      timeout: 20_000,
    });
    socket.once('connect', () => {
      socket.off('connect_error');
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

async function connectAll(request: ConnectRequest): Promise<void> {
  const started = performance.now();
  const errors: string[] = [];
  let connected = 0;
  let failed = 0;
  let retries = 0;
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let i = next++; i < request.users.length; i = next++) {
      const user = request.users[i];
      if (!user) continue;
      for (let attempt = 1; ; attempt++) {
        try {
          const socket = await connectOnce(request.url, user);
          socket.on('notification:new', (notification: { data?: { actor_id?: string } }) => {
            send({
              type: 'notification',
              userId: user.id,
              actorId: notification.data?.actor_id ?? '',
              at: nowMs(),
            });
          });
          // The messages benchmark: a message arriving, reported under `message:<id>`.
          socket.on('message:new', (message: { id?: string }) => {
            send({
              type: 'notification',
              userId: user.id,
              actorId: `message:${message.id ?? ''}`,
              at: nowMs(),
            });
          });
          socket.on('disconnect', (reason) => {
            if (reason !== 'io client disconnect') send({ type: 'disconnected', reason });
          });
          sockets.push(socket);
          connected++;
          if (connected % 1000 === 0) send({ type: 'progress', connected });
          break;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (attempt >= 3) {
            failed++;
            if (errors.length < 5) errors.push(message);
            break;
          }
          retries++;
          await sleep(500 * attempt);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: request.concurrency }, lane));
  send({
    type: 'connected',
    connected,
    failed,
    retries,
    errors,
    seconds: (performance.now() - started) / 1000,
    open: sockets.length,
  });
}

process.on('message', (message: ToWorker) => {
  if (message.type === 'connect') {
    connectAll(message).catch((error: unknown) => {
      console.error('socket worker:', error);
      process.exit(1);
    });
  } else {
    for (const socket of sockets) socket.close();
    sockets.length = 0;
    send({ type: 'closed' });
    // Let the close frames go out before exiting.
    setTimeout(() => process.exit(0), 200);
  }
});

// The benchmark going away (even by SIGKILL) closes the IPC channel: nothing to hold on for.
process.on('disconnect', () => process.exit(0));

send({ type: 'ready', openFilesLimit: openFilesLimit(process.pid) });
