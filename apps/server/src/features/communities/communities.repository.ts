import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CommunityPrivacy,
  CommunityRole,
  CommunitySort,
  JoinRequestStatus,
} from '@aebro/shared/communities';
import { communities, communityJoinRequests, communityMembers } from '../../db/schema/communities';
import { posts } from '../../db/schema/posts';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import { matchesSearch } from '../../platform/db/search';
import type { Cursor } from '../../platform/http/cursor';

/**
 * The outer community's id, always qualified: in a single-table select Drizzle writes a column
 * without its table, which inside a subquery would name the subquery's own `id`.
 */
const outerId = sql`${sql.identifier('communities')}.${sql.identifier('id')}`;

const communityColumns = {
  id: communities.id,
  name: communities.name,
  description: communities.description,
  privacy: communities.privacy,
  joinQuestion: communities.joinQuestion,
  rules: communities.rules,
  slowModeSeconds: communities.slowModeSeconds,
  coverUrl: communities.coverUrl,
  iconUrl: communities.iconUrl,
  memberCount: communities.memberCount,
  createdAt: communities.createdAt,
  lastActiveAt: communities.lastActiveAt,
  createdKey: timestampKey(communities.createdAt),
  activeKey: timestampKey(communities.lastActiveAt),
};

export interface CommunityRow {
  id: string;
  name: string;
  description: string;
  privacy: CommunityPrivacy;
  joinQuestion: string;
  rules: { title: string; detail: string }[];
  slowModeSeconds: number;
  coverUrl: string | null;
  iconUrl: string | null;
  memberCount: number;
  createdAt: Date;
  lastActiveAt: Date;
  createdKey: string;
  activeKey: string;
}

/** A community with where the viewer stands: their role, and their join request's status. */
export interface ViewedCommunityRow extends CommunityRow {
  viewerRole: CommunityRole | null;
  requestStatus: JoinRequestStatus | null;
}

function viewedColumns(viewerId: string) {
  return {
    ...communityColumns,
    viewerRole: sql<CommunityRole | null>`(select cm.role from ${communityMembers} cm
      where cm.community_id = ${outerId} and cm.user_id = ${viewerId})`,
    requestStatus: sql<JoinRequestStatus | null>`(select r.status from ${communityJoinRequests} r
      where r.community_id = ${outerId} and r.user_id = ${viewerId})`,
  };
}

export async function findCommunity(
  db: Executor,
  viewerId: string,
  communityId: string,
): Promise<ViewedCommunityRow | null> {
  const [row] = await db
    .select(viewedColumns(viewerId))
    .from(communities)
    .where(eq(communities.id, communityId))
    .limit(1);
  return row ?? null;
}

/** Creates a community; null when the name is taken (whatever its case). */
export async function insertCommunity(
  db: Executor,
  row: {
    name: string;
    description: string;
    privacy: CommunityPrivacy;
    joinQuestion: string;
    coverUrl: string | null;
    iconUrl: string | null;
    createdBy: string;
  },
): Promise<string | null> {
  const [created] = await db
    .insert(communities)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: communities.id });
  return created?.id ?? null;
}

export async function isNameTaken(db: Executor, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: communities.id })
    .from(communities)
    .where(
      and(
        sql`lower(${communities.name}) = lower(${name})`,
        exceptId ? sql`${communities.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Changes a community; false when the new name is taken by another one. */
export async function updateCommunityRow(
  db: Executor,
  communityId: string,
  changes: Partial<{
    name: string;
    description: string;
    privacy: CommunityPrivacy;
    joinQuestion: string;
    coverUrl: string | null;
    iconUrl: string | null;
    rules: { title: string; detail: string }[];
    slowModeSeconds: number;
  }>,
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  try {
    await db.update(communities).set(changes).where(eq(communities.id, communityId));
    return true;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if ((error as { code?: string }).code === '23505' || cause?.code === '23505') return false;
    throw error;
  }
}

/**
 * Deletes a community with its members, requests and posts (in the caller's transaction), and says
 * who was in it and which posts went with it.
 */
export async function deleteCommunityRow(
  db: Executor,
  communityId: string,
): Promise<{
  memberIds: string[];
  postIds: string[];
  authorIds: string[];
  pendingRequestIds: string[];
}> {
  const pending = await db
    .select({ id: communityJoinRequests.id })
    .from(communityJoinRequests)
    .where(
      and(
        eq(communityJoinRequests.communityId, communityId),
        eq(communityJoinRequests.status, 'pending'),
      ),
    );
  const members = await db
    .select({ id: communityMembers.userId })
    .from(communityMembers)
    .where(eq(communityMembers.communityId, communityId));
  const written = await db
    .select({ id: posts.id, authorId: posts.authorId })
    .from(posts)
    .where(eq(posts.communityId, communityId));
  await db.delete(communities).where(eq(communities.id, communityId));
  return {
    memberIds: members.map((row) => row.id),
    postIds: written.map((row) => row.id),
    authorIds: [...new Set(written.map((row) => row.authorId))],
    pendingRequestIds: pending.map((row) => row.id),
  };
}

/** Discover: every community (private ones show only their card), newest or most active first. */
export async function discoverRows(
  db: Executor,
  viewerId: string,
  query: { q: string; sort: CommunitySort },
  cursor: Cursor | null,
  limit: number,
): Promise<ViewedCommunityRow[]> {
  const column = query.sort === 'active' ? communities.lastActiveAt : communities.createdAt;
  return await db
    .select(viewedColumns(viewerId))
    .from(communities)
    .where(
      and(
        matchesSearch(communities.searchText, query.q),
        cursor
          ? sql`(${column}, ${communities.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(column), desc(communities.id))
    .limit(limit + 1);
}

/** The communities I am a member of, most recently joined first. */
export async function myCommunityRows(
  db: Executor,
  viewerId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<Array<ViewedCommunityRow & { joinedKey: string }>> {
  return await db
    .select({ ...viewedColumns(viewerId), joinedKey: timestampKey(communityMembers.joinedAt) })
    .from(communityMembers)
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(
      and(
        eq(communityMembers.userId, viewerId),
        cursor
          ? sql`(${communityMembers.joinedAt}, ${communityMembers.communityId}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(communityMembers.joinedAt), desc(communityMembers.communityId))
    .limit(limit + 1);
}

export async function postIdsIn(db: Executor, communityId: string): Promise<string[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.communityId, communityId));
  return rows.map((row) => row.id);
}

/** Marks a community active now (a post was written in it). */
export async function touchActivity(db: Executor, communityId: string): Promise<void> {
  await db
    .update(communities)
    .set({ lastActiveAt: sql`now()` })
    .where(eq(communities.id, communityId));
}

/** Name, privacy and the viewer's role of several communities (for posts written in them). */
export async function communityFactsOf(
  db: Executor,
  viewerId: string,
  ids: readonly string[],
): Promise<
  Array<{
    id: string;
    name: string;
    privacy: CommunityPrivacy;
    slowModeSeconds: number;
    rules: { title: string; detail: string }[];
    viewerRole: CommunityRole | null;
  }>
> {
  if (ids.length === 0) return [];
  return await db
    .select({
      id: communities.id,
      name: communities.name,
      privacy: communities.privacy,
      slowModeSeconds: communities.slowModeSeconds,
      rules: communities.rules,
      viewerRole: sql<CommunityRole | null>`(select cm.role from ${communityMembers} cm
        where cm.community_id = ${outerId} and cm.user_id = ${viewerId})`,
    })
    .from(communities)
    .where(inArray(communities.id, [...ids]));
}
