import { sql, type SQL } from 'drizzle-orm';
import { communityMembers } from '../../db/schema/communities';
import { posts } from '../../db/schema/posts';
import { follows } from '../../db/schema/profiles';
import { inFeedOf } from '../../db/safety-filters';
import type { Executor } from '../../platform/db/client';
import type { Cursor } from '../../platform/http/cursor';
import { before, postRowsByIds, type PostRow } from './posts.repository';

/**
 * The home feed's candidates before the cursor, newest first: my posts and those of people I follow,
 * and the posts of my communities, as `(id, created_at)` rows. Each author's (and each community's)
 * newest posts come from their own index range (a lateral join with a limit per author or
 * community), so a page costs about the same at page 100 as at page 1. Community posts come only
 * through the communities I am in. `safety`: leave out those the viewer may not see (blocks, mutes,
 * bans); the precomputed timeline stores candidates without it and applies it when read.
 */
export function homeCandidates(
  viewerId: string,
  cursor: Cursor | null,
  limit: number,
  safety = true,
): SQL {
  const after = before(cursor);
  const newest = (where: SQL) => sql`
    select ${posts.id} as id, ${posts.createdAt} as created_at from ${posts}
    where ${where} ${after ? sql`and ${after}` : sql``}
    order by ${posts.createdAt} desc, ${posts.id} desc
    limit ${limit}`;
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
      cross join lateral (${newest(sql`${posts.authorId} = authors.author_id and ${posts.audience} <> 'community'`)}) as candidate
      union all
      select candidate.id, candidate.created_at from ${communityMembers} mine
      cross join lateral (${newest(sql`${posts.communityId} = mine.community_id ${safety ? sql`and ${inFeedOf(viewerId, posts.authorId)}` : sql``}`)}) as candidate
      where mine.user_id = ${viewerId}
    ) as feed
    order by feed.created_at desc, feed.id desc
    limit ${limit}`;
}

/** The home feed computed from the posts themselves (the pull query), newest first. */
export async function homeFeedRows(
  db: Executor,
  viewerId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<PostRow[]> {
  const candidates = await db.execute<{ id: string }>(homeCandidates(viewerId, cursor, limit + 1));
  return await postRowsByIds(
    db,
    candidates.rows.map((row) => row.id),
  );
}
