import type { CreatePoll, Poll, PollVote } from '@aebro/shared/polls';
import { createPollSchema, pollVoteSchema } from '@aebro/shared/polls';
import type { Context, Platform } from '../../platform/context';
import type { Transaction } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { notifyFromSite } from '../notifications/notifications.service';
import { pollsOf } from './poll-view';
import { insertPoll, lockPoll, markPollNotified, replaceVotes } from './polls.repository';
import { findPostAnyone, findReadablePost } from './posts.repository';

/*
 * Polls (issue 36). Who may read the post may see its poll and vote (readablePost: the one read
 * rule, post-visibility.ts, as readablePost); anyone else finds no post (404). A vote replaces the voter's earlier
 * choice while the poll is open (single choice: exactly one option), and can be withdrawn; the
 * author may vote too. Each vote locks the poll's row, so a single-choice voter's two requests at
 * once end with one choice. When the poll closes, a job queued with the post tells its author.
 */

const noPoll = 'This post has no poll.';

/** Made with its post, in the post's transaction; the closing notice is queued in it too. */
export async function createPollWithPost(
  ctx: Platform,
  tx: Transaction,
  postId: string,
  input: CreatePoll,
): Promise<void> {
  const poll = createPollSchema.parse(input);
  const closesAt = new Date(poll.closesAt);
  await insertPoll(tx, postId, { multiple: poll.multiple, closesAt, options: poll.options });
  // At the closing time, once (one job per post), kept in PostgreSQL across restarts.
  await ctx.jobs.enqueue(
    tx,
    'posts.poll-closed',
    { postId },
    { startAfter: closesAt, singletonKey: postId },
  );
}

async function viewOf(ctx: Context, postId: string): Promise<Poll> {
  const poll = (await pollsOf(ctx.db, ctx.viewer.id, [postId])).get(postId);
  if (!poll) throw notFound(noPoll);
  return poll;
}

/** The viewer's choice in a post's poll becomes these options (an empty list withdraws it). */
async function choose(ctx: Context, postId: string, optionIds: readonly string[]): Promise<Poll> {
  if (!(await findReadablePost(ctx.db, ctx.viewer.id, postId)))
    throw notFound('This post does not exist or is not visible to you.');
  await ctx.db.transaction(async (tx) => {
    const poll = await lockPoll(tx, postId);
    if (!poll) throw notFound(noPoll);
    if (poll.closesAt.getTime() <= Date.now())
      throw conflict('This poll has closed: votes can no longer be given or changed.');
    const unique = [...new Set(optionIds)];
    if (unique.some((id) => !poll.optionIds.includes(id)))
      throw badRequest('Pick options of this poll.');
    if (!poll.multiple && unique.length > 1)
      throw badRequest('This poll takes one choice: pick one option.');
    await replaceVotes(tx, postId, ctx.viewer.id, unique);
  });
  ctx.events.emit('post.poll-changed', { postId });
  return await viewOf(ctx, postId);
}

export async function votePoll(ctx: Context, postId: string, input: PollVote): Promise<Poll> {
  return await choose(ctx, postId, pollVoteSchema.parse(input).optionIds);
}

export async function withdrawVote(ctx: Context, postId: string): Promise<Poll> {
  return await choose(ctx, postId, []);
}

/**
 * The job at the closing time: the author is told once (the row remembers it, under its lock; a
 * retry after the notice but before the mark refreshes the one notice instead of adding one).
 * A deleted post took its poll and job's purpose along.
 */
export async function pollClosedJob(ctx: Platform, postId: string): Promise<void> {
  const post = await findPostAnyone(ctx.db, postId);
  if (!post) return;
  await ctx.db.transaction(async (tx) => {
    const poll = await lockPoll(tx, postId);
    if (!poll || poll.closedNotifiedAt || poll.closesAt.getTime() > Date.now()) return;
    await notifyFromSite(ctx, { type: 'poll_closed', recipientId: post.authorId, postId });
    await markPollNotified(tx, postId);
  });
}
