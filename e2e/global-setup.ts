import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import getPort from 'get-port';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps', 'server', 'dist', 'main.js');

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`the Aebro server did not become healthy at ${baseUrl}\n${log}`);
}

/**
 * Starts the real built server (run `npm run build` first; `npm run e2e` does) with a temporary
 * DATA_DIR: on the PostgreSQL at TEST_DATABASE_URL (a fresh database) when set, otherwise on its own
 * embedded PostgreSQL, exactly as `npm start` would.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(serverMain))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await getPort({ host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;

  let dropDatabase: (() => Promise<void>) | undefined;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    // The fixtures play the part of a reverse proxy so that their sign-ups count per account, not
    // all against 127.0.0.1 (rate limits stay as in production). Browsers send no such header.
    TRUST_PROXY: 'true',
    // The journeys make hundreds of accounts that write quickly: the site stays in bootstrap mode
    // (everyone at least a member, issue 37); trust-levels.spec.ts sets its account to `new` by hand.
    TRUST_BOOTSTRAP_MEMBERS: '1000000',
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `aebro_e2e_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    env.DATABASE_URL = withDatabase(adminUrl, name);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }

  fs.mkdirSync(path.join(import.meta.dirname, 'test-results'), { recursive: true });
  const logFile = path.join(import.meta.dirname, 'test-results', 'server.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  await waitForHealth(baseUrl, child, logFile);
  process.env.E2E_BASE_URL = baseUrl;
  // For journeys that run a command against the same server (`npm run admin -- grant <email>`).
  process.env.E2E_DATA_DIR = dataDir;
  if (env.DATABASE_URL) process.env.E2E_DATABASE_URL = env.DATABASE_URL;

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.closeSync(log);
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
