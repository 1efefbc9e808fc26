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
   * transaction mode): every statement is sent unnamed.
   */
  preparedStatements?: 'named' | 'unnamed';
  /** Called for every statement the pool's connections send (the metrics count them by pool). */
  onQuery?: () => void;
  /** Distinct statement texts the pool names (default `namedStatementLimit`). */
  namedStatementLimit?: number;
  /**
   * Every statement of the pool's connections planned generically (`plan_cache_mode =
   * force_generic_plan`, set when each connection starts): the pool of the home feed's pages (see
   * `genericPlanned`). Needs a direct connection: a pooler would hand the setting to other clients.
   */
  genericPlans?: boolean;
}

/**
 * How many distinct statement texts a pool names (and each of its connections keeps prepared, at
 * most): the application's own query shapes, a few hundred. Texts beyond it (an `in (…)` list of a
 * length not seen before, once the names are used up) go unnamed, as before, so that a connection's
 * statements cannot grow without end.
 */
export const namedStatementLimit = 200;

/**
 * A connection class that counts its statements and names them.
 *
 * Named: every statement with values is sent as a named prepared statement, one name per text
 * (shared by the pool's connections): PostgreSQL parses it once per connection instead of on every
 * call, and plans it as it sees fit (`plan_cache_mode = auto`: custom plans for its first runs, then
 * a generic one only where that costs no more, so a partial index that holds for one value is still
 * used). Parsing and planning unnamed statements was 56 % of PostgreSQL's time for a follow
 * (bench/README.md, "What one follow costs"). Statements that name themselves (pg-boss's, the feed's
 * in platform/db/prepared.ts) keep their names.
 *
 * Behind a pooler that cannot keep named statements (`unnamed`): names are dropped, since a named
 * statement parsed on one server connection would be missing on the next one the pooler hands out
 * ("prepared statement does not exist").
 */
function clientClass(options: PoolOptions): typeof pg.Client {
  const unnamed = options.preparedStatements === 'unnamed';
  const onQuery = options.onQuery;
  const limit = options.namedStatementLimit ?? namedStatementLimit;
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `aebro_${names.size.toString(36)}`;
      names.set(text, name);
    }
    return name;
  };
  class PoolClient extends pg.Client {}
  const query = Reflect.get(pg.Client.prototype, 'query') as (
    this: pg.Client,
    ...args: unknown[]
  ) => unknown;
  PoolClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    onQuery?.();
    let args = [config, ...rest];
    if (unnamed) {
      if (typeof config === 'object' && config !== null && 'name' in config) {
        const { name: _name, ...withoutName } = config as { name?: string };
        args = [withoutName, ...rest];
      }
    } else if (typeof config === 'string') {
      // `query(text, values, …)`: named when it has values (a text alone may hold several commands).
      const [values, ...after] = rest;
      const name = Array.isArray(values) && values.length > 0 ? nameFor(config) : undefined;
      if (name) args = [{ name, text: config, values }, ...after];
    } else if (isUnnamed(config)) {
      // `query(config, values?, …)`, as drizzle calls it (`name: undefined`, values beside it).
      const values = config.values ?? rest[0];
      const name = Array.isArray(values) && values.length > 0 ? nameFor(config.text) : undefined;
      if (name) args = [{ ...config, name }, ...rest];
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return PoolClient;
}

function isUnnamed(config: unknown): config is { text: string; values?: unknown } {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name, submit } = config as { text?: unknown; name?: unknown; submit?: unknown };
  // A pg Query or cursor object (`submit`) is passed on as it is.
  return typeof text === 'string' && !name && submit === undefined;
}

/**
 * The pool of one database URL. Its statements are named and PostgreSQL chooses their plans (see
 * clientClass); behind PgBouncer < 1.21 (`preparedStatements: 'unnamed'`) none is named.
 */
export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    Client: clientClass(options),
    ...(options.genericPlans ? { options: '-c plan_cache_mode=force_generic_plan' } : {}),
  });
}

const genericTwins = new WeakMap<object, Database>();

/**
 * Gives `db` a twin over the same database whose connections plan every statement generically
 * (a pool created with `genericPlans`), for the reads `genericPlanned` is asked for.
 */
export function pairGenericPlans(db: Database, twin: Database): void {
  genericTwins.set(db, twin);
}

/**
 * Gives `db` a twin: a pool of `options.max` connections to `url` that plan generically, reached
 * through `wrap` (a replica's falls back to the primary). Returns that pool, to end it and watch it.
 */
export function pairGenericPool(
  db: Database,
  url: string,
  options: PoolOptions & { max: number },
  wrap: (pool: pg.Pool) => pg.Pool = (pool) => pool,
): pg.Pool {
  const pool = createPool(url, { ...options, genericPlans: true });
  pairGenericPlans(db, createDb(wrap(pool)));
  return pool;
}

/**
 * Where a hot read whose statement has one good plan for every value sends it: `db`'s generic twin
 * when it has one (the primary's and each replica's pool, connected directly), else `db` itself (a
 * transaction, or a pooler's URL).
 *
 * Why: in `plan_cache_mode = auto` PostgreSQL compares a statement's generic plan with the average
 * of its first custom plans, per connection. For the home feed's page the two estimates were within
 * one cost unit of each other (1,739 and 1,740), so whether a connection kept planning the page anew
 * (four times the backend CPU) depended on the data and the viewers of its first runs: the same
 * build served 908 and 636 pages a second on fresh data of the same size (bench/README.md). A
 * partial index whose condition holds for one value needs custom plans, which is why this is not
 * the main pool's setting: only statements whose parameters are ids and keyset positions come here.
 */
export function genericPlanned<T extends Executor>(db: T): T | Database {
  return genericTwins.get(db) ?? db;
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
