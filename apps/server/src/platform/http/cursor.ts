import { badRequest } from '../errors';

/** An opaque keyset cursor: the (timestamp or sort key, id) of the last row of a page. */
export interface Cursor {
  key: string;
  id: string;
}

/** What a cursor's key holds: a timestamp key (see platform/db/keyset.ts) or a text sort key. */
export type CursorKind = 'timestamp' | 'text';

const invalidCursor = 'This page cursor is not valid. Start again from the first page.';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const timestampPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/** A real instant in the 6-digit form timestampKey writes: 2024-99-99T99:99:99 is not one. */
export function isTimestampKey(value: string): boolean {
  const match = timestampPattern.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

function validKey(key: string, kind: CursorKind): boolean {
  if (kind === 'timestamp') return isTimestampKey(key);
  return key.length <= 400 && !key.includes('\u0000');
}

/**
 * The cursor a client sent back, checked before it reaches SQL: made by us (base64url JSON of two
 * strings), with a UUID id and a key of the list's kind. Anything else is a 400, never a 500.
 */
export function decodeCursor(value: string | undefined, kind: CursorKind): Cursor | null {
  if (value === undefined || value === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(invalidCursor);
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === 'string' &&
    typeof parsed[1] === 'string' &&
    uuidPattern.test(parsed[1]) &&
    validKey(parsed[0], kind)
  )
    return { key: parsed[0], id: parsed[1] };
  throw badRequest(invalidCursor);
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
