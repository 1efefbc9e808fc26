import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { runMigrations } from '../platform/db/client';
import { startEmbeddedPostgres } from '../platform/db/embedded';
import { databaseUrl } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * The job queue's queues (one per job and durable subscription, a table each) made once in the
 * template, as the first start of a real server makes them, instead of again in every test file.
 */
async function createJobQueues(url: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-test-queues-'));
  try {
    const app = await buildApp(
      {
        ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' }),
        databaseUrl: url,
        authSecret: 'test-secret-that-is-long-enough-for-better-auth',
        vapidKeys: webpush.generateVAPIDKeys(),
        version: '0.0.0-test',
      },
      { webDistDir: path.join(dataDir, 'no-web-build') },
    );
    await app.platform.jobs.start();
    await app.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One PostgreSQL for the whole run (the server at TEST_DATABASE_URL, else an embedded one) and one
 * migrated template database; every test file clones the template into a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-test-pg-'));
    // The cluster runs as the unprivileged postgres user, which must be able to enter this folder.
    fs.chmodSync(tempDir, 0o755);
    const cluster = await startEmbeddedPostgres({
      dir: path.join(tempDir, 'pg'),
      password: 'test',
      ephemeral: true,
    });
    adminUrl = cluster.url('postgres');
    stopEmbedded = () => cluster.stop();
  }

  const template = `aebro_tpl_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  await runMigrations(databaseUrl(adminUrl, template));
  await createJobQueues(databaseUrl(adminUrl, template));

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
    await stopEmbedded?.();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
