import type { Comment, Post } from '@aebro/shared/posts';
import type { Executor } from '../../platform/db/client';
import { viewerMarks, type CommentRow, type PostRow } from './posts.repository';

/** Rows as the API shows them, with the viewer's own state (liked, saved) in one query each. */
export async function toPosts(
  db: Executor,
  viewerId: string,
  rows: readonly PostRow[],
): Promise<Post[]> {
  const marks = await viewerMarks(
    db,
    viewerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    author: {
      id: row.authorId,
      username: row.authorUsername,
      fullName: row.authorFullName,
      avatarUrl: row.authorAvatarUrl,
      accountType: row.authorAccountType,
      businessName: row.authorBusinessName,
      businessCategory: row.authorBusinessCategory,
      isVerified: row.authorIsVerified,
    },
    body: row.body,
    images: row.images.map(({ url, width, height }) => ({ url, width, height })),
    audience: row.audience,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    counts: { likes: row.likesCount, comments: row.commentsCount, saves: row.savesCount },
    viewer: {
      liked: marks.liked.has(row.id),
      saved: marks.saved.has(row.id),
      isAuthor: row.authorId === viewerId,
    },
    allows: { comments: row.allowComments, likes: row.allowLikes, saves: row.allowSaves },
  }));
}

export function toComment(row: CommentRow, canDelete: boolean): Comment {
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
      businessCategory: row.businessCategory,
      isVerified: row.isVerified,
    },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    canDelete,
  };
}
