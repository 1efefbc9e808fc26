import { asc, sql } from 'drizzle-orm';
import { personColumns, profiles, type PersonRow } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db/client';
import type { Cursor } from '../../platform/http/cursor';
import { matchesSearch } from '../../platform/db/search';

const sortKey = sql<string>`lower(coalesce(${profiles.fullName}, ${profiles.username}))`;
/**
 * What search matches: name, username, business name and category, and the location only of public
 * profiles (a private profile hides it from strangers, so search must not find it by it), however
 * it is spelt (Ge'ez or Latin: `matchesSearch`). The trigram index is built on
 * `aebro_search_text(<this expression>)` (migration 0012).
 */
const searchText = sql`aebro_profile_search_text(${profiles.fullName}, ${profiles.username}, ${profiles.businessName}, ${profiles.businessCategory}, case when ${profiles.publicProfile} then ${profiles.location} end)`;

/** People in name order, keyset-paginated on (name, id); an empty query lists everyone. */
export async function searchRows(
  db: Executor,
  query: string,
  cursor: Cursor | null,
  limit: number,
): Promise<Array<PersonRow & { sortKey: string }>> {
  const conditions = [
    matchesSearch(searchText, query),
    cursor ? sql`(${sortKey}, ${profiles.id}) > (${cursor.key}, ${cursor.id})` : undefined,
  ].filter((condition) => condition !== undefined);
  return await db
    .select({ ...personColumns, sortKey })
    .from(profiles)
    .where(conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined)
    .orderBy(asc(sortKey), asc(profiles.id))
    .limit(limit + 1);
}
