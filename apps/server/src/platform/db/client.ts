import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { redactUrl } from '../config';
import { installJobSchema } from '../jobs/jobs';
import { migrationsDir } from '../paths';

export type Database = NodePgDatabase;

/**
 * Connections plan named prepared statements once, for any values (platform/db/prepared.ts): the
 * only named ones are the hot reads chosen for it; every other query stays unnamed and is planned
 * for its own values. A URL that sets its own `options` keeps them (and custom plans).
 */
export function createPool(url: string, max = 10): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    options: '-c plan_cache_mode=force_generic_plan',
  });
}

export function createDb(pool: pg.Pool): Database {
  return drizzle({ client: pool });
}

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** Connects once so that a wrong DATABASE_URL stops the start with one clear line. */
export async function checkConnection(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.message || (error as NodeJS.ErrnoException).code
        : String(error);
    throw new DatabaseUnreachableError(`cannot reach the database at ${redactUrl(url)}: ${reason}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function runMigrations(url: string): Promise<void> {
  const pool = createPool(url, 1);
  try {
    await migrate(createDb(pool), { migrationsFolder: migrationsDir });
    // The job queue's own tables (pg-boss), so that starting the app (and each test) only checks them.
    await installJobSchema(pool);
  } finally {
    await pool.end();
  }
}

/** A transaction of `Database`; repositories accept either, so services choose the boundary. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
