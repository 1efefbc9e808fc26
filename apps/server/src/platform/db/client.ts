import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { redactUrl } from '../config';
import { installJobSchema } from '../jobs/boss-options';
import { migrationsDir } from '../paths';

export type Database = NodePgDatabase;

export interface PoolOptions {
  max?: number;
  /**
   * 'unnamed' behind a pooler that cannot keep named prepared statements (PgBouncer before 1.21 in
   * transaction mode): every statement is sent unnamed and no startup options are set.
   */
  preparedStatements?: 'named' | 'unnamed';
  /** Called for every statement the pool's connections send (the metrics count them by pool). */
  onQuery?: () => void;
}

/**
 * A connection class that counts its statements and, for a pooler, drops statement names: a
 * named statement parsed on one server connection would be missing on the next one the pooler
 * hands out ("prepared statement does not exist").
 */
function clientClass(options: PoolOptions): typeof pg.Client {
  const unnamed = options.preparedStatements === 'unnamed';
  const onQuery = options.onQuery;
  if (!unnamed && !onQuery) return pg.Client;
  class PoolClient extends pg.Client {}
  const query = Reflect.get(pg.Client.prototype, 'query') as (
    this: pg.Client,
    ...args: unknown[]
  ) => unknown;
  PoolClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    onQuery?.();
    let sent = config;
    if (unnamed && typeof config === 'object' && config !== null && 'name' in config) {
      const { name: _name, ...withoutName } = config as { name?: string };
      sent = withoutName;
    }
    return query.apply(this, [sent, ...rest]);
  } as typeof pg.Client.prototype.query;
  return PoolClient;
}

/**
 * Connections plan named prepared statements once, for any values (platform/db/prepared.ts): the
 * only named ones are the hot reads chosen for it; every other query stays unnamed and is planned
 * for its own values. A URL that sets its own `options` keeps them (and custom plans). Behind
 * PgBouncer < 1.21 (`preparedStatements: 'unnamed'`) there are no names and no startup options
 * (which that PgBouncer refuses): every statement is planned for its own values.
 */
export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const unnamed = options.preparedStatements === 'unnamed';
  return new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    ...(unnamed ? {} : { options: '-c plan_cache_mode=force_generic_plan' }),
    Client: clientClass(options),
  });
}

export function createDb(pool: pg.Pool): Database {
  return drizzle({ client: pool });
}

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** Connects once so that a wrong DATABASE_URL stops the start with one clear line. */
export async function checkConnection(
  url: string,
  preparedStatements: PoolOptions['preparedStatements'] = 'named',
): Promise<void> {
  const Client = clientClass({ preparedStatements });
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
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

/** Migrations need a session connection: DATABASE_DIRECT_URL when the app's URL is a pooler's. */
export async function runMigrations(url: string, options: PoolOptions = {}): Promise<void> {
  const pool = createPool(url, { ...options, max: 1 });
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
