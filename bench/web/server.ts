import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Asks the OS for a port nobody listens on (the tiny race until it is used again is acceptable here). */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm run build` at the root; a failing build stops the benchmark with the build's own output. */
export function buildApp(root: string): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`npm run build failed (exit code ${String(result.status)})`);
}

export interface StagedBuild {
  /** A private copy of the repository layout the built server needs (apps/server + apps/web/dist). */
  root: string;
  webDist: string;
  remove(): void;
}

/** Name, size and mtime of every file under dir: equal snapshots mean nobody rebuilt in between. */
function snapshot(dir: string): string {
  const entries = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile());
  return entries
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const stat = fs.statSync(file);
      return `${path.relative(dir, file)}:${stat.size}:${stat.mtimeMs}`;
    })
    .sort()
    .join('\n');
}

/** Every /assets/ file index.html references must exist, or a rebuild interleaved with ours. */
function checkComplete(webDist: string): void {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  for (const [, ref] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (ref && !fs.existsSync(path.join(webDist, ref)))
      throw new Error(`index.html references ${ref}, which is missing`);
  }
}

/**
 * Copies the build into a temp dir and serves it from there: other people rebuild apps/web/dist
 * while we measure, and the server only routes the asset files that existed when it started.
 * The built server finds its web dist and migrations relative to itself, so the layout is kept.
 */
export async function stageBuild(repoRoot: string): Promise<StagedBuild> {
  const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
  for (let attempt = 1; ; attempt++) {
    const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-bench-build-'));
    try {
      const before = snapshot(webDist);
      for (const part of [
        'apps/server/dist',
        'apps/server/drizzle',
        'apps/server/package.json',
        'apps/web/dist',
      ]) {
        fs.cpSync(path.join(repoRoot, part), path.join(stage, part), { recursive: true });
      }
      if (snapshot(webDist) !== before)
        throw new Error('apps/web/dist changed while it was copied');
      checkComplete(path.join(stage, 'apps', 'web', 'dist'));
      // The server bundle keeps npm packages external; resolve them from the repository.
      fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(stage, 'node_modules'), 'dir');
      // Packages npm could not hoist (another version than the root's) live beside the server.
      const nested = path.join(repoRoot, 'apps', 'server', 'node_modules');
      if (fs.existsSync(nested))
        fs.symlinkSync(nested, path.join(stage, 'apps', 'server', 'node_modules'), 'dir');
      return {
        root: stage,
        webDist: path.join(stage, 'apps', 'web', 'dist'),
        remove: () => fs.rmSync(stage, { recursive: true, force: true }),
      };
    } catch (error) {
      fs.rmSync(stage, { recursive: true, force: true });
      if (attempt >= 5) throw error;
      console.warn(
        `Copying the build failed (${error instanceof Error ? error.message : String(error)}); someone may be rebuilding, retrying in 10 s…`,
      );
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForHealth(
  baseUrl: string,
  exited: () => boolean,
  logFile: string,
): Promise<void> {
  // The embedded PostgreSQL needs ~20 s on its first start.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !exited()) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`the Aebro server did not become healthy at ${baseUrl}\n${log}`);
}

/**
 * Starts the built server (apps/server/dist/main.js) on a free port with a fresh DATA_DIR.
 * DATABASE_URL is passed through; with TEST_DATABASE_URL a throwaway database is created on that
 * server (so migrations never touch the admin database); otherwise the server runs its embedded PostgreSQL.
 */
export async function startServer(root: string): Promise<RunningServer> {
  const serverMain = path.join(root, 'apps', 'server', 'dist', 'main.js');
  if (!fs.existsSync(serverMain))
    throw new Error(`${serverMain} is missing: the build did not produce it`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  };

  let dropDatabase: (() => Promise<void>) | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.DATABASE_URL) {
    env.DATABASE_URL = process.env.DATABASE_URL;
  } else if (adminUrl) {
    const name = `aebro_bench_${randomBytes(5).toString('hex')}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    env.DATABASE_URL = withDatabase(adminUrl, name);
    dropDatabase = () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  }

  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  let hasExited = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      hasExited = true;
      resolve();
    });
  });

  const stop = async (): Promise<void> => {
    if (!hasExited) {
      child.kill('SIGTERM');
      // The server stops its embedded PostgreSQL on SIGTERM; give it time, then insist.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(log);
    await dropDatabase?.().catch((error: unknown) =>
      console.warn('could not drop the benchmark database:', error),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, () => hasExited, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
