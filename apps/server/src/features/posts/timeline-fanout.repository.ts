import { eq, sql, type SQL } from 'drizzle-orm';
import { communities, communityMembers } from '../../db/schema/communities';
import { posts } from '../../db/schema/posts';
import { follows, profiles } from '../../db/schema/profiles';
import {
  homeTimelines,
  homeTimelineStates,
  homeTimelineWideAuthors,
} from '../../db/schema/timelines';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';

/**
 * Writing a new post out to the precomputed home timelines (issue 19): its audience, the fan-out
 * (in the post's transaction for a small audience, in batches by the job for a large one), wide
 * authors, and taking a deleted post out again.
 */

/** Members who read their home feed within the active period (their timeline is kept). */
function activeMember(userColumn: SQL, activeDays: number): SQL {
  return sql`exists (select 1 from ${homeTimelineStates} st where st.user_id = ${userColumn}
    and st.read_at > now() - make_interval(days => ${activeDays}::int))`;
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
 * community's members) and to its author's own, in one statement; `authorOnly`: to the author's
 * own only. For audiences small enough to write in the post's own transaction; the job writes
 * larger ones in batches (fanOutBatch).
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

/** Where a batched fan-out stands in its audience: the last (key, id) of the audience's order. */
export type FanOutCursor = { key: string; id: string };

/**
 * One batch of a large fan-out: the next `size` of the audience (an author's followers in their
 * index's order, newest first; a community's members by id) after `after`, written to the
 * timelines of those who are active. Returns where the next batch starts, or null when this batch
 * reached the audience's end. Each batch is its own short statement, so a post with thousands of
 * followers never holds one backend for the whole audience; a batch written twice (a job run
 * again) changes nothing.
 */
export async function fanOutBatch(
  db: Executor,
  postId: string,
  target: FanOutTarget,
  after: FanOutCursor | null,
  options: { activeDays: number; size: number },
): Promise<FanOutCursor | null> {
  // The batch, and its last row in the audience's order (the next batch starts below it).
  const [batch, last] =
    target.communityId === null
      ? [
          sql`select f.follower_id as user_id, f.created_at as at from ${follows} f
            where f.following_id = ${target.authorId}
              ${after ? sql`and (f.created_at, f.follower_id) < (${after.key}::timestamptz, ${after.id})` : sql``}
            order by f.created_at desc, f.follower_id desc limit ${options.size}`,
          sql`order by at, user_id`,
        ]
      : [
          sql`select cm.user_id, null::timestamptz as at from ${communityMembers} cm
            where cm.community_id = ${target.communityId}
              ${after ? sql`and cm.user_id > ${after.id}` : sql``}
            order by cm.user_id limit ${options.size}`,
          sql`order by user_id desc`,
        ];
  const [result] = (
    await db.execute<{ n: number; key: string | null; id: string | null }>(sql`
      with batch as materialized (${batch}),
      written as (
        insert into ${homeTimelines} (user_id, created_at, post_id)
        select b.user_id, p.created_at, p.id from batch b cross join ${posts} p
        where p.id = ${postId} and ${activeMember(sql`b.user_id`, options.activeDays)}
        on conflict do nothing
      ),
      last_row as (select at, user_id from batch ${last} limit 1)
      select (select count(*)::int from batch) as n,
        (select ${timestampKey(sql`at`)} from last_row) as key,
        (select user_id from last_row) as id`)
  ).rows;
  if (!result || result.n < options.size || result.id === null) return null;
  return { key: result.key ?? '', id: result.id };
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
