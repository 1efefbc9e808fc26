import { eq, sql } from 'drizzle-orm';
import { communityMembers } from '../../db/schema/communities';
import { posts } from '../../db/schema/posts';
import { follows } from '../../db/schema/profiles';
import { homeTimelines, homeTimelineStates } from '../../db/schema/timelines';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';
import { homeCandidates } from './home-feed.repository';

/**
 * Writing the precomputed home timeline (issue 19): rebuilds, extensions, trims and
 * syncs (timeline-fanout.repository.ts writes new posts out). Rows are
 * candidates: every read applies the home feed's rules again (timeline-pages.repository.ts), so
 * removals take effect at once and the clean-up here only saves space.
 */

type Candidate = { id: string; key: string };

/**
 * The newest `room` candidates of the pull query below `floor` (all when null), without the safety
 * rules (reads apply them), and the floor they leave: their last when the pull query has more.
 */
async function candidatesBelow(
  tx: Executor,
  userId: string,
  floor: Cursor | null,
  room: number,
): Promise<{ kept: Candidate[]; floor: Candidate | null }> {
  const found = await tx.execute<Candidate>(sql`
    select c.id, ${timestampKey(sql`c.created_at`)} as key
    from (${homeCandidates(userId, floor, room + 1, false)}) c
    order by c.created_at desc, c.id desc`);
  const kept = found.rows.slice(0, room);
  const last = kept.at(-1);
  return { kept, floor: found.rows.length > room && last ? last : null };
}

/** Writes candidates to a member's timeline and puts its floor at `floor` (null: complete). */
async function writeCandidates(
  tx: Executor,
  userId: string,
  rows: Candidate[],
  floor: Candidate | null,
): Promise<void> {
  if (rows.length > 0)
    await tx.execute(sql`
      insert into ${homeTimelines} (user_id, created_at, post_id)
      select ${userId}, r.key::timestamptz, r.id::uuid
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, key text)
      on conflict do nothing`);
  await tx
    .update(homeTimelineStates)
    .set({
      floorAt: floor ? sql`${floor.key}::timestamptz` : null,
      floorId: floor ? floor.id : null,
    })
    .where(eq(homeTimelineStates.userId, userId));
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
    const { kept, floor } = await candidatesBelow(tx, userId, null, capacity);
    await tx.delete(homeTimelines).where(eq(homeTimelines.userId, userId));
    await writeCandidates(tx, userId, kept, floor);
  });
}

/**
 * A member scrolled down to their timeline's floor: the timeline is extended below it with the pull
 * query's next `chunk` candidates, while it holds fewer than `max` rows (trimTimeline cuts it back
 * at the next hourly touch). The state's row is locked meanwhile, so a trim or another extension
 * waits. False when there was nothing to do (no floor, or the timeline is full).
 */
export async function extendTimeline(
  db: Executor,
  userId: string,
  chunk: number,
  max: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [state] = (
      await tx.execute<{ key: string | null; id: string | null; size: number }>(sql`
        select ${timestampKey(sql`s.floor_at`)} as key, s.floor_id as id,
          (select count(*)::int from ${homeTimelines} c where c.user_id = s.user_id) as size
        from ${homeTimelineStates} s where s.user_id = ${userId} for update`)
    ).rows;
    const room = Math.min(chunk, max - (state?.size ?? max));
    if (!state?.key || !state.id || room <= 0) return false;
    const { kept, floor } = await candidatesBelow(
      tx,
      userId,
      { key: state.key, id: state.id },
      room,
    );
    await writeCandidates(tx, userId, kept, floor);
    return true;
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
