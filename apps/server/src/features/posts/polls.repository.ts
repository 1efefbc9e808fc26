import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { postPollOptions, postPollVotes, postPolls } from '../../db/schema/polls';
import type { Executor } from '../../platform/db/client';

/** A poll with its options' counts and one viewer's own choices (counts are hidden later, in the view). */
export interface PollRow {
  postId: string;
  multiple: boolean;
  closesAt: Date;
  totalVoters: number;
  options: Array<{ id: string; text: string; votes: number }>;
  myChoices: string[];
}

export async function insertPoll(
  tx: Executor,
  postId: string,
  poll: { multiple: boolean; closesAt: Date; options: readonly string[] },
): Promise<void> {
  await tx.insert(postPolls).values({ postId, multiple: poll.multiple, closesAt: poll.closesAt });
  await tx
    .insert(postPollOptions)
    .values(poll.options.map((text, position) => ({ postId, position, text })));
}

/** The polls of these posts (those that carry one), as `viewerId` sees them: four small queries. */
export async function pollRowsFor(
  db: Executor,
  viewerId: string,
  postIds: readonly string[],
): Promise<Map<string, PollRow>> {
  const result = new Map<string, PollRow>();
  if (postIds.length === 0) return result;
  const polls = await db
    .select({
      postId: postPolls.postId,
      multiple: postPolls.multiple,
      closesAt: postPolls.closesAt,
    })
    .from(postPolls)
    .where(inArray(postPolls.postId, [...postIds]));
  if (polls.length === 0) return result;
  const ids = polls.map((poll) => poll.postId);
  const [options, voters, mine] = await Promise.all([
    db
      .select({
        id: postPollOptions.id,
        postId: postPollOptions.postId,
        text: postPollOptions.text,
        votes: count(postPollVotes.voterId),
      })
      .from(postPollOptions)
      .leftJoin(postPollVotes, eq(postPollVotes.optionId, postPollOptions.id))
      .where(inArray(postPollOptions.postId, ids))
      .groupBy(postPollOptions.id)
      .orderBy(asc(postPollOptions.postId), asc(postPollOptions.position)),
    db
      .select({
        postId: postPollVotes.postId,
        voters: sql<number>`count(distinct ${postPollVotes.voterId})::int`,
      })
      .from(postPollVotes)
      .where(inArray(postPollVotes.postId, ids))
      .groupBy(postPollVotes.postId),
    db
      .select({ postId: postPollVotes.postId, optionId: postPollVotes.optionId })
      .from(postPollVotes)
      .where(and(inArray(postPollVotes.postId, ids), eq(postPollVotes.voterId, viewerId))),
  ]);
  for (const poll of polls)
    result.set(poll.postId, { ...poll, totalVoters: 0, options: [], myChoices: [] });
  for (const option of options)
    result
      .get(option.postId)
      ?.options.push({ id: option.id, text: option.text, votes: option.votes });
  for (const row of voters) {
    const poll = result.get(row.postId);
    if (poll) poll.totalVoters = row.voters;
  }
  for (const row of mine) result.get(row.postId)?.myChoices.push(row.optionId);
  return result;
}

/** The poll of a post, locked for a vote or its closing notice; null when the post has none. */
export async function lockPoll(
  tx: Executor,
  postId: string,
): Promise<{
  multiple: boolean;
  closesAt: Date;
  closedNotifiedAt: Date | null;
  optionIds: string[];
} | null> {
  const [poll] = await tx
    .select({
      multiple: postPolls.multiple,
      closesAt: postPolls.closesAt,
      closedNotifiedAt: postPolls.closedNotifiedAt,
    })
    .from(postPolls)
    .where(eq(postPolls.postId, postId))
    .for('update');
  if (!poll) return null;
  const options = await tx
    .select({ id: postPollOptions.id })
    .from(postPollOptions)
    .where(eq(postPollOptions.postId, postId));
  return { ...poll, optionIds: options.map((option) => option.id) };
}

/** The voter's choices in a poll become these (none: the vote is withdrawn). */
export async function replaceVotes(
  tx: Executor,
  postId: string,
  voterId: string,
  optionIds: readonly string[],
): Promise<void> {
  await tx
    .delete(postPollVotes)
    .where(and(eq(postPollVotes.postId, postId), eq(postPollVotes.voterId, voterId)));
  if (optionIds.length > 0)
    await tx
      .insert(postPollVotes)
      .values(optionIds.map((optionId) => ({ postId, optionId, voterId })));
}

export async function markPollNotified(tx: Executor, postId: string): Promise<void> {
  await tx
    .update(postPolls)
    .set({ closedNotifiedAt: new Date() })
    .where(eq(postPolls.postId, postId));
}
