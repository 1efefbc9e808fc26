import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { badRequest } from '../errors';

/** An opaque keyset cursor: the (timestamp or sort key, id) of the last row of a page. */
export interface Cursor {
  key: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (value === undefined || value === '') return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string'
    ) {
      return { key: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through
  }
  throw badRequest('This page cursor is not valid. Start again from the first page.');
}

/** Splits a page fetched with limit + 1 rows into its items and the cursor of the next page. */
export function toPage<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => Cursor,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}

/**
 * A timestamp column as text with its full microsecond precision: a JavaScript Date keeps only
 * milliseconds, and a cursor rounded to them would skip rows created within the same millisecond.
 */
export function timestampKey(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function isTimestampKey(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value);
}
