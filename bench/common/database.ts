import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { defer } from './cleanup';

/** The PostgreSQL server to create throwaway databases on (its own database is never written). */
export function adminUrl(): string {
  return (
    process.env.BENCH_ADMIN_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test'
  );
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  name: string;
  url: string;
  /** Drops the database (unless it was kept); safe to call twice. */
  drop(): Promise<void>;
}

/** A fresh database `aebro_bench_<prefix>_<random>`, dropped by `drop()` or on Ctrl+C. */
export async function createDatabase(prefix: string, keep = false): Promise<BenchDatabase> {
  const name = `aebro_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(`create database "${name}"`);
    if (process.env.BENCH_LOG_SLOW_MS)
      await adminQuery(
        `alter database "${name}" set log_min_duration_statement = ${Number(process.env.BENCH_LOG_SLOW_MS)}`,
      );
  } catch (error) {
    throw new Error(
      `could not create the database ${name} on ${adminUrl()} (set BENCH_ADMIN_DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const drop = defer(`drop database ${name}`, async () => {
    if (keep) {
      console.log(`Kept the database ${name}.`);
      return;
    }
    await adminQuery(`drop database if exists "${name}" with (force)`);
  });
  return { name, url: withDatabase(adminUrl(), name), drop };
}

/** An existing database (e.g. one kept by an earlier run): never dropped. */
export function existingDatabase(name: string): BenchDatabase {
  return { name, url: withDatabase(adminUrl(), name), drop: async () => undefined };
}

export async function serverVersion(
  url: string,
): Promise<{ version: string; sharedBuffers: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ v: string; b: string }>(
      "select current_setting('server_version') as v, current_setting('shared_buffers') as b",
    );
    return {
      version: result.rows[0]?.v ?? 'unknown',
      sharedBuffers: result.rows[0]?.b ?? 'unknown',
    };
  } finally {
    await client.end();
  }
}

/** PIDs of the PostgreSQL backends currently connected to a database (for CPU accounting). */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
