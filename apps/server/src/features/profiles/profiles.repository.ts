import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { postReadableBy } from '../../db/read-rules/post-visibility';
import { viewerFollows } from '../../db/read-rules/profile-details';
import { posts } from '../../db/schema/posts';
import { visibleTo } from '../../db/safety-filters';
import { followRequests, profiles } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db/client';
import { preparedFor } from '../../platform/db/prepared';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

// Read on most requests (the viewer, an author, a notification's actor): its SQL is built once.
const profileStatement = preparedFor((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id')))
    .limit(1)
    .prepare('profile_by_id'),
);

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | null> {
  const [row] = await profileStatement(db).execute({ id: userId });
  return row ?? null;
}

export async function findProfiles(db: Executor, ids: readonly string[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return await db
    .select()
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
}

export async function insertProfile(db: Executor, row: NewProfileRow): Promise<ProfileRow> {
  const [inserted] = await db.insert(profiles).values(row).returning();
  if (!inserted) throw new Error('profile insert returned nothing');
  return inserted;
}

export async function updateProfile(
  db: Executor,
  userId: string,
  changes: Partial<NewProfileRow>,
): Promise<ProfileRow | null> {
  const [updated] = await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  return updated ?? null;
}

export async function touchLastSeen(db: Executor, userId: string): Promise<void> {
  await db.update(profiles).set({ lastSeenAt: new Date() }).where(eq(profiles.id, userId));
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

// Qualified by hand: a query of one table names its columns bare, and a bare "id" inside a subquery
// would be the subquery's own.
const profileId = sql`${profiles}."id"`;
const profilePublic = sql`${profiles}."public_profile"`;

/** How the viewer stands to each of `ids`: whom they follow, and whom they asked to follow. */
export async function relationsAmong(
  db: Executor,
  viewerId: string,
  ids: readonly string[],
): Promise<{ followed: Set<string>; requested: Set<string> }> {
  if (ids.length === 0) return { followed: new Set(), requested: new Set() };
  const rows = await db
    .select({
      id: profiles.id,
      followed: viewerFollows(viewerId, profileId),
      requested: sql<boolean>`exists (select 1 from ${followRequests} fr
        where fr.requester_id = ${viewerId} and fr.target_id = ${profileId})`,
    })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
  return {
    followed: new Set(rows.filter((row) => row.followed).map((row) => row.id)),
    requested: new Set(rows.filter((row) => row.requested).map((row) => row.id)),
  };
}

/**
 * A profile with how the viewer and its owner follow each other; null when it is missing, or when
 * a block (either way) or a ban keeps the viewer from seeing the person (db/safety-filters.ts).
 */
export async function findProfileSeenBy(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<
  (ProfileRow & { viewerFollows: boolean; followsViewer: boolean; readablePosts: number }) | null
> {
  // The posts count counts what the viewer may read (the post rule), not every post.
  const readablePosts = sql<number>`(select count(*)::int from ${posts} pc
    where pc.author_id = ${profileId} and ${postReadableBy(viewerId, {
      audience: sql`pc.audience`,
      authorId: sql`pc.author_id`,
      communityId: sql`pc.community_id`,
      authorPublicProfile: profilePublic,
      heldAt: sql`pc.held_at`,
    })})`;
  const [row] = await db
    .select({
      profile: profiles,
      viewerFollows: viewerFollows(viewerId, profileId),
      followsViewer: viewerFollows(profileId, viewerId),
      readablePosts,
    })
    .from(profiles)
    .where(
      and(eq(profiles.id, id), or(eq(profiles.id, viewerId), visibleTo(viewerId, profiles.id))),
    )
    .limit(1);
  if (!row) return null;
  const { profile, ...relation } = row;
  return { ...profile, ...relation };
}
