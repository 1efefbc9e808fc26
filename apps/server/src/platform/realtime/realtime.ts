import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  realtimeLimits,
  realtimePath,
  type ClientToServerEvents,
  type RoomJoinResult,
  type ServerToClientEvents,
} from '@aebro/shared/realtime';
import type { EventBus } from '../events';

interface SocketData {
  userId: string;
  sessionId: string;
}

type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** Decides whether a user may join `<kind>:<id>`; each feature registers its own kinds. */
export type RoomAuthorizer = (userId: string, id: string) => Promise<boolean>;

export interface Realtime {
  io: RealtimeServer;
  registerRoom(kind: string, authorize: RoomAuthorizer): void;
  isUserConnected(userId: string): Promise<boolean>;
  /** Disconnects the user's sockets whose session is not among `keep` (all when `keep` is empty). */
  disconnectSessions(userId: string, keep: ReadonlySet<string>): Promise<void>;
  close(): Promise<void>;
}

export const userRoom = (userId: string): string => `user:${userId}`;

function cookieHeaders(socket: AppSocket): Headers {
  const headers = new Headers();
  const cookie = socket.request.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/** Allows `eventsPerSecond` events in any one-second window per socket; the rest are dropped. */
function limitEvents(socket: AppSocket): void {
  const recent: number[] = [];
  socket.use((packet, next) => {
    const now = Date.now();
    while (recent.length > 0 && (recent[0] ?? 0) <= now - 1000) recent.shift();
    if (recent.length >= realtimeLimits.eventsPerSecond) {
      socket.emit('rate-limited');
      // An event that waits for an answer gets one, so the client is not left hanging.
      const ack: unknown = packet.at(-1);
      if (typeof ack === 'function')
        (ack as (result: RoomJoinResult) => void)({ ok: false, error: 'rate-limited' });
      return;
    }
    recent.push(now);
    next();
  });
}

/**
 * Socket.IO on the app's own server and port. A connection is authenticated from the session cookie
 * and joins its own user room; other rooms only after their feature says yes. With REDIS_URL the
 * Redis adapter lets every process reach every socket; a Redis outage never crashes the server.
 */
export function attachRealtime(
  app: FastifyInstance,
  events: EventBus,
  redisUrl: string | undefined,
): Realtime {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  const io: RealtimeServer = new Server(app.server, {
    path: realtimePath,
    serveClient: false,
    // A page of another site must not open a socket with our visitor's cookies.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || origin === publicOrigin);
    },
  });

  const redisClients: Redis[] = [];
  if (redisUrl) {
    const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error) => app.log.warn({ err: error }, 'redis (realtime) unavailable'));
      redisClients.push(client);
    }
    // fetchSockets waits for every process; a slow or missing one must not hold a caller for long.
    io.adapter(createAdapter(pub, sub, { requestsTimeout: 1000 }));
  }

  const rooms = new Map<string, RoomAuthorizer>();

  io.use((socket, next) => {
    app.auth.api
      .getSession({ headers: cookieHeaders(socket) })
      .then((session) => {
        if (!session) return next(new Error('unauthenticated'));
        socket.data.userId = session.user.id;
        socket.data.sessionId = session.session.id;
        return next();
      })
      .catch(() => next(new Error('unauthenticated')));
  });

  io.on('connection', (socket: AppSocket) => {
    void socket.join(userRoom(socket.data.userId));
    limitEvents(socket);

    socket.on('room:join', (room, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const match = typeof room === 'string' ? /^([a-z]+):([A-Za-z0-9-]{1,100})$/.exec(room) : null;
      const authorize = match ? rooms.get(match[1] ?? '') : undefined;
      if (!match || !authorize) return reply({ ok: false, error: 'invalid' });
      authorize(socket.data.userId, match[2] ?? '')
        .then(async (allowed) => {
          if (!allowed) return reply({ ok: false, error: 'forbidden' });
          await socket.join(room);
          return reply({ ok: true });
        })
        .catch(() => reply({ ok: false, error: 'forbidden' }));
    });

    socket.on('room:leave', (room) => {
      if (typeof room === 'string' && !room.startsWith('user:')) void socket.leave(room);
    });
  });

  events.on('notification.created', ({ userId, notification }) => {
    io.to(userRoom(userId)).emit('notification:new', notification);
  });
  events.on('notifications.changed', ({ userId }) => {
    io.to(userRoom(userId)).emit('notifications:changed');
  });
  events.on('sessions.revoked', async ({ userId, remainingSessionIds }) => {
    await realtime.disconnectSessions(userId, new Set(remainingSessionIds));
  });
  events.on('post.counts', (payload) => {
    io.to(`post:${payload.postId}`).emit('post:counts', payload);
  });

  const realtime: Realtime = {
    io,
    registerRoom(kind, authorize) {
      rooms.set(kind, authorize);
    },
    async isUserConnected(userId) {
      try {
        return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
      } catch {
        return false;
      }
    },
    async disconnectSessions(userId, keep) {
      const sockets = await io.in(userRoom(userId)).fetchSockets();
      for (const socket of sockets) if (!keep.has(socket.data.sessionId)) socket.disconnect(true);
    },
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      for (const client of redisClients) client.disconnect();
    },
  };
  return realtime;
}
