import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SocketIoClient from 'socket.io-client';
import { realtimeLimits } from '@aebro/shared/realtime';
import {
  emitTyping,
  onServerClosed,
  retryDelay,
  socketOptions,
  startRealtime,
  useOnConnect,
  useOnReconnect,
  useRealtimeEvent,
  useRealtimeRoom,
} from './realtime';

/** A stand-in for socket.io-client's socket: the test fires its events. */
class FakeSocket {
  constructor(readonly options: unknown) {}
  handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  disconnected = false;
  connected = false;
  /** socket.io-client reconnects by itself (false once the server refused the connect). */
  active = true;
  /** Connects asked for by the app (after a refusal). */
  connects = 0;
  /** What the app emitted, with its acknowledgement callback when it gave one. */
  emitted: { event: string; args: unknown[] }[] = [];
  on(event: string, handler: (...args: unknown[]) => void): this {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }
  off(event: string, handler: (...args: unknown[]) => void): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }
  removeAllListeners(): this {
    this.handlers.clear();
    return this;
  }
  connect(): this {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect(): this {
    this.disconnected = true;
    return this;
  }
  fire(event: string, ...args: unknown[]): void {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

const sockets = vi.hoisted(() => [] as unknown[]);
vi.mock('socket.io-client', async (importOriginal) => ({
  ...(await importOriginal<typeof SocketIoClient>()),
  io: (options: unknown) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  },
}));

const latest = (): FakeSocket => sockets.at(-1) as FakeSocket;
/** Lets the connect (and the dynamic import of socket.io-client) resolve. */
const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
/** Waits until `count` sockets were opened. */
const opened = (count: number) =>
  vi.waitFor(() => expect(sockets).toHaveLength(count), { timeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  cleanup();
  sockets.length = 0;
  vi.useRealTimers();
});

/** Connects with `room` asked for, and waits for its join (joins go out 2 a second). */
async function connectedIn(room: string) {
  renderHook(() => useRealtimeRoom(room));
  stop = startRealtime();
  await opened(1);
  const socket = latest();
  act(() => socket.fire('connect'));
  const join = await vi.waitFor(() => {
    const found = socket.emitted.find((emit) => emit.event === 'room:join');
    if (!found) throw new Error('no join yet');
    return found;
  });
  return { socket, join };
}

describe('realtime retry delays', () => {
  it('are 800, 1600, then 3000 ms repeating (SPEC §4)', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([800, 1600, 3000, 3000, 3000, 3000]);
  });

  it("are what socket.io-client's own reconnection waits with the app's options", async () => {
    const { Manager } = await vi.importActual<typeof SocketIoClient>('socket.io-client');
    const manager = new Manager('http://127.0.0.1:9', { ...socketOptions, autoConnect: false });
    const { backoff } = manager as unknown as { backoff: { duration: () => number } };
    const waits = Array.from({ length: 6 }, () => backoff.duration());
    expect(waits).toEqual([800, 1600, 3000, 3000, 3000, 3000]);
    expect(waits.slice(0, 3)).toEqual(realtimeLimits.retryDelaysMs);
  });
});

describe('the realtime connection', () => {
  it('opens one socket.io-client socket with those options', async () => {
    stop = startRealtime();
    await opened(1);
    expect(latest().options).toBe(socketOptions);
  });

  it('opens one socket when started, stopped and started again at once (React strict mode)', async () => {
    startRealtime()();
    stop = startRealtime();
    await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0), { timeout: 5000 });
    await settle();
    expect(sockets).toHaveLength(1);
  });

  it('tells useOnConnect about every connect and useOnReconnect only about reconnects', async () => {
    const onConnect = vi.fn();
    const onReconnect = vi.fn();
    renderHook(() => {
      useOnConnect(onConnect);
      useOnReconnect(onReconnect);
    });
    stop = startRealtime();
    await opened(1);
    act(() => latest().fire('connect'));
    expect([onConnect.mock.calls.length, onReconnect.mock.calls.length]).toEqual([1, 0]);

    // socket.io-client reconnects the same socket by itself.
    act(() => latest().fire('disconnect', 'transport close'));
    act(() => latest().fire('connect'));
    expect([onConnect.mock.calls.length, onReconnect.mock.calls.length]).toEqual([2, 1]);
    expect(sockets).toHaveLength(1);
    expect(latest().connects).toBe(0);
  });

  it('asks whether the session ended when the server refuses the socket for want of one (once until a connect succeeds), and tries again after 800, then 1600 ms', async () => {
    const onClosed = vi.fn();
    const stopListening = onServerClosed(onClosed);
    try {
      stop = startRealtime();
      await opened(1);
      const socket = latest();
      vi.useFakeTimers();
      // The server unreachable: socket.io-client retries by itself.
      act(() => socket.fire('connect_error', new Error('websocket error')));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000);
      });
      expect([onClosed.mock.calls.length, socket.connects]).toEqual([0, 0]);

      const refuse = () => {
        socket.active = false;
        act(() => socket.fire('connect_error', new Error('unauthenticated')));
      };
      refuse();
      expect(onClosed).toHaveBeenCalledTimes(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(799);
      });
      expect(socket.connects).toBe(0);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(socket.connects).toBe(1);
      refuse();
      expect(onClosed).toHaveBeenCalledTimes(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_599);
      });
      expect(socket.connects).toBe(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(socket.connects).toBe(2);

      act(() => socket.fire('connect'));
      act(() => socket.fire('disconnect', 'transport close'));
      refuse();
      expect(onClosed).toHaveBeenCalledTimes(2);
    } finally {
      stopListening();
    }
  });

  it('binds event listeners to the socket, and stops after the server disconnects it', async () => {
    const onChanged = vi.fn();
    const onClosed = vi.fn();
    const stopListening = onServerClosed(onClosed);
    try {
      renderHook(() => useRealtimeEvent('notifications:changed', onChanged));
      stop = startRealtime();
      await opened(1);
      act(() => latest().fire('notifications:changed'));
      expect(onChanged).toHaveBeenCalledTimes(1);
      vi.useFakeTimers();
      latest().active = false;
      act(() => latest().fire('disconnect', 'io server disconnect'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_000);
      });
      expect(onClosed).toHaveBeenCalledTimes(1);
      expect([sockets.length, latest().connects]).toEqual([1, 0]);
    } finally {
      stopListening();
    }
  });

  it('holds "I am typing" until the server has let the socket into the room, then sends it', async () => {
    const { socket, join } = await connectedIn('conversation:c1');
    expect(join.args[0]).toBe('conversation:c1');

    // Typed before the join was answered: the server would drop it, so it waits.
    emitTyping('conversation:c1');
    const typings = () => socket.emitted.filter((emit) => emit.event === 'typing');
    expect(typings()).toHaveLength(0);
    act(() => (join.args[1] as (result: { ok: boolean }) => void)({ ok: true }));
    expect(typings()).toEqual([{ event: 'typing', args: [{ room: 'conversation:c1' }] }]);

    // Inside the room it goes out at once; a room never asked for is not typed into.
    emitTyping('conversation:c1');
    emitTyping('conversation:other');
    expect(typings()).toHaveLength(2);
  });

  it('drops a held typing notice when the join is refused', async () => {
    const { socket, join } = await connectedIn('conversation:c2');
    emitTyping('conversation:c2');
    act(() => (join.args[1] as (result: object) => void)({ ok: false, error: 'forbidden' }));
    expect(socket.emitted.filter((emit) => emit.event === 'typing')).toHaveLength(0);
  });

  it('never sends more in a second than the server takes (it drops the rest): a leave, joins and typing wait their turn', async () => {
    const first = renderHook(() => useRealtimeRoom('community:k1'));
    renderHook(() => useRealtimeRoom('conversation:c3'));
    renderHook(() => useRealtimeRoom('post:p1'));
    renderHook(() => useRealtimeRoom('post:p2'));
    stop = startRealtime();
    await opened(1);
    const socket = latest();
    act(() => socket.fire('connect'));
    const sent = () =>
      socket.emitted.map((emit) => `${emit.event} ${JSON.stringify(emit.args[0])}`);
    // Three at once (the server's limit), the fourth join later.
    expect(sent()).toEqual([
      'room:join "community:k1"',
      'room:join "conversation:c3"',
      'room:join "post:p1"',
    ]);
    const answer = (index: number) =>
      act(() =>
        (socket.emitted[index]?.args[1] as (result: { ok: boolean }) => void)({ ok: true }),
      );
    answer(1);
    // Leaving a page and typing at once: both wait behind the window, neither is lost.
    first.unmount();
    emitTyping('conversation:c3');
    expect(sent()).toHaveLength(3);
    await vi.waitFor(() => expect(sent()).toHaveLength(6), { timeout: 3000, interval: 50 });
    expect(sent().slice(3)).toEqual([
      'room:join "post:p2"',
      'room:leave "community:k1"',
      'typing {"room":"conversation:c3"}',
    ]);
  });
});
