import { asc, eq, sql } from 'drizzle-orm';
import { postPollOptions, postPollVotes, postPolls } from '../../db/schema/polls';
import { posts } from '../../db/schema/posts';
import type { Executor } from '../../platform/db/client';

/**
 * A member's polls (issue 36) for their export: the polls of their own posts with each option's
 * count (counts only: who voted stays private), and their own votes in anyone's polls.
 */
export async function exportPolls(db: Executor, userId: string) {
  const polls = await db
    .select({
      postId: postPolls.postId,
      multiple: postPolls.multiple,
      closesAt: postPolls.closesAt,
      createdAt: postPolls.createdAt,
    })
    .from(postPolls)
    .innerJoin(posts, eq(posts.id, postPolls.postId))
    .where(eq(posts.authorId, userId))
    .orderBy(asc(postPolls.createdAt));
  const options = await db
    .select({
      postId: postPollOptions.postId,
      text: postPollOptions.text,
      votes: sql<number>`(select count(*)::int from ${postPollVotes} v where v.option_id = ${postPollOptions.id})`,
    })
    .from(postPollOptions)
    .innerJoin(posts, eq(posts.id, postPollOptions.postId))
    .where(eq(posts.authorId, userId))
    .orderBy(asc(postPollOptions.postId), asc(postPollOptions.position));
  const votes = await db
    .select({
      postId: postPollVotes.postId,
      option: postPollOptions.text,
      votedAt: postPollVotes.createdAt,
    })
    .from(postPollVotes)
    .innerJoin(postPollOptions, eq(postPollOptions.id, postPollVotes.optionId))
    .where(eq(postPollVotes.voterId, userId))
    .orderBy(asc(postPollVotes.createdAt));
  return {
    myPolls: polls.map((poll) => ({
      ...poll,
      options: options
        .filter((option) => option.postId === poll.postId)
        .map(({ postId: _, ...option }) => option),
    })),
    myVotes: votes,
  };
}
