import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import webpush from 'web-push';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../platform/config';
import type { AppConfig } from '../platform/types';
import { databaseUrl } from './database-url';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database of this test file's own, cloned from the migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `aebro_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        // Two files cloning at the same instant can see the template "in use"; try again shortly.
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

const testVapidKeys = webpush.generateVAPIDKeys();

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildOptions {
  /** Another server process on the same database as this one (for multi-process tests). */
  sameDatabaseAs?: TestApp;
  /** Reads routed to a "replica" that is this database itself (platform/db/read-routing). */
  replicaOfItself?: boolean;
}

/** Builds the real app on a fresh database; `env` overrides environment variables. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database: TestDatabase = options.sameDatabaseAs
    ? { url: options.sameDatabaseAs.config.databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-test-data-'));
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PORT: '0',
      PUBLIC_URL: 'http://localhost:3000',
      ...env,
    }),
    databaseUrl: database.url,
    ...(options.replicaOfItself ? { databaseReplicaUrls: [database.url] } : {}),
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    vapidKeys: testVapidKeys,
    version: '0.0.0-test',
  };
  const app = await buildApp(config, {
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    ...(options.stripeApi ? { stripeApi: options.stripeApi } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until every effect of what the test did has happened: the socket pushes (in memory) and
 * the durable effects (jobs woken by their commit, run here if no worker took them yet), effects
 * of effects included. A job scheduled for later is left for later.
 */
export async function settle(app: FastifyInstance): Promise<void> {
  const { events, jobs } = app.platform;
  for (let round = 0; round < 20; round += 1) {
    await events.idle();
    await jobs.drain();
    // A socket handler that ran meanwhile may have queued more: settled only when both are quiet.
    await events.idle();
    if ((await jobs.quiet()) && events.quiet()) return;
  }
  throw new Error('the effects did not settle in 20 rounds');
}
