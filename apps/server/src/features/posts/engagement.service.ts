import { and, asc, eq, sql } from 'drizzle-orm';
import type { Comment, ToggleResult } from '@aebro/shared/posts';
import { postComments, postLikes, posts, postSaves } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db/client';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { decodeCursor, isTimestampKey, timestampKey, toPage } from '../../platform/http/cursor';
import type { Notifier } from '../notifications/notifications.service';
import { findVisiblePost, type PostRow } from './posts.repository';

export interface EngagementDeps {
  db: Database;
  events: EventBus;
  notifier: Notifier;
}

type Kind = 'like' | 'save';

const tables = { like: postLikes, save: postSaves } as const;
const counters = { like: posts.likesCount, save: posts.savesCount } as const;
const refusals = {
  like: 'The author has turned off likes on their posts.',
  save: 'The author has turned off saving their posts.',
  comment: 'The author has turned off comments on their posts.',
} as const;

async function visiblePost(db: Database, viewerId: string, postId: string): Promise<PostRow> {
  const post = await findVisiblePost(db, viewerId, postId);
  if (!post) throw notFound('This post does not exist or is not visible to you.');
  return post;
}

async function countsOf(db: Database, postId: string): Promise<ToggleResult['counts']> {
  const [row] = await db
    .select({ likes: posts.likesCount, comments: posts.commentsCount, saves: posts.savesCount })
    .from(posts)
    .where(eq(posts.id, postId));
  return row ?? { likes: 0, comments: 0, saves: 0 };
}

/**
 * Likes or saves (on), or takes it back (off). Idempotent; the row decides and the counter moves in
 * the same transaction, so counts stay exact under concurrent toggles. The author's switch is
 * obeyed for adding.
 */
export async function toggle(
  { db, events, notifier }: EngagementDeps,
  kind: Kind,
  viewerId: string,
  postId: string,
  on: boolean,
): Promise<ToggleResult> {
  const post = await visiblePost(db, viewerId, postId);
  if (on && !(kind === 'like' ? post.allowLikes : post.allowSaves)) throw forbidden(refusals[kind]);
  const table = tables[kind];
  const counter = counters[kind];
  const changed = await db.transaction(async (tx) => {
    const rows = on
      ? await tx
          .insert(table)
          .values({ postId, userId: viewerId })
          .onConflictDoNothing()
          .returning({ at: table.createdAt })
      : await tx
          .delete(table)
          .where(and(eq(table.postId, postId), eq(table.userId, viewerId)))
          .returning({ at: table.createdAt });
    if (rows.length === 0) return false;
    await tx
      .update(posts)
      .set({ [kind === 'like' ? 'likesCount' : 'savesCount']: sql`${counter} + ${on ? 1 : -1}` })
      .where(eq(posts.id, postId));
    return true;
  });
  const counts = await countsOf(db, postId);
  if (changed) {
    events.emit('post.counts', { postId, ...counts });
    if (on)
      await notifier.notify({ type: kind, recipientId: post.authorId, actorId: viewerId, postId });
  }
  return { active: on, counts };
}

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  body: postComments.body,
  createdAt: postComments.createdAt,
  createdKey: timestampKey(postComments.createdAt),
  authorId: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  accountType: profiles.accountType,
  businessName: profiles.businessName,
  isVerified: profiles.isVerified,
};

interface CommentRow {
  id: string;
  postId: string;
  body: string;
  createdAt: Date;
  createdKey: string;
  authorId: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  accountType: 'community' | 'business';
  businessName: string | null;
  isVerified: boolean;
}

function toComment(row: CommentRow, viewerId: string, postAuthorId: string): Comment {
  return {
    id: row.id,
    postId: row.postId,
    author: {
      id: row.authorId,
      username: row.username,
      fullName: row.fullName,
      avatarUrl: row.avatarUrl,
      accountType: row.accountType,
      businessName: row.businessName,
      isVerified: row.isVerified,
    },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    canDelete: row.authorId === viewerId || postAuthorId === viewerId,
  };
}

/** Comments of a post I may see, oldest first, keyset-paginated. */
export async function listComments(
  db: Database,
  viewerId: string,
  postId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: Comment[]; nextCursor: string | null }> {
  const post = await visiblePost(db, viewerId, postId);
  const cursor = decodeCursor(query.cursor);
  if (cursor && !isTimestampKey(cursor.key))
    throw badRequest('This page cursor is not valid. Start again from the first page.');
  const rows = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(profiles, eq(profiles.id, postComments.authorId))
    .where(
      and(
        eq(postComments.postId, postId),
        cursor
          ? sql`(${postComments.createdAt}, ${postComments.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.createdKey,
    id: row.id,
  }));
  return { items: items.map((row) => toComment(row, viewerId, post.authorId)), nextCursor };
}

export async function addComment(
  { db, events, notifier }: EngagementDeps,
  viewerId: string,
  postId: string,
  body: string,
): Promise<Comment> {
  const post = await visiblePost(db, viewerId, postId);
  if (!post.allowComments) throw forbidden(refusals.comment);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(postComments)
      .values({ postId, authorId: viewerId, body })
      .returning({ id: postComments.id });
    await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, postId));
    if (!created) throw new Error('comment insert returned nothing');
    return created.id;
  });
  events.emit('post.counts', { postId, ...(await countsOf(db, postId)) });
  await notifier.notify({ type: 'comment', recipientId: post.authorId, actorId: viewerId, postId });
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(profiles, eq(profiles.id, postComments.authorId))
    .where(eq(postComments.id, id));
  if (!row) throw notFound('This comment does not exist.');
  return toComment(row, viewerId, post.authorId);
}

/** My comment, or any comment on my post. */
export async function deleteComment(
  { db, events }: EngagementDeps,
  viewerId: string,
  commentId: string,
): Promise<void> {
  const [comment] = await db
    .select({ id: postComments.id, postId: postComments.postId, authorId: postComments.authorId })
    .from(postComments)
    .where(eq(postComments.id, commentId))
    .limit(1);
  const post = comment ? await findVisiblePost(db, viewerId, comment.postId) : null;
  if (!comment || !post) throw notFound('This comment does not exist.');
  if (comment.authorId !== viewerId && post.authorId !== viewerId)
    throw forbidden('You can delete only your own comments, or comments on your posts.');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(postComments)
      .where(eq(postComments.id, commentId))
      .returning({ id: postComments.id });
    if (removed.length > 0)
      await tx
        .update(posts)
        .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
        .where(eq(posts.id, comment.postId));
  });
  events.emit('post.counts', { postId: comment.postId, ...(await countsOf(db, comment.postId)) });
}
