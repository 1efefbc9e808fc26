import { desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { communityMembers } from '../../db/schema/communities';
import { posts } from '../../db/schema/posts';
import { follows, profiles } from '../../db/schema/profiles';
import { inFeedOf, notMutedWordsFor } from '../../db/safety-filters';
import { notHeldFrom } from '../../db/read-rules/post-visibility';
import type { Executor } from '../../platform/db/client';
import { placeholders, preparedFor, type KeyParams, type Param } from '../../platform/db/prepared';
import type { Cursor } from '../../platform/http/cursor';
import { before, markedPostColumns, type MarkedPostRow } from './posts.repository';

/**
 * The posts a subquery of ids picks, newest first, with their authors and the viewer's likes and
 * saves: the home feed's pages (timeline or pull) in one statement.
 */
export function markedPostRows(db: Executor, viewerId: Param, ids: SQL) {
  return db
    .select(markedPostColumns(viewerId))
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(sql`${posts.id} in (${ids})`)
    .orderBy(desc(posts.createdAt), desc(posts.id));
}

/**
 * The home feed's candidates before the cursor, newest first: my posts and those of people I follow,
 * and the posts of my communities, as `(id, created_at)` rows. Each author's (and each community's)
 * newest posts come from their own index range (a lateral join with a limit per author or
 * community), so a page costs about the same at page 100 as at page 1. Community posts come only
 * through the communities I am in. `safety`: leave out those the viewer may not see (blocks, mutes,
 * bans, muted words); the precomputed timeline stores candidates without it and applies it when read.
 */
export function homeCandidates(
  viewerId: Param,
  cursor: KeyParams | null,
  limit: number | Placeholder | SQL,
  safety = true,
): SQL {
  const after = before(cursor);
  const newest = (where: SQL) => sql`
    select ${posts.id} as id, ${posts.createdAt} as created_at from ${posts}
    where ${where} ${after ? sql`and ${after}` : sql``}
    order by ${posts.createdAt} desc, ${posts.id} desc
    limit ${limit}`;
  // Muted words (issue 37) depend on each post: checked in each range, so a page stays full.
  // Held posts (issue 37) stay out of everyone's feed but their author's, safety or not.
  const words = sql`and ${notHeldFrom(viewerId)} ${safety ? sql`and ${notMutedWordsFor(viewerId, posts.searchText)}` : sql``}`;
  // Blocks, mutes and bans depend on the author only: checked once per followed author, not once
  // per post read from their range (a community's posts have many authors: checked per post).
  return sql`
    select feed.id, feed.created_at from (
      select candidate.id, candidate.created_at from (
        select following.author_id from (
          select ${follows.followingId} as author_id from ${follows} where ${follows.followerId} = ${viewerId}
          union all select ${viewerId}
        ) as following
        ${safety ? sql`where ${inFeedOf(viewerId, sql`following.author_id`)}` : sql``}
      ) as authors
      cross join lateral (${newest(sql`${posts.authorId} = authors.author_id and ${posts.audience} <> 'community' ${words}`)}) as candidate
      union all
      select candidate.id, candidate.created_at from ${communityMembers} mine
      cross join lateral (${newest(sql`${posts.communityId} = mine.community_id ${safety ? sql`and ${inFeedOf(viewerId, posts.authorId)}` : sql``} ${words}`)}) as candidate
      where mine.user_id = ${viewerId}
    ) as feed
    order by feed.created_at desc, feed.id desc
    limit ${limit}`;
}

function homeFeedPageQuery(db: Executor, after: boolean) {
  const { viewer, key, id, limit } = placeholders('viewer', 'key', 'id', 'limit');
  const candidates = homeCandidates(viewer, after ? { key, id } : null, limit);
  return markedPostRows(db, viewer, sql`select c.id from (${candidates}) c`).prepare(
    after ? 'home_feed_page_after' : 'home_feed_page_first',
  );
}

const firstPageStatement = preparedFor((db) => homeFeedPageQuery(db, false));
const laterPageStatement = preparedFor((db) => homeFeedPageQuery(db, true));

/**
 * The home feed computed from the posts themselves (the pull query), newest first, with the
 * viewer's likes and saves, and one row more than `limit` when there is a next page.
 */
export async function homeFeedRows(
  db: Executor,
  viewerId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<MarkedPostRow[]> {
  return cursor
    ? await laterPageStatement(db).execute({ viewer: viewerId, ...cursor, limit: limit + 1 })
    : await firstPageStatement(db).execute({ viewer: viewerId, limit: limit + 1 });
}
