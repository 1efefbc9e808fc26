/// <reference types="vite/client" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, listen, type ClientSocket } from '../sockets';
import { createTestApp, type TestApp, settle } from '../test-app';
import {
  actors,
  expectedFor,
  type Actor,
  type MatrixRow,
  type RoomOutcome,
  type RoomRow,
} from './matrix';
import { platformMatrix } from './platform.test-matrix';
import { createWorld, type World } from './world';

/**
 * Every area's rows: each `features/<area>/*.test-matrix.ts` (one per area, or one per sub-area of a
 * large area) exports arrays of rows and room rows.
 */
const areaModules = import.meta.glob<Record<string, unknown>>('../../features/*/*.test-matrix.ts', {
  eager: true,
});
const exported: unknown[] = Object.values(areaModules).flatMap((module) => Object.values(module));
const arraysWith = (key: string): unknown[] =>
  exported
    .filter(
      (value): value is unknown[] =>
        Array.isArray(value) &&
        value.every((item) => typeof item === 'object' && item !== null && key in item),
    )
    .flat();
const rows = [...platformMatrix, ...(arraysWith('route') as MatrixRow[])];
const roomRows = arraysWith('kind') as RoomRow[];

let t: TestApp;
let world: World;
let baseUrl: string;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  // A built browser app, so that its routes are registered and covered too.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-matrix-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Aebro</title>');
  t = await createTestApp({}, { webDistDir: webDist });
  world = await createWorld(t.app);
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

describe('the authorization matrix', () => {
  it('has a row for every registered route and every socket room kind', () => {
    const covered = new Set(rows.map((row) => row.route));
    const missing = t.app.routeCatalog
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !covered.has(route));
    expect(missing, 'routes without a row in the authorization matrix').toEqual([]);
    const unknown = [...covered].filter(
      (route) => !t.app.routeCatalog.some((entry) => `${entry.method} ${entry.url}` === route),
    );
    expect(unknown, 'rows for routes that do not exist').toEqual([]);
    const rooms = new Set(roomRows.map((row) => row.kind));
    expect(t.app.realtime.roomKinds().filter((kind) => !rooms.has(kind))).toEqual([]);
  });

  it.each(rows.map((row) => [`${row.route} (${row.case})`, row] as const))(
    '%s',
    async (_name, row) => {
      const got: Partial<Record<Actor, number>> = {};
      for (const actor of actors) {
        const request = await row.request(world, actor);
        const method = request.method ?? row.route.split(' ')[0];
        const response = await t.app.inject({
          method,
          url: request.url,
          ...(request.payload === undefined ? {} : { payload: request.payload as Buffer }),
          headers: { ...world.headers(actor), ...request.headers },
          ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
        });
        got[actor] = response.statusCode;
        await settle(t.app);
        await row.after?.(world, actor);
      }
      expect(got).toEqual(expectedFor(row.expect));
    },
  );

  it.each(roomRows.map((row) => [`room ${row.kind} (${row.case})`, row] as const))(
    '%s',
    async (_name, row) => {
      const id = await row.id(world);
      const got: Partial<Record<Actor, RoomOutcome>> = {};
      for (const actor of actors) {
        const cookie = actor === 'anonymous' ? null : (world.headers(actor).cookie ?? null);
        const { socket, error } = await connectSocket(baseUrl, cookie);
        sockets.push(socket);
        if (error) {
          got[actor] = 'no-socket';
          continue;
        }
        const result = await socket.emitWithAck('room:join', `${row.kind}:${id}`);
        got[actor] = result.ok ? 'joined' : 'refused';
        socket.disconnect();
      }
      expect(got).toEqual(expectedFor(row.expect));
    },
  );
});
