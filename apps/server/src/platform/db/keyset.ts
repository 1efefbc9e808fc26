import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A timestamp column as text with its full microsecond precision: a JavaScript Date keeps only
 * milliseconds, and a cursor rounded to them would skip rows created within the same millisecond.
 */
export function timestampKey(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
