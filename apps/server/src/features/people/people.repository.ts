import { asc, sql } from 'drizzle-orm';
import { personColumns, profiles, type PersonRow } from '../../db/schema/profiles';
import { visibleTo } from '../../db/safety-filters';
import type { Executor } from '../../platform/db/client';
import type { Cursor } from '../../platform/http/cursor';
import { matchesSearch } from '../../platform/db/search';

const sortKey = sql<string>`lower(coalesce(${profiles.fullName}, ${profiles.username}))`;

/** People in name order, keyset-paginated on (name, id); an empty query lists everyone. */
export async function searchRows(
  db: Executor,
  viewerId: string,
  query: string,
  cursor: Cursor | null,
  limit: number,
): Promise<Array<PersonRow & { sortKey: string }>> {
  const conditions = [
    // Name, username, business name and category, and the location of public profiles only (a
    // private profile hides it from strangers): `profiles.search_text` (migration 0018).
    matchesSearch(profiles.searchText, query),
    visibleTo(viewerId, profiles.id),
    cursor ? sql`(${sortKey}, ${profiles.id}) > (${cursor.key}, ${cursor.id})` : undefined,
  ].filter((condition) => condition !== undefined);
  return await db
    .select({ ...personColumns, sortKey })
    .from(profiles)
    .where(conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined)
    .orderBy(asc(sortKey), asc(profiles.id))
    .limit(limit + 1);
}
