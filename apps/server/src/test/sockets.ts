import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@aebro/shared/realtime';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a free port (once) and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  return `http://127.0.0.1:${bound && typeof bound === 'object' ? bound.port : 0}`;
}

/** Connects like the browser does, with the session cookie; resolves once connected or refused. */
export async function connectSocket(
  baseUrl: string,
  cookie: string | null,
): Promise<{ socket: ClientSocket; error: string | null }> {
  const socket: ClientSocket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: cookie ? { cookie } : {},
  });
  return await new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, error: null }));
    socket.once('connect_error', (error) => resolve({ socket, error: error.message }));
  });
}

export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  timeoutMs = 3000,
): Promise<Parameters<ServerToClientEvents[E]>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once(event as 'notification:new', (...args: unknown[]) => {
      clearTimeout(timer);
      resolve(args as Parameters<ServerToClientEvents[E]>);
    });
  });
}
