import { asc, sql } from 'drizzle-orm';
import {
  followRequests,
  follows,
  personColumns,
  profiles,
  type PersonRow,
} from '../../db/schema/profiles';
import { inFeedOf, visibleTo } from '../../db/safety-filters';
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

/**
 * People to suggest following: everyone the viewer may see, except the viewer, the people they
 * follow or asked to follow, and the people they muted; in name order. The one rule of who is
 * suggested, so that no screen has to filter the list again.
 */
export async function suggestionRows(
  db: Executor,
  viewerId: string,
  limit: number,
): Promise<PersonRow[]> {
  return await db
    .select(personColumns)
    .from(profiles)
    .where(
      sql`${profiles.id} <> ${viewerId}
        and ${inFeedOf(viewerId, profiles.id)}
        and not exists (select 1 from ${follows} f
          where f.follower_id = ${viewerId} and f.following_id = ${profiles.id})
        and not exists (select 1 from ${followRequests} fr
          where fr.requester_id = ${viewerId} and fr.target_id = ${profiles.id})`,
    )
    .orderBy(asc(sortKey), asc(profiles.id))
    .limit(limit);
}
