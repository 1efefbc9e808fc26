import type { HeldPost } from '@aebro/shared/trust';
import type { Context } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { HeldItem } from '@aebro/shared/holds';
import { removeCommentByModerator } from '../posts/engagement.service';
import {
  approveHeldComment,
  approveHeldPost,
  heldComment,
  heldComments,
  heldPosts,
} from '../posts/held.service';
import { postForModeration, removePostByModerator } from '../posts/posts.service';
import { log } from './moderation-log.service';

/** Issue 37: the queue of posts held for review (a hold word, a blocked domain, repeats, a new account's link). */
export async function listHeldPosts(
  ctx: Context,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: HeldPost[]; nextCursor: string | null }> {
  return await heldPosts(ctx, query);
}

const notHeld = 'This post is not waiting for review.';

/** Approves a held post: it is published as if written now; the log says who let it through. */
export async function approveHeld(ctx: Context, postId: string): Promise<void> {
  const authorId = await approveHeldPost(ctx, postId);
  if (!authorId) throw notFound(notHeld);
  await log(ctx, {
    action: 'approve_held_post',
    targetKind: 'post',
    targetId: postId,
    targetUserId: authorId,
    reason: '',
  });
}

/** Removes a held post for good, with a reason for the log. */
export async function removeHeld(
  ctx: Context,
  postId: string,
  input: { reason: string },
): Promise<void> {
  const held = await postForModeration(ctx, postId);
  if (!held?.held || !(await removePostByModerator(ctx, postId))) throw notFound(notHeld);
  await log(ctx, {
    action: 'remove',
    targetKind: 'post',
    targetId: postId,
    targetUserId: held.authorId,
    reason: input.reason,
  });
}

export async function listHeldComments(
  ctx: Context,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: HeldItem[]; nextCursor: string | null }> {
  return await heldComments(ctx, query);
}

const commentNotHeld = 'This comment is not waiting for review.';

/** Approves a held comment: its post's readers see it from now on; the log says who let it through. */
export async function approveHeldCommentAsAdmin(ctx: Context, commentId: string): Promise<void> {
  const authorId = await approveHeldComment(ctx, commentId);
  if (!authorId) throw notFound(commentNotHeld);
  await log(ctx, {
    action: 'approve_held_comment',
    targetKind: 'comment',
    targetId: commentId,
    targetUserId: authorId,
    reason: '',
  });
}

/** Removes a held comment for good, with a reason for the log. */
export async function removeHeldComment(
  ctx: Context,
  commentId: string,
  input: { reason: string },
): Promise<void> {
  const held = await heldComment(ctx, commentId);
  if (!held || !(await removeCommentByModerator(ctx, commentId))) throw notFound(commentNotHeld);
  await log(ctx, {
    action: 'remove',
    targetKind: 'comment',
    targetId: commentId,
    targetUserId: held.authorId,
    reason: input.reason,
  });
}
