import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { communities, communityMembers } from '../../db/schema/communities';
import { posts } from '../../db/schema/posts';
import { follows, profiles } from '../../db/schema/profiles';
import {
  homeTimelines,
  homeTimelineStates,
  homeTimelineWideAuthors,
} from '../../db/schema/timelines';
import { inFeedOf } from '../../db/safety-filters';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import { placeholders, preparedFor, type KeyParams, type Param } from '../../platform/db/prepared';
import type { Cursor } from '../../platform/http/cursor';
import { homeCandidates, markedPostColumns, type MarkedPostRow } from './home-feed.repository';

/**
 * The precomputed home timeline (issue 19). Rows are candidates: every read applies the home feed's
 * rules again (follow or membership, blocks, mutes, bans), so removals take effect at once and the
 * clean-up below only saves space.
 */

export interface TimelineState {
  readAt: Date;
  /** The timeline is complete from this key upwards; null: down to the first post. */
  floor: Cursor | null;
}

/** Members who read their home feed within the active period (their timeline is kept). */
function activeMember(userColumn: SQL, activeDays: number): SQL {
  return sql`exists (select 1 from ${homeTimelineStates} st where st.user_id = ${userColumn}
    and st.read_at > now() - make_interval(days => ${activeDays}::int))`;
}

function keyBelow(created: SQL, id: SQL, cursor: KeyParams | null): SQL {
  return cursor
    ? sql`and (${created}, ${id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
}

/** At or above the member's floor, read in the same statement (so a page need not wait for it). */
function atOrAboveFloor(viewerId: Param, created: SQL, id: SQL): SQL {
  return sql`and not exists (select 1 from ${homeTimelineStates} fs where fs.user_id = ${viewerId}
    and (${created}, ${id}) < (fs.floor_at, fs.floor_id))`;
}

/** The home feed's rule for one post `p` (the pull query's, as a condition): see homeCandidates. */
function inHomeOf(viewerId: Param): SQL {
  return sql`(case when p.community_id is null
      then (p.author_id = ${viewerId} or exists (select 1 from ${follows} hf
        where hf.follower_id = ${viewerId} and hf.following_id = p.author_id))
      else exists (select 1 from ${communityMembers} hm
        where hm.community_id = p.community_id and hm.user_id = ${viewerId})
    end) and ${inFeedOf(viewerId, sql`p.author_id`)}`;
}

const stateStatement = preparedFor((db) =>
  db
    .select({
      readAt: homeTimelineStates.readAt,
      floorKey: timestampKey(homeTimelineStates.floorAt),
      floorId: homeTimelineStates.floorId,
    })
    .from(homeTimelineStates)
    .where(eq(homeTimelineStates.userId, sql.placeholder('viewer')))
    .prepare('home_timeline_state'),
);

export async function timelineState(db: Executor, userId: string): Promise<TimelineState | null> {
  const [row] = await stateStatement(db).execute({ viewer: userId });
  if (!row) return null;
  return {
    readAt: row.readAt,
    floor: row.floorKey && row.floorId ? { key: row.floorKey, id: row.floorId } : null,
  };
}

/**
 * A page of the timeline before the cursor (and at or above the floor), newest first, with the
 * posts' authors and the viewer's likes and saves: one statement. The posts of wide authors the
 * viewer follows (never written to timelines) are merged in from their own index ranges. A cursor
 * at or below the floor reads the page from the pull query (homeCandidates) in the same statement.
 */
function timelinePageQuery(db: Executor, after: boolean) {
  const { viewer, key, id, limit } = placeholders('viewer', 'key', 'id', 'limit');
  const cursor = after ? { key, id } : null;
  const stored = sql`select ht.post_id as id, ht.created_at from ${homeTimelines} ht
    join ${posts} p on p.id = ht.post_id
    where ht.user_id = ${viewer}
      ${keyBelow(sql`ht.created_at`, sql`ht.post_id`, cursor)}
      ${atOrAboveFloor(viewer, sql`ht.created_at`, sql`ht.post_id`)}
      and ${inHomeOf(viewer)}
    order by ht.created_at desc, ht.post_id desc
    limit ${limit}`;
  const wide = sql`select c.id, c.created_at from ${homeTimelineWideAuthors} w
    join ${follows} wf on wf.follower_id = ${viewer} and wf.following_id = w.author_id
    cross join lateral (
      select p.id, p.created_at from ${posts} p
      where p.author_id = w.author_id and p.community_id is null
        and ${inFeedOf(viewer, sql`p.author_id`)}
        ${keyBelow(sql`p.created_at`, sql`p.id`, cursor)}
        ${atOrAboveFloor(viewer, sql`p.created_at`, sql`p.id`)}
      order by p.created_at desc, p.id desc
      limit ${limit}
    ) c`;
  // Below the floor (deep pages) the same statement reads the pull query instead: its gate is
  // decided once, before either runs, so pages above the floor never pay for it.
  const pulled = cursor
    ? sql`union all (select c.id, c.created_at from (${homeCandidates(viewer, cursor, limit)}) c
        where exists (select 1 from ${homeTimelineStates} g where g.user_id = ${viewer}
          and (${cursor.key}::timestamptz, ${cursor.id}::uuid) <= (g.floor_at, g.floor_id)))`
    : sql``;
  const candidates = sql`select u.id from ((${stored}) union (${wide}) ${pulled}) u
    order by u.created_at desc, u.id desc limit ${limit}`;
  // The member's state comes with every row (computed once: the subqueries are not correlated).
  const state = (column: SQL) =>
    sql`(select ${column} from ${homeTimelineStates} sc where sc.user_id = ${viewer})`;
  return db
    .select({
      ...markedPostColumns(viewer),
      stateReadAt: sql<Date | null>`${state(sql`sc.read_at`)}`.mapWith(homeTimelineStates.readAt),
      stateFloorKey: sql<string | null>`${state(timestampKey(sql`sc.floor_at`))}`,
      stateFloorId: sql<string | null>`${state(sql`sc.floor_id`)}`,
    })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(sql`${posts.id} in (${candidates})`)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .prepare(after ? 'home_timeline_page_after' : 'home_timeline_page_first');
}

const firstPageStatement = preparedFor((db) => timelinePageQuery(db, false));
const laterPageStatement = preparedFor((db) => timelinePageQuery(db, true));

/**
 * A page of the timeline (see timelinePageQuery) and the member's state read with it: null when
 * they have none, undefined when the page is empty (then timelineState reads it).
 */
export async function timelinePageRows(
  db: Executor,
  viewerId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<{ rows: MarkedPostRow[]; state: TimelineState | null | undefined }> {
  const found = cursor
    ? await laterPageStatement(db).execute({ viewer: viewerId, ...cursor, limit })
    : await firstPageStatement(db).execute({ viewer: viewerId, limit });
  const first = found[0];
  const state = !first
    ? undefined
    : first.stateReadAt === null
      ? null
      : {
          readAt: first.stateReadAt,
          floor:
            first.stateFloorKey && first.stateFloorId
              ? { key: first.stateFloorKey, id: first.stateFloorId }
              : null,
        };
  const rows = found.map(
    ({ stateReadAt: _r, stateFloorKey: _k, stateFloorId: _i, ...row }): MarkedPostRow => row,
  );
  return { rows, state };
}

/**
 * Builds a member's timeline again from the pull query: their state is marked read first (and
 * committed), so that fan-out from then on includes them, and every post committed before the pull
 * is in it. Keeps the newest `capacity` candidates (without the safety rules, which reads apply).
 */
export async function rebuildTimeline(
  db: Executor,
  userId: string,
  capacity: number,
): Promise<void> {
  await db
    .insert(homeTimelineStates)
    .values({ userId })
    .onConflictDoUpdate({
      target: homeTimelineStates.userId,
      set: { readAt: sql`now()`, builtAt: sql`now()` },
    });
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ id: string; key: string }>(sql`
      select c.id, ${timestampKey(sql`c.created_at`)} as key
      from (${homeCandidates(userId, null, capacity + 1, false)}) c
      order by c.created_at desc, c.id desc`);
    const kept = found.rows.slice(0, capacity);
    const last = kept.at(-1);
    const floor = found.rows.length > capacity && last ? last : null;
    await tx.delete(homeTimelines).where(eq(homeTimelines.userId, userId));
    if (kept.length > 0)
      await tx.execute(sql`
        insert into ${homeTimelines} (user_id, created_at, post_id)
        select ${userId}, r.key::timestamptz, r.id::uuid
        from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as r(id text, key text)
        on conflict do nothing`);
    await tx
      .update(homeTimelineStates)
      .set({
        floorAt: floor ? sql`${floor.key}::timestamptz` : null,
        floorId: floor ? floor.id : null,
      })
      .where(eq(homeTimelineStates.userId, userId));
  });
}

/** The member read their feed: their timeline stays kept (written at most hourly per process). */
export async function touchTimeline(db: Executor, userId: string): Promise<void> {
  await db
    .update(homeTimelineStates)
    .set({ readAt: sql`now()` })
    .where(eq(homeTimelineStates.userId, userId));
}

/** Cuts the timeline to its newest `capacity` rows; the floor moves up to the last one kept. */
export async function trimTimeline(db: Executor, userId: string, capacity: number): Promise<void> {
  await db.execute(sql`
    with cut as (
      select created_at, post_id from ${homeTimelines} where user_id = ${userId}
      order by created_at desc, post_id desc offset ${capacity - 1} limit 1
    ), moved as (
      update ${homeTimelineStates} s set floor_at = cut.created_at, floor_id = cut.post_id
      from cut where s.user_id = ${userId}
        and (s.floor_at is null or (cut.created_at, cut.post_id) > (s.floor_at, s.floor_id))
      returning s.floor_at, s.floor_id
    )
    delete from ${homeTimelines} ht using moved
    where ht.user_id = ${userId} and (ht.created_at, ht.post_id) < (moved.floor_at, moved.floor_id)`);
}

export interface FanOutTarget {
  authorId: string;
  communityId: string | null;
  /** Followers of the author, or members of the community. */
  audienceSize: number;
}

/** What fan-out needs to know about a post; null when it is gone. */
export async function fanOutTarget(db: Executor, postId: string): Promise<FanOutTarget | null> {
  const [row] = await db
    .select({
      authorId: posts.authorId,
      communityId: posts.communityId,
      audienceSize: sql<number>`case when ${posts.communityId} is null
        then (select ${profiles.followersCount} from ${profiles} where ${profiles.id} = ${posts.authorId})
        else (select ${communities.memberCount} from ${communities} where ${communities.id} = ${posts.communityId})
      end`,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  return row ? { ...row, audienceSize: Number(row.audienceSize) } : null;
}

/**
 * Writes a post to the timelines of its audience who are active (the author's followers, or its
 * community's members) and to its author's own; `authorOnly`: to the author's own only.
 */
export async function fanOutPost(
  db: Executor,
  postId: string,
  options: { activeDays: number; authorOnly?: boolean },
): Promise<void> {
  const audience = options.authorOnly
    ? sql``
    : sql`select f.follower_id as user_id from ${follows} f
        where p.community_id is null and f.following_id = p.author_id
          and ${activeMember(sql`f.follower_id`, options.activeDays)}
      union all
      select cm.user_id from ${communityMembers} cm
        where cm.community_id = p.community_id
          and ${activeMember(sql`cm.user_id`, options.activeDays)}
      union all`;
  await db.execute(sql`
    insert into ${homeTimelines} (user_id, created_at, post_id)
    select r.user_id, p.created_at, p.id from ${posts} p
    cross join lateral (${audience} select p.author_id as user_id) r
    where p.id = ${postId}
    on conflict do nothing`);
}

/** An author too widely followed for fan-out: their posts are merged in at read time from now on. */
export async function markWideAuthor(db: Executor, authorId: string): Promise<void> {
  await db.insert(homeTimelineWideAuthors).values({ authorId }).onConflictDoNothing();
}

/** Takes a deleted post out of the timelines of its audience (by primary key, no scan). */
export async function removePostFromTimelines(
  db: Executor,
  post: { postId: string; createdKey: string; authorId: string; communityId: string | null },
): Promise<void> {
  const audience = post.communityId
    ? sql`select cm.user_id from ${communityMembers} cm where cm.community_id = ${post.communityId}`
    : sql`select f.follower_id from ${follows} f where f.following_id = ${post.authorId}`;
  await db.execute(sql`
    delete from ${homeTimelines}
    where user_id in (${audience} union all select ${post.authorId})
      and created_at = ${post.createdKey}::timestamptz and post_id = ${post.postId}::uuid`);
}

/**
 * Brings an author's posts in a member's timeline in line with whether they follow them: out when
 * they do not (an unfollow, a block), their newest (above the floor) in when they do (a follow).
 */
export async function syncAuthor(
  db: Executor,
  userId: string,
  authorId: string,
  capacity: number,
): Promise<void> {
  if (userId === authorId) return;
  const following = sql`exists (select 1 from ${follows} sf
    where sf.follower_id = ${userId} and sf.following_id = ${authorId})`;
  await db.execute(sql`
    delete from ${homeTimelines} ht using ${posts} p
    where ht.user_id = ${userId} and p.id = ht.post_id and p.author_id = ${authorId}
      and p.community_id is null and not ${following}`);
  await db.execute(sql`
    insert into ${homeTimelines} (user_id, created_at, post_id)
    select s.user_id, n.created_at, n.id from ${homeTimelineStates} s
    cross join lateral (
      select p.id, p.created_at from ${posts} p
      where p.author_id = ${authorId} and p.community_id is null
        and (s.floor_at is null or (p.created_at, p.id) >= (s.floor_at, s.floor_id))
      order by p.created_at desc, p.id desc limit ${capacity}
    ) n
    where s.user_id = ${userId} and ${following}
    on conflict do nothing`);
}

/** The same for a community's posts and whether the member is (still) in it. */
export async function syncCommunity(
  db: Executor,
  userId: string,
  communityId: string,
  capacity: number,
): Promise<void> {
  const member = sql`exists (select 1 from ${communityMembers} sm
    where sm.community_id = ${communityId} and sm.user_id = ${userId})`;
  await db.execute(sql`
    delete from ${homeTimelines} ht using ${posts} p
    where ht.user_id = ${userId} and p.id = ht.post_id and p.community_id = ${communityId}
      and not ${member}`);
  await db.execute(sql`
    insert into ${homeTimelines} (user_id, created_at, post_id)
    select s.user_id, n.created_at, n.id from ${homeTimelineStates} s
    cross join lateral (
      select p.id, p.created_at from ${posts} p
      where p.community_id = ${communityId}
        and (s.floor_at is null or (p.created_at, p.id) >= (s.floor_at, s.floor_id))
      order by p.created_at desc, p.id desc limit ${capacity}
    ) n
    where s.user_id = ${userId} and ${member}
    on conflict do nothing`);
}
