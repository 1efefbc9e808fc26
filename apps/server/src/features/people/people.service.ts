import type { Person } from '@aebro/shared/connections';
import type { Context } from '../../platform/context';
import { readDb } from '../../platform/db/read-routing';
import { forbidden } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { describePeople } from '../profiles/person-view.service';
import { canFindPeople } from './people.policy';
import { searchRows, suggestionRows } from './people.repository';

function assertMayFindPeople(ctx: Context): void {
  if (!canFindPeople(ctx.viewer))
    throw forbidden('Please verify your email address to find people.');
}

/**
 * Finds people by name, username, business name, category or (public profiles only) location, in
 * name order, keyset-paginated on (name, id). An empty query lists everyone.
 */
export async function searchPeople(
  ctx: Context,
  query: { q: string; cursor?: string | undefined; limit: number },
): Promise<{ items: Person[]; nextCursor: string | null }> {
  assertMayFindPeople(ctx);
  const cursor = decodeCursor(query.cursor, 'text');
  // The search tolerates a second of lag (the viewer's own writes excepted): a replica may serve it.
  const reader = { ...ctx, db: await readDb(ctx) };
  const rows = await searchRows(reader.db, ctx.viewer.id, query.q, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.sortKey,
    id: row.id,
  }));
  return {
    items: await describePeople(
      reader,
      items.map(({ sortKey: _, ...row }) => row),
    ),
    nextCursor,
  };
}

/** People the viewer may want to follow: not followed or asked yet, not muted, not blocked. */
export async function suggestPeople(
  ctx: Context,
  query: { limit: number },
): Promise<{ items: Person[]; nextCursor: null }> {
  assertMayFindPeople(ctx);
  const rows = await suggestionRows(ctx.db, ctx.viewer.id, query.limit);
  return { items: await describePeople(ctx, rows), nextCursor: null };
}
