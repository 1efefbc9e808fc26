import { spawn } from 'node:child_process';
import getPort from 'get-port';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defer } from './cleanup';
import { cpuSeconds, openFilesLimit, rssBytes } from './proc';
import { sleep } from './stats';

export interface AebroServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  rssBytes(): number;
  cpuSeconds(): number;
  /** The soft open-files limit the server process really got. */
  openFilesLimit(): number;
  /** The last lines of its log, for error messages. */
  logTail(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** A staged build (see web/server.ts stageBuild): apps/server/dist/main.js lives under it. */
  root: string;
  /** Without one, the server runs its embedded PostgreSQL in its DATA_DIR. */
  databaseUrl?: string | undefined;
  /** Without one, the server generates its own (the benchmark then cannot sign session cookies). */
  authSecret?: string | undefined;
  redisUrl?: string | undefined;
  /** Raise `ulimit -n` to this in a shell wrapper before exec'ing node. */
  openFiles?: number;
  nodeArgs?: string[];
  /** More environment for the server (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
  label: string;
}

async function waitForHealth(
  baseUrl: string,
  exited: () => boolean,
  tail: () => string,
): Promise<void> {
  // The embedded PostgreSQL needs ~20 s on its first start.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !exited()) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(
    `the Aebro server (${baseUrl}) did not become healthy${exited() ? ' (it exited)' : ''}\n${tail()}`,
  );
}

/**
 * For looking into a run: `BENCH_SERVER_NODE_ARGS` (e.g. `--trace-gc`) go to the server's node, and
 * `BENCH_SERVER_LOG_DIR` keeps each server's log there as `<label>.log` when it stops.
 */
/**
 * The node options production starts the server with (the root package.json's start script, the
 * Dockerfile, deploy/aebro.service; start-flags.test.ts keeps them equal): one thread for V8's
 * background garbage collection, see docs/scaling.md "Garbage-collection threads".
 */
export const productionNodeArgs = ['--v8-pool-size=1'];

function extraNodeArgs(): string[] {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
}

function keepLog(logFile: string, label: string): void {
  const dir = process.env.BENCH_SERVER_LOG_DIR;
  if (!dir || !fs.existsSync(logFile)) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(logFile, path.join(dir, `${label}.log`));
}

/**
 * Starts the built server on a free port with its own DATA_DIR, NODE_ENV=production and the given
 * database, secret and Redis. `exec` keeps the pid, so /proc/<pid> is node itself.
 */
export async function startAebro(options: StartOptions): Promise<AebroServer> {
  const serverMain = path.join(options.root, 'apps', 'server', 'dist', 'main.js');
  if (!fs.existsSync(serverMain)) throw new Error(`${serverMain} is missing: build the app first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `aebro-bench-${options.label}-`));
  fs.chmodSync(dataDir, 0o755);
  const port = await getPort({ host: '127.0.0.1' });
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
    // To compare a server tuned otherwise (e.g. HEAP_GROWING_PERCENT=0, V8's own heap growth).
    ...(process.env.HEAP_GROWING_PERCENT
      ? { HEAP_GROWING_PERCENT: process.env.HEAP_GROWING_PERCENT }
      : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.authSecret ? { AUTH_SECRET: options.authSecret } : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  };
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  // Only root may raise the hard limit; otherwise take the hard limit as it is.
  const limit = options.openFiles ?? 0;
  const script = `${limit > 0 ? `ulimit -n ${limit} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; ` : ''}exec "$0" "$@"`;
  const child = spawn(
    'sh',
    [
      '-c',
      script,
      process.execPath,
      ...productionNodeArgs,
      ...extraNodeArgs(),
      ...(options.nodeArgs ?? []),
      serverMain,
    ],
    {
      cwd: options.root,
      env,
      stdio: ['ignore', log, log],
    },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not spawn the server');
  let hasExited = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      hasExited = true;
      resolve();
    });
  });
  const logTail = (): string =>
    fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-3000) : '';

  const stop = defer(`stop server ${options.label}`, async () => {
    if (!hasExited) {
      child.kill('SIGTERM');
      // The server stops its embedded PostgreSQL on SIGTERM; give it time, then insist.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(log);
    keepLog(logFile, options.label);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  try {
    await waitForHealth(baseUrl, () => hasExited, logTail);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    pid,
    dataDir,
    rssBytes: () => rssBytes(pid),
    cpuSeconds: () => cpuSeconds(pid),
    openFilesLimit: () => openFilesLimit(pid),
    logTail,
    stop,
  };
}
