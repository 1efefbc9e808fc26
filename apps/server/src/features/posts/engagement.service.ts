import type { Comment, ToggleResult, UpdateComment } from '@aebro/shared/posts';
import { updateCommentSchema } from '@aebro/shared/posts';
import type { Context, Platform } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { requireWithinCaps } from '../safety/trust.service';
import { holdReasonFor } from '../safety/holds.service';
import { holdComment } from './held.repository';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { toComment } from './post-view';
import { canDeleteComment, canEditComment, canEngage } from './posts.policy';
import {
  commentRows,
  deleteCommentRow,
  findComment,
  findVisibleComment,
  insertComment,
  type CommentRow,
} from './comments.repository';
import { editCommentRow } from './post-history.repository';
import { countsOf, setMark, type MarkKind } from './engagement.repository';
import { findReadablePost, type PostRow } from './posts.repository';
import { readablePost, runsPostCommunity } from './posts.service';

const refusals = {
  like: 'The author has turned off likes on their posts.',
  save: 'The author has turned off saving their posts.',
  comment: 'The author has turned off comments on their posts.',
} as const;

/**
 * Whether the author may still read their post: a community post's author who left a private
 * community is not told about it (the notification would lead to what they may not see).
 */
async function authorMayRead(ctx: Context, post: PostRow): Promise<boolean> {
  if (post.audience !== 'community' || post.authorId === ctx.viewer.id) return true;
  return (await findReadablePost(ctx.db, post.authorId, post.id)) !== null;
}

/** The post's counts, pushed to its readers. */
export async function announceCounts(
  ctx: Platform,
  postId: string,
): Promise<ToggleResult['counts']> {
  const counts = await countsOf(ctx.db, postId);
  ctx.events.emit('post.counts', { postId, ...counts });
  return counts;
}

/**
 * Likes or saves (on), or takes it back (off). Idempotent; the row decides and the counter moves in
 * the same transaction. The author's switch is obeyed for adding.
 */
export async function toggle(
  ctx: Context,
  kind: MarkKind,
  postId: string,
  on: boolean,
): Promise<ToggleResult> {
  const post = await readablePost(ctx, postId);
  if (on && !canEngage(kind, post)) throw forbidden(refusals[kind]);
  const tell = on && (await authorMayRead(ctx, post));
  const changed = await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await setMark(tx, kind, ctx.viewer.id, postId, on))) return false;
    if (tell)
      await ctx.events.publish(tx, 'post.engaged', {
        kind,
        postId,
        authorId: post.authorId,
        actorId: ctx.viewer.id,
      });
    return true;
  });
  if (!changed) return { active: on, counts: await countsOf(ctx.db, postId) };
  return { active: on, counts: await announceCounts(ctx, postId) };
}

/** Comments of a post I may read, oldest first, keyset-paginated. */
export async function listComments(
  ctx: Context,
  postId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: Comment[]; nextCursor: string | null }> {
  const post = await readablePost(ctx, postId);
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await commentRows(ctx.db, ctx.viewer.id, postId, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.createdKey,
    id: row.id,
  }));
  const moderation = {
    authorId: post.authorId,
    viewerIsCommunityAdmin: await runsPostCommunity(ctx, post),
  };
  return {
    items: items.map((row) =>
      toComment(row, {
        canDelete: canDeleteComment(ctx.viewer, row, moderation),
        canEdit: canEditComment(ctx.viewer, row),
      }),
    ),
    nextCursor,
  };
}

export async function addComment(ctx: Context, postId: string, body: string): Promise<Comment> {
  const post = await readablePost(ctx, postId);
  if (!canEngage('comment', post)) throw forbidden(refusals.comment);
  if (post.commentsLocked)
    throw new AppError('COMMENTS_LOCKED', 403, 'Comments on this post are locked.');
  await requireWithinCaps(ctx, { kind: 'comments', text: body });
  const holdReason = await holdReasonFor(ctx, {
    kind: 'comment',
    body,
    communityId: post.communityId,
  });
  // A held comment tells nobody and counts for nothing until an admin approves it (issue 37).
  const tell = holdReason === null && (await authorMayRead(ctx, post));
  const id = await ctx.events.transaction(ctx.db, async (tx) => {
    const commentId = await insertComment(tx, {
      postId,
      authorId: ctx.viewer.id,
      body,
      holdReason,
    });
    if (tell)
      await ctx.events.publish(tx, 'post.engaged', {
        kind: 'comment',
        postId,
        authorId: post.authorId,
        actorId: ctx.viewer.id,
      });
    return commentId;
  });
  if (holdReason === null) await announceCounts(ctx, postId);
  const row = await findComment(ctx.db, id);
  if (!row) throw notFound('This comment does not exist.');
  return toComment(row, { canDelete: true, canEdit: true });
}

const missingComment = 'This comment does not exist.';

/**
 * A comment the viewer may see: on a post they may read (the post's read rule), by someone they
 * may see (blocks, bans), as the list of comments shows them; anything else is missing.
 */
export async function readableComment(
  ctx: Context,
  commentId: string,
): Promise<{ comment: CommentRow; post: PostRow }> {
  const comment = await findVisibleComment(ctx.db, ctx.viewer.id, commentId);
  const post = comment ? await findReadablePost(ctx.db, ctx.viewer.id, comment.postId) : null;
  if (!comment || !post) throw notFound(missingComment);
  return { comment, post };
}

/**
 * My comment, or any comment on my post, or any comment in a community I run (of a post I may
 * still read).
 */
export async function deleteComment(ctx: Context, commentId: string): Promise<void> {
  const comment = await findComment(ctx.db, commentId);
  const post = comment ? await findReadablePost(ctx.db, ctx.viewer.id, comment.postId) : null;
  if (!comment || !post) throw notFound('This comment does not exist.');
  const moderation = {
    authorId: post.authorId,
    viewerIsCommunityAdmin: await runsPostCommunity(ctx, post),
  };
  if (!canDeleteComment(ctx.viewer, comment, moderation))
    throw forbidden('You can delete only your own comments, or comments on your posts.');
  await ctx.events.transaction(ctx.db, async (tx) => {
    await deleteCommentRow(tx, commentId, comment.postId);
    if (comment.authorId !== ctx.viewer.id && post.authorId !== ctx.viewer.id && post.communityId)
      await ctx.events.publish(tx, 'moderation.community-action', {
        actorId: ctx.viewer.id,
        communityId: post.communityId,
        action: 'remove_comment',
        targetKind: 'comment',
        targetId: commentId,
        targetUserId: comment.authorId,
        excerpt: comment.body.slice(0, 500),
      });
  });
  await announceCounts(ctx, comment.postId);
}

/**
 * The writer edits their comment (same rules as writing it) on a post they may still read; its
 * earlier text is kept in the same transaction. Someone else's comment they may see is refused,
 * one they may not see is missing.
 */
export async function editComment(
  ctx: Context,
  commentId: string,
  input: UpdateComment,
): Promise<Comment> {
  const { body } = updateCommentSchema.parse(input);
  const { comment, post } = await readableComment(ctx, commentId);
  if (!canEditComment(ctx.viewer, comment))
    throw forbidden('Only the person who wrote this comment can edit it.');
  // What holds a new comment holds an edited one (issue 37).
  const hold =
    comment.heldAt === null
      ? await holdReasonFor(ctx, { kind: 'comment', body, communityId: post.communityId })
      : null;
  await ctx.db.transaction(async (tx) => {
    await editCommentRow(tx, ctx.viewer.id, commentId, body);
    if (hold) await holdComment(tx, commentId, comment.postId, hold);
  });
  if (hold) await announceCounts(ctx, comment.postId);
  const row = await findComment(ctx.db, commentId);
  if (!row) throw notFound(missingComment);
  const moderation = {
    authorId: post.authorId,
    viewerIsCommunityAdmin: await runsPostCommunity(ctx, post),
  };
  return toComment(row, {
    canDelete: canDeleteComment(ctx.viewer, row, moderation),
    canEdit: true,
  });
}

/** A comment as moderators see it, for reports; null when it is gone. */
export async function commentForModeration(
  ctx: Platform,
  commentId: string,
): Promise<{ authorId: string; body: string; postId: string } | null> {
  const row = await findComment(ctx.db, commentId);
  return row ? { authorId: row.authorId, body: row.body, postId: row.postId } : null;
}

/** A site admin removes a comment (after a report); false when it was gone already. */
export async function removeCommentByModerator(ctx: Platform, commentId: string): Promise<boolean> {
  const row = await findComment(ctx.db, commentId);
  if (!row) return false;
  await ctx.db.transaction((tx) => deleteCommentRow(tx, commentId, row.postId));
  await announceCounts(ctx, row.postId);
  return true;
}
