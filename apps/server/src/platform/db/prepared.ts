import { Column, is, SQL, sql, type DriverValueDecoder, type Placeholder } from 'drizzle-orm';
import { genericPlanned, type Executor } from './client';

/**
 * The hot reads (the home feed) as drizzle prepared statements: their SQL is built once per
 * executor instead of on every call, and their rows are mapped by a plain loop (`mapRowsFlat`).
 * Like every statement with values, PostgreSQL parses them once per connection (the pool names
 * them, see clientClass in ./client).
 */

/** A value of a query, or the placeholder a prepared statement fills with it. */
export type Param = string | Placeholder;

/** A keyset position (see platform/http/cursor), as values or as placeholders. */
export interface KeyParams {
  key: Param;
  id: Param;
}

/** Placeholders by name: the values a prepared statement takes when it runs. */
export function placeholders<const K extends string>(...names: K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<
    K,
    Placeholder<K>
  >;
}

/** What a drizzle prepared select keeps of its selection (not in drizzle's public types). */
interface PreparedInternals {
  fields?: Array<{ path: string[]; field: unknown }>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** An SQL field's decoder (its `mapWith`), internal to drizzle as well. */
const sqlDecoder = (value: SQL) =>
  (value as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

/**
 * Drizzle maps a row by walking every field's path and asking each field what kind it is, cell by
 * cell: about 60 µs for a feed page of 21 rows × 31 columns, a tenth of the request's CPU. For a
 * flat selection (every field a top-level key, as in the feed's) the decoders are picked once here
 * and a row is mapped in a plain loop, with the same decoders, so the same values
 * (prepared-rows.test.ts compares both). Anything else is left to drizzle. True when the
 * statement's rows are mapped here.
 */
export function mapRowsFlat(statement: object): boolean {
  const internals = statement as PreparedInternals;
  const fields = internals.fields;
  if (!fields || !('customResultMapper' in statement) || internals.customResultMapper) return false;
  const keys: string[] = [];
  const decoders: DriverValueDecoder<unknown, unknown>[] = [];
  for (const { path, field } of fields) {
    const decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? sqlDecoder(field)
        : is(field, SQL.Aliased)
          ? sqlDecoder(field.sql)
          : undefined;
    const [key] = path;
    if (!decoder || path.length !== 1 || key === undefined) return false;
    keys.push(key);
    decoders.push(decoder);
  }
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index += 1) {
        const value = row[index];
        mapped[keys[index] as string] =
          value === null
            ? null
            : (decoders[index] as DriverValueDecoder<unknown, unknown>).mapFromDriverValue(value);
      }
      return mapped;
    });
  return true;
}

/**
 * One prepared statement per executor (the pool, or a transaction) and name, built on first use,
 * its rows mapped by `mapRowsFlat`; `build` returns the drizzle query's `.prepare(name)`. With
 * `plans: 'generic'` (a statement that has one good plan for every value) it runs on the executor's
 * generic twin where there is one (client.ts `genericPlanned`).
 */
export function preparedFor<T extends object>(
  build: (db: Executor) => T,
  options: { plans?: 'auto' | 'generic' } = {},
): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  const generic = options.plans === 'generic';
  return (executor) => {
    const db = generic ? genericPlanned(executor) : executor;
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      mapRowsFlat(statement);
      built.set(db, statement);
    }
    return statement;
  };
}
