import type { Person } from '@aebro/shared/connections';
import type { PersonRow } from '../../db/schema/profiles';
import type { Context } from '../../platform/context';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { followedAmong, requestedAmong } from '../connections/connections.service';
import { personPresenceVisible } from './people.policy';
import { searchRows } from './people.repository';

/** Adds what depends on the viewer (do I follow them?) and on the moment (are they online?). */
export async function describePeople(ctx: Context, rows: readonly PersonRow[]): Promise<Person[]> {
  const ids = rows.map((row) => row.id);
  const [followed, requested, online] = await Promise.all([
    followedAmong(ctx, ids),
    requestedAmong(ctx, ids),
    ctx.presence.onlineAmong(ids),
  ]);
  return rows.map(({ hideOnlineStatus, publicProfile, ...row }) => {
    const visible = personPresenceVisible(ctx.viewer, {
      ownerId: row.id,
      publicProfile,
      viewerFollows: followed.has(row.id),
      hideOnlineStatus,
    });
    return {
      ...row,
      isFollowing: followed.has(row.id),
      followRequested: requested.has(row.id),
      online: visible ? online.has(row.id) : null,
    };
  });
}

/**
 * Finds people by name, username, business name, category or (public profiles only) location, in
 * name order, keyset-paginated on (name, id). An empty query lists everyone.
 */
export async function searchPeople(
  ctx: Context,
  query: { q: string; cursor?: string | undefined; limit: number },
): Promise<{ items: Person[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor, 'text');
  const rows = await searchRows(ctx.db, ctx.viewer.id, query.q, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.sortKey,
    id: row.id,
  }));
  return {
    items: await describePeople(
      ctx,
      items.map(({ sortKey: _, ...row }) => row),
    ),
    nextCursor,
  };
}
