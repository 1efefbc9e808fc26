import type { PostVersion, VersionHistory } from '@aebro/shared/posts';
import type { Context, Platform } from '../../platform/context';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { notify } from '../notifications/notifications.service';
import { readableComment } from './engagement.service';
import { commenterIdsOf, commentVersionRows, postVersionRows } from './post-history.repository';
import type { VersionRow } from './post-history.repository';
import { findReadablePost } from './posts.repository';
import { readablePost } from './posts.service';

/*
 * Edit history (issue 36): who may read a post may read its history, and a comment's history is
 * seen by those who see the comment. The earlier versions are written by the edits themselves
 * (posts.service updatePost, engagement.service editComment).
 */

type PageQuery = { cursor?: string | undefined; limit: number };

function earlier(row: VersionRow): PostVersion {
  return {
    body: row.body,
    ...(row.audience ? { audience: row.audience } : {}),
    writtenAt: row.writtenAt.toISOString(),
    current: false,
  };
}

/** The current version first (first page only), then a page of the earlier ones, newest first. */
function historyPage(
  current: PostVersion,
  rows: VersionRow[],
  query: PageQuery,
  first: boolean,
): VersionHistory {
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.replacedKey,
    id: row.id,
  }));
  return { items: [...(first ? [current] : []), ...items.map(earlier)], nextCursor };
}

export async function postHistory(
  ctx: Context,
  postId: string,
  query: PageQuery,
): Promise<VersionHistory> {
  const post = await readablePost(ctx, postId);
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await postVersionRows(ctx.db, postId, cursor, query.limit);
  const current: PostVersion = {
    body: post.body,
    audience: post.audience,
    writtenAt: (post.editedAt ?? post.createdAt).toISOString(),
    current: true,
  };
  return historyPage(current, rows, query, cursor === null);
}

export async function commentHistory(
  ctx: Context,
  commentId: string,
  query: PageQuery,
): Promise<VersionHistory> {
  const { comment } = await readableComment(ctx, commentId);
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await commentVersionRows(ctx.db, commentId, cursor, query.limit);
  const current: PostVersion = {
    body: comment.body,
    writtenAt: (comment.editedAt ?? comment.createdAt).toISOString(),
    current: true,
  };
  return historyPage(current, rows, query, cursor === null);
}

/** How many earlier texts a report keeps of what it reports. */
const reportedVersions = 5;

/**
 * What a reported post or comment said before its latest edits (newest first, at most 5), for the
 * report's snapshot: an author must not hide what readers saw in the history behind a clean edit.
 */
export async function earlierTextsForModeration(
  ctx: Platform,
  kind: 'post' | 'comment',
  id: string,
): Promise<string[]> {
  const rows =
    kind === 'post'
      ? await postVersionRows(ctx.db, id, null, reportedVersions)
      : await commentVersionRows(ctx.db, id, null, reportedVersions);
  return rows.slice(0, reportedVersions).map((row) => row.body);
}

/**
 * A durable effect of an edit: each person who commented on the post, and may still read it, is
 * told (once per edit: a retry or a later edit refreshes the one notice). The notifier leaves out
 * the author, blocks and mutes either way, and those who turned comment notifications off.
 */
export async function tellCommentersOfEdit(
  ctx: Platform,
  edit: { postId: string; authorId: string },
): Promise<void> {
  for (const commenterId of await commenterIdsOf(ctx.db, edit.postId)) {
    if (!(await findReadablePost(ctx.db, commenterId, edit.postId))) continue;
    await notify(ctx, {
      type: 'post_edited',
      recipientId: commenterId,
      actorId: edit.authorId,
      postId: edit.postId,
    });
  }
}
