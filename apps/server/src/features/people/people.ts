import { and, eq, inArray } from 'drizzle-orm';
import type { Person } from '@aebro/shared/connections';
import { follows, profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db/client';
import type { PresenceStore } from '../../platform/presence';

/** The columns a person row needs; select only these. */
export const personColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  accountType: profiles.accountType,
  businessName: profiles.businessName,
  businessCategory: profiles.businessCategory,
  isVerified: profiles.isVerified,
  hideOnlineStatus: profiles.hideOnlineStatus,
};

export interface PersonRow {
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  accountType: 'community' | 'business';
  businessName: string | null;
  businessCategory: string | null;
  isVerified: boolean;
  hideOnlineStatus: boolean;
}

/** Which of `ids` the viewer follows. */
export async function followedAmong(
  db: Database,
  viewerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followingId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followingId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Adds what depends on the viewer (do I follow them?) and on the moment (are they online?). */
export async function describePeople(
  db: Database,
  presence: PresenceStore,
  viewerId: string,
  rows: readonly PersonRow[],
): Promise<Person[]> {
  const ids = rows.map((row) => row.id);
  const [followed, online] = await Promise.all([
    followedAmong(db, viewerId, ids),
    presence.onlineAmong(ids),
  ]);
  return rows.map(({ hideOnlineStatus, ...row }) => ({
    ...row,
    isFollowing: followed.has(row.id),
    online: hideOnlineStatus ? null : online.has(row.id),
  }));
}
