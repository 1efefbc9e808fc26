import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Param } from '../../platform/db/prepared';
import { inFeedOf, notMutedWordsFor, visibleTo } from '../safety-filters';
import { posts } from '../schema/posts';
import { profiles } from '../schema/profiles';
import { communityReadableBy, memberOf } from './community-content';
import { viewerFollows } from './profile-details';

/**
 * Who sees a post, as SQL fragments: the one definition of the rule. Every lookup, list, feed,
 * search, count and socket room that shows posts filters with these (read-rules.test.ts checks
 * each list against the same table of viewers).
 *
 * - A community post: those who may read its community (community-content.ts), nobody else, not
 *   even its author once they left.
 * - Any other post: its author; the author's approved followers; everyone else only when the post
 *   is public and so is the author's profile (profile-details.ts).
 * - Never across a block either way, never a banned author's (safety-filters.ts).
 * - A post held for review (issue 37, `held_at`): its author only, until an admin approves it.
 *
 * Lists narrow it further: mutes hide posts from feeds and lists of many authors (`inFeedOf`),
 * and so do the viewer's muted words (`notMutedWordsFor`, issue 37), not from the post's own page
 * or its author's profile.
 */

/** Where a query finds a post's facts: the posts table joined with its author's profile by default. */
export interface PostColumns {
  audience: AnyColumn | SQL;
  authorId: AnyColumn | SQL;
  communityId: AnyColumn | SQL;
  authorPublicProfile: AnyColumn | SQL;
  /** The post's search document (posts.search_text), for the viewer's muted words. */
  searchText: AnyColumn | SQL;
  /** posts.held_at: held for review (issue 37). */
  heldAt: AnyColumn | SQL;
}

const joined: PostColumns = {
  audience: posts.audience,
  authorId: posts.authorId,
  communityId: posts.communityId,
  authorPublicProfile: profiles.publicProfile,
  searchText: posts.searchText,
  heldAt: posts.heldAt,
};

/** Not held for review, or the viewer's own (issue 37). */
export function notHeldFrom(
  viewerId: Param,
  post: Pick<PostColumns, 'authorId' | 'heldAt'> = joined,
): SQL {
  return sql`(${post.heldAt} is null or ${post.authorId} = ${viewerId})`;
}

/** Readable by anyone signed in (who is not blocked): a public post of a public profile. */
export function openToEveryone(post: Omit<PostColumns, 'searchText'> = joined): SQL {
  return sql`(${post.audience} = 'public' and ${post.authorPublicProfile} = true and ${post.heldAt} is null)`;
}

/** The viewer may read the post (the rule above): its page, its comments, counts and room. */
export function postReadableBy(
  viewerId: Param,
  post: Omit<PostColumns, 'searchText'> = joined,
): SQL {
  return sql`(case when ${post.audience} = 'community' then ${communityReadableBy(viewerId, post.communityId)}
    else (${post.authorId} = ${viewerId}
      or (${post.audience} = 'public' and ${post.authorPublicProfile})
      or ${viewerFollows(viewerId, post.authorId)})
    end) and ${visibleTo(viewerId, post.authorId)} and ${notHeldFrom(viewerId, post)}`;
}

/**
 * In the viewer's home feed: my posts, those of people I follow, and the posts of communities I am
 * in; not muted. A subset of postReadableBy (a follower reads every post of its author, a member
 * every post of its community). home-feed.repository homeCandidates reads the same set from the
 * index ranges of these authors and communities.
 */
export function postInHomeOf(
  viewerId: Param,
  post: Omit<PostColumns, 'audience' | 'authorPublicProfile'>,
): SQL {
  const held = notHeldFrom(viewerId, post);
  return sql`(case when ${post.communityId} is null
      then (${post.authorId} = ${viewerId} or ${viewerFollows(viewerId, post.authorId)})
      else ${memberOf(viewerId, post.communityId)}
    end) and ${held} and ${inFeedOf(viewerId, post.authorId)} and ${notMutedWordsFor(viewerId, post.searchText)}`;
}

/**
 * In /posts and its search: open to everyone, and the viewer may see and has not muted the author
 * or a word of the post.
 */
export function postInPublicListOf(viewerId: Param, post: PostColumns = joined): SQL {
  return sql`${openToEveryone(post)} and ${inFeedOf(viewerId, post.authorId)} and ${notMutedWordsFor(viewerId, post.searchText)}`;
}

/** In a community's list of posts (the caller checked the community is readable): not muted. */
export function postInCommunityListOf(viewerId: Param, post: PostColumns = joined): SQL {
  return sql`${notHeldFrom(viewerId, post)} and ${inFeedOf(viewerId, post.authorId)} and ${notMutedWordsFor(viewerId, post.searchText)}`;
}
