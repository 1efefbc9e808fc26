import { sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Named prepared statements for the few hot reads (the home feed): their SQL is built once per
 * executor and parsed once per connection, and PostgreSQL plans them once (the pool's connections
 * run with `plan_cache_mode = force_generic_plan`, see createPool): planning a feed page with its
 * safety conditions cost twice as much as running it. Everything else stays unnamed and is
 * planned for its own values, as before.
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

/**
 * One prepared statement per executor (the pool, or a transaction) and name, built on first use;
 * `build` returns the drizzle query's `.prepare(name)`.
 */
export function preparedFor<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
