import { useEffect, useRef } from 'react';
import {
  realtimeLimits,
  realtimePath,
  type ClientToServerEvents,
  type RoomJoinResult,
  type ServerToClientEvents,
} from '@aebro/shared/realtime';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { createOutbox, type Outgoing } from './realtime-outbox';

type EventName = keyof ServerToClientEvents;
type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const delays = realtimeLimits.retryDelaysMs;

/**
 * socket.io-client's own reconnection, with the SPEC's delays (§4): its backoff doubles from
 * `reconnectionDelay` up to `reconnectionDelayMax`, so without jitter it waits 800, 1600, then
 * 3000 ms for every later attempt, and a connection that opens resets it. WebSocket first; where a
 * proxy lets none through, it long-polls.
 */
export const socketOptions: Partial<ManagerOptions & SocketOptions> = {
  path: realtimePath,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  withCredentials: true,
  reconnectionDelay: delays[0],
  reconnectionDelayMax: delays.at(-1),
  randomizationFactor: 0,
};

/**
 * The browser's one realtime connection (socket.io-client, loaded after the first screen). It
 * authenticates with the session cookie; after a failure it tries again after 800, 1600, then every
 * 3000 ms, and a success resets that (SPEC §4). After a reconnect it re-joins its rooms and tells
 * listeners, who refetch what they may have missed.
 */
let socket: AppSocket | null = null;
/** A connect the server refused (socket.io-client does not retry those itself) is tried again. */
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
let stopped = true;
/** Bumped by every start and stop, so a connect begun by an earlier start (React's strict double effect) gives up. */
let generation = 0;
const rooms = new Set<string>();
/** Rooms the server said yes to on the current connection. */
const joinedRooms = new Set<string>();
/** "I am typing" said in a room whose join is still on its way, with when: sent once the server says yes. */
const pendingTyping = new Map<string, number>();
/** A typing notice older than this is no longer news when the join lands. */
const pendingTypingMs = 3000;

/** Whether a queued event still says something when its turn comes. */
function stillWanted(item: Outgoing): boolean {
  if (item.kind === 'join') return rooms.has(item.room) && !joinedRooms.has(item.room);
  if (item.kind === 'leave') return !rooms.has(item.room);
  return joinedRooms.has(item.room) && Date.now() - item.at < pendingTypingMs;
}

/**
 * Everything the browser sends goes through the outbox (realtime-outbox.ts), paced to the server's
 * limit. A join the server still answers with 'rate-limited' is queued again: re-joining many rooms
 * after a reconnect loses none.
 */
const outbox = createOutbox({
  connected: () => socket?.connected === true,
  stillWanted,
  deliver(item) {
    const current = socket;
    if (!current) return;
    if (item.kind === 'join') join(current, item.room);
    else if (item.kind === 'leave') current.emit('room:leave', item.room);
    else current.emit('typing', { room: item.room });
  },
});
const send = (item: Outgoing): void => outbox.send(item);

function queueJoin(room: string): void {
  send({ kind: 'join', room });
}

function join(current: AppSocket, room: string): void {
  current.emit('room:join', room, (result: RoomJoinResult) => {
    if (result.error === 'rate-limited' && rooms.has(room)) queueJoin(room);
    if (!result.ok || current !== socket || !rooms.has(room)) return;
    joinedRooms.add(room);
    const typedAt = pendingTyping.get(room);
    pendingTyping.delete(room);
    if (typedAt !== undefined) send({ kind: 'typing', room, at: typedAt });
  });
}

const connectListeners = new Set<(reconnected: boolean) => void>();
const closedListeners = new Set<() => void>();
const eventListeners = new Map<EventName, Set<(...args: never[]) => void>>();

/** The delay before the n-th retry (0-based): 800, 1600, 3000, 3000, … */
export function retryDelay(attemptNumber: number): number {
  return delays[Math.min(attemptNumber, delays.length - 1)] ?? 3000;
}

/** A connect refused by the server's middleware is not retried by socket.io-client: retry it here. */
function retryRefused(current: AppSocket): void {
  if (stopped || retryTimer !== undefined || current.active) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    if (!stopped && current === socket) current.connect();
  }, retryDelay(attempt));
  attempt += 1;
}

function bind(next: AppSocket): void {
  for (const [event, handlers] of eventListeners) {
    for (const handler of handlers) next.on(event, handler);
  }
}

/** Connects (once) for the signed-in user; returns a function that disconnects. */
export function startRealtime(): () => void {
  stopped = false;
  generation += 1;
  const started = generation;
  const stale = (): boolean => stopped || started !== generation;
  let everConnected = false;
  let refusedSaid = false;
  // A start undone at once (React's strict double effect) opens nothing.
  void Promise.resolve().then(async () => {
    if (stale()) return;
    const { io } = await import('socket.io-client');
    if (stale()) return;
    const next: AppSocket = io(socketOptions);
    socket = next;
    joinedRooms.clear();
    bind(next);
    next.on('connect', () => {
      attempt = 0;
      refusedSaid = false;
      joinedRooms.clear();
      outbox.reset();
      for (const room of rooms) queueJoin(room);
      const reconnected = everConnected;
      everConnected = true;
      for (const listener of connectListeners) listener(reconnected);
    });
    next.on('connect_error', (error: Error) => {
      // Refused for want of a session: it may have ended while this tab was (re)connecting, when
      // there was no socket for the server to close. Said once until a connect succeeds.
      if (error.message === 'unauthenticated' && !refusedSaid) {
        refusedSaid = true;
        for (const listener of closedListeners) listener();
      }
      retryRefused(next);
    });
    next.on('disconnect', (reason) => {
      joinedRooms.clear();
      // The server closing us (signed out elsewhere, suspended) is final; socket.io-client
      // reconnects after anything else.
      if (reason === 'io server disconnect') for (const listener of closedListeners) listener();
    });
  });
  return () => {
    stopped = true;
    generation += 1;
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    attempt = 0;
    rooms.clear();
    joinedRooms.clear();
    pendingTyping.clear();
    outbox.reset();
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
  };
}

/** Listens to a server event for as long as the component is mounted. */
export function useRealtimeEvent<E extends EventName>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: typeof args) => void)(...args)) as (...args: never[]) => void;
    const set = eventListeners.get(event) ?? new Set();
    set.add(listener);
    eventListeners.set(event, set);
    // E is generic here, where socket.io-client's typed `on` cannot resolve its listener type.
    socket?.on(event, listener as never);
    return () => {
      set.delete(listener);
      socket?.off(event, listener as never);
    };
  }, [event]);
}

function useConnectListener(callback: () => void, includeFirst: boolean): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    const listener = (reconnected: boolean): void => {
      if (reconnected || includeFirst) latest.current();
    };
    connectListeners.add(listener);
    return () => {
      connectListeners.delete(listener);
    };
  }, [includeFirst]);
}

/** Runs after every reconnect (not the first connect): refetch what may have been missed. */
export function useOnReconnect(callback: () => void): void {
  useConnectListener(callback, false);
}

/**
 * Runs after every connect, the first one included: what was fetched before the socket was listening
 * (the page's first requests) may already be out of date, and no event will say so.
 */
export function useOnConnect(callback: () => void): void {
  useConnectListener(callback, true);
}

/** Asks to join a room (e.g. `post:<id>`); the server decides. Re-joined after reconnects. */
export function useRealtimeRoom(room: string | null): void {
  useEffect(() => {
    if (!room) return;
    rooms.add(room);
    queueJoin(room);
    return () => {
      rooms.delete(room);
      joinedRooms.delete(room);
      pendingTyping.delete(room);
      send({ kind: 'leave', room });
    };
  }, [room]);
}

/**
 * Says "I am typing" in a room (e.g. `conversation:<id>`). The server takes it only from inside the
 * room, so while the join is still on its way (a page just opened, or a reconnect re-joining its
 * rooms through the outbox) it waits for the server's yes; dropped when offline, not in the room,
 * or no longer news (older than `pendingTypingMs`) when its turn comes.
 */
export function emitTyping(room: string): void {
  if (!rooms.has(room)) return;
  if (socket?.connected && joinedRooms.has(room)) send({ kind: 'typing', room, at: Date.now() });
  else pendingTyping.set(room, Date.now());
}

/**
 * Calls `listener` when the server closes the connection on purpose (the session ended: signed out
 * on another device, or the account was suspended) or refuses to open it for want of a session;
 * returns a function that stops listening.
 */
export function onServerClosed(listener: () => void): () => void {
  closedListeners.add(listener);
  return () => {
    closedListeners.delete(listener);
  };
}
