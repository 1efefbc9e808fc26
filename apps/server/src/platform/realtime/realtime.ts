import { createAdapter } from '@socket.io/redis-adapter';
import type { IncomingMessage } from 'node:http';
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
import { actsAsMember, type Viewer } from '../context';
import { cookieHeaders } from '../http/session';
import { withLogFields } from '../log-context';

type SocketData = Viewer;

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

/**
 * Decides whether a viewer may join `<kind>:<id>`; each area registers its own kinds with the same
 * policy as its HTTP reads (a room is joinable exactly when its resource is readable).
 */
export type RoomAuthorizer = (viewer: Viewer, id: string) => Promise<boolean>;

export interface Realtime {
  io: RealtimeServer;
  registerRoom(kind: string, authorize: RoomAuthorizer): void;
  /** The room kinds registered so far (the authorization matrix has a row for each). */
  roomKinds(): string[];
  /** Asks every socket in these rooms (on every process) again; those no longer allowed leave. */
  recheckRooms(rooms: readonly string[]): Promise<void>;
  /** Asks again for every room the user's sockets are in (after they lost some access). */
  recheckUserRooms(userId: string): Promise<void>;
  isUserConnected(userId: string): Promise<boolean>;
  /** Whether the user has a socket on this process (no other process is asked). */
  hasSocketHere(userId: string): boolean;
  /** Disconnects the user's sockets whose session is not among `keep` (all when `keep` is empty). */
  disconnectSessions(userId: string, keep: ReadonlySet<string>): Promise<void>;
  close(): Promise<void>;
}

export const userRoom = (userId: string): string => `user:${userId}`;

/**
 * Allows `eventsPerSecond` events in any one-second window per socket (the rest are dropped), and
 * names the socket in every line logged while one of its events is handled.
 */
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
    withLogFields({ socket: socket.id }, next);
  });
}

/**
 * The upgrade request served only to authenticate (the session cookie). Kept, it holds its headers
 * for as long as the socket lives: Socket.IO's memory-usage guide drops the engine's reference to
 * it, and engine.io's upgrade response (a "close" listener on the TCP socket) still holds the
 * request, so its headers go too. Nothing reads them after the connection is made.
 */
function releaseUpgradeRequest(socket: AppSocket): void {
  const conn = socket.conn as { request: IncomingMessage | null };
  const request = conn.request;
  conn.request = null;
  socket.handshake.headers = {};
  if (request) {
    request.headers = {};
    request.rawHeaders = [];
  }
}

/**
 * Socket.IO on the app's own server and port. A connection is authenticated from the session cookie
 * and joins its own user room; other rooms only after their feature says yes. With REDIS_URL the
 * Redis adapter lets every process reach every socket; a Redis outage never crashes the server.
 */
export function attachRealtime(app: FastifyInstance, redisUrl: string | undefined): Realtime {
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
    // The adapter publishes without awaiting; while Redis is away each publish would end in an
    // unhandled rejection. A broadcast that cannot be published is dropped (logged): clients catch
    // up on messages and refetch notifications when their connection comes back.
    const publish = pub.publish.bind(pub);
    pub.publish = (...args: Parameters<typeof publish>) => {
      const sent = publish(...args);
      sent.catch((error: unknown) =>
        app.log.warn({ err: error }, 'a realtime broadcast was not published (Redis away)'),
      );
      return sent;
    };
    // fetchSockets waits for every process; a slow or missing one must not hold a caller for long.
    io.adapter(createAdapter(pub, sub, { requestsTimeout: 1000 }));
  }

  const rooms = new Map<string, RoomAuthorizer>();

  io.use((socket, next) => {
    // Null once a connection is in (below): a second namespace on the same connection is refused.
    const request = socket.request as typeof socket.request | null;
    if (!request) return next(new Error('unauthenticated'));
    app.identity
      .viewerFrom(cookieHeaders(request.headers.cookie))
      .then((viewer) => {
        if (!actsAsMember(viewer)) return next(new Error('unauthenticated'));
        socket.data = viewer;
        return next();
      })
      .catch(() => next(new Error('unauthenticated')));
  });

  /*
   * A socket's own events. The handlers are made once and shared by every socket (Socket.IO calls
   * them with the socket as `this`): at tens of thousands of sockets a process, closures made per
   * socket are memory (issue 39, bench/README.md "realtime").
   */
  function onRoomJoin(this: AppSocket, room: unknown, ack: unknown): void {
    const reply = typeof ack === 'function' ? (ack as (result: RoomJoinResult) => void) : () => {};
    const match = typeof room === 'string' ? /^([a-z]+):([A-Za-z0-9-]{1,100})$/.exec(room) : null;
    const authorize = match ? rooms.get(match[1] ?? '') : undefined;
    if (!match || !authorize) {
      app.log.debug({ room }, 'socket asked for an unknown room');
      return reply({ ok: false, error: 'invalid' });
    }
    authorize(this.data, match[2] ?? '')
      .then(async (allowed) => {
        if (!allowed) return reply({ ok: false, error: 'forbidden' });
        await this.join(match[0]);
        return reply({ ok: true });
      })
      .catch(() => reply({ ok: false, error: 'forbidden' }));
  }

  function onRoomLeave(this: AppSocket, room: unknown): void {
    if (typeof room === 'string' && !room.startsWith('user:')) void this.leave(room);
  }

  function onDisconnect(this: AppSocket, reason: string): void {
    withLogFields({ socket: this.id }, () => app.log.debug({ reason }, 'socket closed'));
  }

  io.on('connection', (socket: AppSocket) => {
    releaseUpgradeRequest(socket);
    void socket.join(userRoom(socket.data.id));
    withLogFields({ socket: socket.id }, () => app.log.debug('socket connected'));
    // Every line logged while one of its events is handled names the connection (see log-context),
    // and a socket sends at most `eventsPerSecond` events a second.
    limitEvents(socket);
    socket.on('disconnect', onDisconnect);
    socket.on('room:join', onRoomJoin);
    socket.on('room:leave', onRoomLeave);
  });

  /** Each socket leaves those of its rooms (among `only`, or all but its user room) it may no longer join. */
  async function recheck(
    sockets: Awaited<ReturnType<RealtimeServer['fetchSockets']>>,
    only: ReadonlySet<string> | null,
  ): Promise<void> {
    await Promise.all(
      sockets.flatMap((socket) =>
        [...socket.rooms]
          .filter((room) => (only ? only.has(room) : room !== userRoom(socket.data.id)))
          .map(async (room) => {
            const [kind, id] = room.split(/:(.*)/s);
            const authorize = rooms.get(kind ?? '');
            if (!authorize || id === undefined) return;
            const allowed = await authorize(socket.data, id).catch(() => false);
            if (!allowed) socket.leave(room);
          }),
      ),
    );
  }

  const realtime: Realtime = {
    io,
    registerRoom(kind, authorize) {
      rooms.set(kind, authorize);
    },
    roomKinds() {
      return [...rooms.keys()];
    },
    async recheckRooms(list) {
      if (list.length === 0) return;
      await recheck(await io.in([...list]).fetchSockets(), new Set(list));
    },
    async recheckUserRooms(userId) {
      await recheck(await io.in(userRoom(userId)).fetchSockets(), null);
    },
    async isUserConnected(userId) {
      try {
        return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
      } catch {
        return false;
      }
    },
    hasSocketHere(userId) {
      return (io.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0;
    },
    async disconnectSessions(userId, keep) {
      const sockets = await io.in(userRoom(userId)).fetchSockets();
      for (const socket of sockets) if (!keep.has(socket.data.sessionId)) socket.disconnect(true);
    },
    async close() {
      // Closing the transports (not disconnecting the sockets) tells clients "transport close",
      // on which they reconnect, to another process or to this one once it is back.
      io.engine.close();
      // QUIT answers once the commands already sent have theirs, so no publish in flight is
      // rejected with "Connection is closed"; a Redis that does not answer is cut off after 1 s.
      await Promise.all(
        redisClients.map(async (client) => {
          const timer = setTimeout(() => client.disconnect(), 1000);
          await client.quit().catch(() => client.disconnect());
          clearTimeout(timer);
        }),
      );
    },
  };
  return realtime;
}
