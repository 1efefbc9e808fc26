import type { Person } from '@aebro/shared/connections';
import type { PersonRow } from '../../db/schema/profiles';
import type { Context } from '../../platform/context';
import { canSeeOnlineStatus } from './profiles.policy';
import { relationsAmong } from './profiles.repository';

/**
 * A person as any list shows them (search, followers, members, conversations, blocked): what
 * depends on the viewer (do I follow them, did I ask to?) and on the moment (are they online?).
 * It lives in profiles, the lowest area, so that every area above may describe people.
 */
export async function describePeople(ctx: Context, rows: readonly PersonRow[]): Promise<Person[]> {
  const ids = rows.map((row) => row.id);
  const [{ followed, requested }, online] = await Promise.all([
    relationsAmong(ctx.db, ctx.viewer.id, ids),
    ctx.presence.onlineAmong(ids),
  ]);
  return rows.map(({ hideOnlineStatus, publicProfile, ...row }) => {
    const visible = canSeeOnlineStatus(ctx.viewer, {
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
