// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import { connectLite, type LiteSocket } from './realtime-socket';

// The small client against a real Socket.IO server (the package the app's server runs).
let http: HttpServer | undefined;
let io: Server | undefined;
let client: LiteSocket | undefined;

async function startServer(setup: (server: Server) => void): Promise<string> {
  http = createServer();
  io = new Server(http, { path: '/socket.io', pingInterval: 200, pingTimeout: 200 });
  setup(io);
  await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}/`;
}

function next(socket: LiteSocket, event: string): Promise<unknown[]> {
  return new Promise((resolve) => {
    const listener = (...args: unknown[]) => {
      socket.off(event, listener);
      resolve(args);
    };
    socket.on(event, listener);
  });
}

// Node 20 has no WebSocket of its own: the test uses the ws package's, which has the browser's
// interface.
beforeAll(() => {
  // Node's build of ws (the project resolves packages for the browser, where ws has none).
  vi.stubGlobal('WebSocket', createRequire(import.meta.url)('ws'));
});

afterEach(async () => {
  client?.disconnect();
  client = undefined;
  await io?.close();
  io = undefined;
  http = undefined;
});

describe('connectLite', () => {
  it('connects, gets events, has its emits acknowledged, and answers pings', async () => {
    const base = await startServer((server) => {
      server.on('connection', (socket) => {
        socket.on('room:join', (room: string, ack: (result: unknown) => void) =>
          ack({ ok: room === 'post:1' }),
        );
        socket.on('typing', (payload: unknown) => socket.emit('echo', payload, 'second'));
        socket.emit('notifications:changed');
      });
    });
    client = connectLite('/socket.io', base);
    const socket = client;
    const changed = next(socket, 'notifications:changed');
    await next(socket, 'connect');
    expect(socket.connected).toBe(true);
    expect(socket.opened).toBe(true);
    await changed;

    const result = await new Promise((resolve) => socket.emit('room:join', 'post:1', resolve));
    expect(result).toEqual({ ok: true });
    const echoed = next(socket, 'echo');
    socket.emit('typing', { room: 'conversation:ü' });
    expect(await echoed).toEqual([{ room: 'conversation:ü' }, 'second']);

    // Several ping intervals later the connection is still up: the pings were answered.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(socket.connected).toBe(true);
    expect(io?.engine.clientsCount).toBe(1);
  });

  it('says "io server disconnect" when the server ends the socket', async () => {
    const base = await startServer((server) => {
      server.on('connection', (socket) => {
        setTimeout(() => socket.disconnect(true), 50);
      });
    });
    client = connectLite('/socket.io', base);
    await next(client, 'connect');
    expect(await next(client, 'disconnect')).toEqual(['io server disconnect']);
    expect(client.connected).toBe(false);
  });

  it('reports a refused connection as connect_error, with the WebSocket opened', async () => {
    const base = await startServer((server) => {
      server.use((_socket, done) => done(new Error('unauthenticated')));
    });
    client = connectLite('/socket.io', base);
    const [error] = await next(client, 'connect_error');
    expect((error as Error).message).toBe('unauthenticated');
    expect(client.opened).toBe(true);
  });

  it('reports a server that is not there as connect_error, with no WebSocket opened', async () => {
    const base = await startServer(() => undefined);
    await io?.close();
    client = connectLite('/socket.io', base);
    await next(client, 'connect_error');
    expect(client.opened).toBe(false);
  });

  it('tells the server when it disconnects', async () => {
    let serverSaw: string | undefined;
    const closed = new Promise<void>((resolve) => {
      void startServer((server) => {
        server.on('connection', (socket) => {
          socket.on('disconnect', (reason) => {
            serverSaw = reason;
            resolve();
          });
        });
      }).then((base) => {
        client = connectLite('/socket.io', base);
        client.on('connect', () => client?.disconnect());
      });
    });
    await closed;
    expect(serverSaw).toBe('client namespace disconnect');
  });
});
