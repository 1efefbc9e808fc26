/**
 * A Socket.IO client of just what the app uses, over a plain WebSocket (Engine.IO protocol 4,
 * Socket.IO protocol 5, the main namespace, no binary packets): events both ways, acknowledgements of
 * the app's own emits, the server's ping answered, and the same events as socket.io-client's
 * (`connect`, `connect_error`, `disconnect` with its reason). It replaces socket.io-client (about
 * 12 KB of gzipped JS) on the first load; realtime.ts falls back to that client (which can also
 * long-poll) when a WebSocket cannot be opened at all.
 */

type Listener = (...args: never[]) => void;

export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  removeAllListeners(): void;
  emit(event: string, ...args: unknown[]): void;
  disconnect(): void;
}

export interface LiteSocket extends RealtimeSocket {
  /** The WebSocket opened at least once (so the network lets WebSockets through). */
  readonly opened: boolean;
}

/** Engine.IO packet types (first character of a text frame). */
const engine = { open: '0', close: '1', ping: '2', pong: '3', message: '4' } as const;
/** Socket.IO packet types (the character after Engine.IO's `4`). */
const packet = { connect: '0', disconnect: '1', event: '2', ack: '3', connectError: '4' } as const;

/** Connects to the Socket.IO server at `path` of this page's origin (or of `base`). */
export function connectLite(path: string, base: string = window.location.href): LiteSocket {
  const listeners = new Map<string, Set<Listener>>();
  const acks = new Map<number, (...args: unknown[]) => void>();
  let nextAck = 0;
  let connected = false;
  let opened = false;
  let done = false;
  let pingTimer: ReturnType<typeof setTimeout> | undefined;
  let pingWithin = 45_000;

  const fire = (event: string, ...args: unknown[]): void => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  };

  const url = new URL(`${path.replace(/\/$/, '')}/`, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = '?EIO=4&transport=websocket';
  const ws = new WebSocket(url);

  /** Ends the connection once: `connect_error` before the server said yes, `disconnect` after. */
  const finish = (reason: string): void => {
    if (done) return;
    done = true;
    clearTimeout(pingTimer);
    const wasConnected = connected;
    connected = false;
    acks.clear();
    if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close();
    if (wasConnected) fire('disconnect', reason);
    else fire('connect_error', new Error(reason));
  };

  // The server pings every pingInterval; no ping within pingInterval + pingTimeout: the link is gone.
  const expectPing = (): void => {
    clearTimeout(pingTimer);
    pingTimer = setTimeout(() => finish('ping timeout'), pingWithin);
  };

  ws.onopen = () => {
    opened = true;
  };
  ws.onerror = () => finish('transport error');
  ws.onclose = () => finish('transport close');
  ws.onmessage = (message: MessageEvent) => {
    if (typeof message.data !== 'string') return;
    const data = message.data;
    const type = data[0];
    if (type === engine.open) {
      const handshake = JSON.parse(data.slice(1)) as {
        pingInterval?: number;
        pingTimeout?: number;
      };
      pingWithin = (handshake.pingInterval ?? 25_000) + (handshake.pingTimeout ?? 20_000);
      expectPing();
      ws.send(`${engine.message}${packet.connect}`);
    } else if (type === engine.ping) {
      expectPing();
      ws.send(engine.pong);
    } else if (type === engine.close) {
      finish('transport close');
    } else if (type === engine.message) {
      onPacket(data.slice(1));
    }
  };

  function onPacket(data: string): void {
    const type = data[0];
    const match = /^(\d*)(.*)$/s.exec(data.slice(1));
    const id = match?.[1] ? Number(match[1]) : undefined;
    const body = match?.[2] ? (JSON.parse(match[2]) as unknown) : undefined;
    if (type === packet.connect) {
      connected = true;
      fire('connect');
    } else if (type === packet.connectError) {
      const text = (body as { message?: string } | undefined)?.message ?? 'connect error';
      finish(text);
    } else if (type === packet.disconnect) {
      finish('io server disconnect');
    } else if (type === packet.event && Array.isArray(body)) {
      const [event, ...args] = body as [string, ...unknown[]];
      fire(event, ...args);
    } else if (type === packet.ack && id !== undefined && Array.isArray(body)) {
      const callback = acks.get(id);
      acks.delete(id);
      callback?.(...(body as unknown[]));
    }
  }

  return {
    get connected() {
      return connected;
    },
    get opened() {
      return opened;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    removeAllListeners() {
      listeners.clear();
    },
    emit(event, ...args) {
      if (!connected) return;
      let id = '';
      const last = args.at(-1);
      if (typeof last === 'function') {
        args.pop();
        id = String(nextAck++);
        acks.set(Number(id), last as (...a: unknown[]) => void);
      }
      ws.send(`${engine.message}${packet.event}${id}${JSON.stringify([event, ...args])}`);
    },
    disconnect() {
      if (done) return;
      if (connected && ws.readyState === WebSocket.OPEN)
        ws.send(`${engine.message}${packet.disconnect}`);
      done = true;
      connected = false;
      clearTimeout(pingTimer);
      ws.close();
    },
  };
}
