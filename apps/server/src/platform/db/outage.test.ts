import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { loadConfig } from '../config';
import { runMigrations } from './client';
import getPort from 'get-port';
import { ensureDatabase, startEmbeddedPostgres, type RunningPostgres } from './embedded';
import type { FastifyInstance } from 'fastify';

/**
 * The database goes away under a running server and comes back: requests meanwhile get a 503 that
 * says so (never a 500, never a hang), and the server recovers by itself once it is back.
 */
let dir: string;
let port: number;
let cluster: RunningPostgres;
let app: FastifyInstance;
let member: TestUser;
const start = () =>
  startEmbeddedPostgres({ dir: path.join(dir, 'pg'), password: 'outage', port, ephemeral: true });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-outage-'));
  fs.chmodSync(dir, 0o755);
  port = await getPort({ host: '127.0.0.1' });
  cluster = await start();
  await ensureDatabase(cluster.url('postgres'), 'aebro');
  await runMigrations(cluster.url('aebro'));
  app = await buildApp(
    {
      ...loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        PORT: '0',
        PUBLIC_URL: 'http://localhost:3000',
      }),
      databaseUrl: cluster.url('aebro'),
      authSecret: 'outage-test-secret-long-enough-for-better-auth',
      vapidKeys: { publicKey: 'x', privateKey: 'x' },
      version: '0.0.0-test',
    },
    { webDistDir: path.join(dir, 'no-web') },
  );
  member = await createVerifiedMember(app);
}, 120_000);
afterAll(async () => {
  await app.close();
  await cluster.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const feed = () => app.inject({ url: '/api/v1/feed', headers: { cookie: member.jar.header() } });

describe('a database outage', () => {
  it('answers 503 while the database is away, and recovers by itself when it is back', async () => {
    expect((await feed()).statusCode).toBe(200);
    await cluster.stop();

    const began = Date.now();
    for (const response of [
      await feed(),
      await app.inject({
        method: 'POST',
        url: '/api/v1/posts',
        payload: { body: 'x' },
        headers: { cookie: member.jar.header() },
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(response.headers['retry-after']).toBe('5');
    }
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
    // Refused connections fail at once: nothing waits for a timeout.
    expect(Date.now() - began).toBeLessThan(5000);

    cluster = await start();
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 5000) {
      status = (await feed()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  }, 120_000);
});
