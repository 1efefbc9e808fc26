import { asc, sql } from 'drizzle-orm';
import type { Person } from '@aebro/shared/connections';
import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db/client';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import type { PresenceStore } from '../../platform/presence';
import { describePeople, personColumns } from './people';

const sortKey = sql<string>`lower(coalesce(${profiles.fullName}, ${profiles.username}))`;
const searchText = sql`aebro_profile_search_text(${profiles.fullName}, ${profiles.username}, ${profiles.businessName}, ${profiles.businessCategory}, ${profiles.location})`;

function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Finds people by name, username, business name, category or location (a trigram index serves the
 * match), in name order, keyset-paginated on (name, id). An empty query lists everyone.
 */
export async function searchPeople(
  db: Database,
  presence: PresenceStore,
  viewerId: string,
  query: { q: string; cursor?: string | undefined; limit: number },
): Promise<{ items: Person[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor);
  const conditions = [
    query.q ? sql`${searchText} like ${likePattern(query.q)}` : undefined,
    cursor ? sql`(${sortKey}, ${profiles.id}) > (${cursor.key}, ${cursor.id})` : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select({ ...personColumns, sortKey })
    .from(profiles)
    .where(conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined)
    .orderBy(asc(sortKey), asc(profiles.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.sortKey,
    id: row.id,
  }));
  return {
    items: await describePeople(
      db,
      presence,
      viewerId,
      items.map(({ sortKey: _, ...row }) => row),
    ),
    nextCursor,
  };
}
