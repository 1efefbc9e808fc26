import { useEffect, useRef } from 'react';
import {
  realtimeLimits,
  realtimePath,
  type ClientToServerEvents,
  type RoomJoinResult,
  type ServerToClientEvents,
} from '@aebro/shared/realtime';
import { connectLite, type LiteSocket, type RealtimeSocket } from './realtime-socket';

type EventName = keyof ServerToClientEvents;
type EmitArgs<E extends keyof ClientToServerEvents> = Parameters<ClientToServerEvents[E]>;

/** The socket, typed with the app's events (realtime-socket.ts, or socket.io-client as a fallback). */
interface AppSocket extends RealtimeSocket {
  emit<E extends keyof ClientToServerEvents>(event: E, ...args: EmitArgs<E>): void;
}

/**
 * The first connection uses the small WebSocket client (realtime-socket.ts). If its WebSocket never
 * opened (a proxy that lets no WebSocket through), later attempts load socket.io-client, which can
 * long-poll.
 */
let webSocketBlocked = false;
/** A WebSocket of ours opened on this page: a later failure is the server or the network, not a proxy. */
let webSocketOpened = false;

async function openSocket(): Promise<{ socket: AppSocket; lite?: LiteSocket }> {
  if (!webSocketBlocked) {
    const lite = connectLite(realtimePath);
    return { socket: lite as AppSocket, lite };
  }
  const { io } = await import('socket.io-client');
  const socket = io({
    path: realtimePath,
    transports: ['websocket', 'polling'],
    reconnection: false,
    withCredentials: true,
  });
  return { socket: socket as unknown as AppSocket };
}

/**
 * The browser's one realtime connection. It authenticates with the session cookie; after a failure
 * it tries again after 800, 1600, then every 3000 ms, and a success resets that (SPEC §4). After a
 * reconnect it re-joins its rooms and tells listeners, who refetch what they may have missed.
 */
let socket: AppSocket | null = null;
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

/**
 * Room joins go out at most 2 a second, below the server's 3 events a second, and a join the server
 * answered with 'rate-limited' is queued again: re-joining many rooms after a reconnect loses none.
 */
const joinQueue: string[] = [];
let joinTimer: ReturnType<typeof setTimeout> | undefined;
const joinSpacingMs = 500;

function queueJoin(room: string): void {
  if (!joinQueue.includes(room)) joinQueue.push(room);
  pumpJoins();
}

function pumpJoins(): void {
  if (joinTimer !== undefined) return;
  const room = joinQueue.shift();
  if (room === undefined) return;
  const current = socket;
  if (current?.connected && rooms.has(room)) {
    current.emit('room:join', room, (result: RoomJoinResult) => {
      if (result.error === 'rate-limited' && rooms.has(room)) queueJoin(room);
      if (!result.ok || current !== socket || !rooms.has(room)) return;
      joinedRooms.add(room);
      const typedAt = pendingTyping.get(room);
      pendingTyping.delete(room);
      if (typedAt !== undefined && Date.now() - typedAt < pendingTypingMs)
        current.emit('typing', { room });
    });
  }
  joinTimer = setTimeout(() => {
    joinTimer = undefined;
    pumpJoins();
  }, joinSpacingMs);
}
const connectListeners = new Set<(reconnected: boolean) => void>();
const closedListeners = new Set<() => void>();
const eventListeners = new Map<EventName, Set<(...args: never[]) => void>>();

/** The delay before the n-th retry (0-based): 800, 1600, 3000, 3000, … */
export function retryDelay(attemptNumber: number): number {
  const delays = realtimeLimits.retryDelaysMs;
  return delays[Math.min(attemptNumber, delays.length - 1)] ?? 3000;
}

function scheduleRetry(connect: () => void): void {
  if (stopped || retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    connect();
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
  let everConnected = false;
  const connect = (): void => {
    const stale = (): boolean => stopped || started !== generation;
    // A start undone at once (React's strict double effect) opens nothing.
    void Promise.resolve().then(async () => {
      if (stale()) return;
      const { socket: next, lite } = await openSocket();
      if (stale()) {
        next.disconnect();
        return;
      }
      socket?.removeAllListeners();
      socket?.disconnect();
      socket = next;
      joinedRooms.clear();
      bind(next);
      next.on('connect', () => {
        if (lite) webSocketOpened = true;
        attempt = 0;
        for (const room of rooms) queueJoin(room);
        const reconnected = everConnected;
        everConnected = true;
        for (const listener of connectListeners) listener(reconnected);
      });
      next.on('connect_error', () => {
        if (lite?.opened) webSocketOpened = true;
        else if (lite && !webSocketOpened) webSocketBlocked = true;
        scheduleRetry(connect);
      });
      next.on('disconnect', (reason: string) => {
        // The server closing us (signed out elsewhere, suspended) is final; anything else is retried.
        joinedRooms.clear();
        if (reason !== 'io server disconnect') scheduleRetry(connect);
        else for (const listener of closedListeners) listener();
      });
    });
  };
  connect();
  return () => {
    stopped = true;
    generation += 1;
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    attempt = 0;
    rooms.clear();
    joinedRooms.clear();
    pendingTyping.clear();
    joinQueue.length = 0;
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
    socket?.on(event, listener);
    return () => {
      set.delete(listener);
      socket?.off(event, listener);
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
      socket?.emit('room:leave', room);
    };
  }, [room]);
}

/**
 * Says "I am typing" in a room (e.g. `conversation:<id>`). The server takes it only from inside the
 * room, so while the join is still on its way (a page just opened, or a reconnect re-joining its
 * rooms 2 a second) it waits for the server's yes; dropped when offline or not in the room.
 */
export function emitTyping(room: string): void {
  if (!rooms.has(room)) return;
  if (socket?.connected && joinedRooms.has(room)) socket.emit('typing', { room });
  else pendingTyping.set(room, Date.now());
}

/**
 * Calls `listener` when the server closes the connection on purpose (the session ended: signed out
 * on another device, or the account was suspended); returns a function that stops listening.
 */
export function onServerClosed(listener: () => void): () => void {
  closedListeners.add(listener);
  return () => {
    closedListeners.delete(listener);
  };
}
