import type { Comment, Post } from '@aebro/shared/posts';
import type { Platform } from '../../platform/context';
import { communitiesAccess, type CommunityAccess } from '../communities/communities.service';
import { canDeletePost, canLockComments } from './posts.policy';
import type { CommentRow } from './comments.repository';
import { viewerMarks } from './engagement.repository';
import type { MarkedPostRow, PostRow } from './posts.repository';
import { pollsOf } from './poll-view';

type Marks = { liked: Set<string>; saved: Set<string> };

/** The viewer's likes and saves read with the rows themselves (markedPostColumns). */
function marksOf(rows: readonly MarkedPostRow[]): Marks {
  return {
    liked: new Set(rows.filter((row) => row.liked).map((row) => row.id)),
    saved: new Set(rows.filter((row) => row.saved).map((row) => row.id)),
  };
}

function areMarked(rows: readonly PostRow[]): rows is readonly MarkedPostRow[] {
  return rows.every((row) => 'liked' in row && 'saved' in row && 'hasPoll' in row);
}

/**
 * Rows as the API shows them, with the viewer's own state (liked, saved), their polls and the
 * communities they were written in (name, whether the viewer runs it), one query each. Marked rows
 * (markedPostColumns) carry the likes and saves and say which have a poll: a page of them needs no
 * query for marks, and none for polls when no row has one (the home feed is then one statement).
 */
export async function toPosts(
  ctx: Platform,
  viewerId: string,
  rows: readonly PostRow[],
): Promise<Post[]> {
  const communityIds = rows.flatMap((row) => (row.communityId ? [row.communityId] : []));
  const marked = rows.length > 0 && areMarked(rows);
  const withPolls = marked ? rows.filter((row) => row.hasPoll) : rows;
  const [marks, communities, polls] = await Promise.all([
    marked
      ? marksOf(rows)
      : viewerMarks(
          ctx.db,
          viewerId,
          rows.map((row) => row.id),
        ),
    communityIds.length > 0
      ? communitiesAccess(ctx, viewerId, communityIds)
      : new Map<string, CommunityAccess>(),
    pollsOf(
      ctx.db,
      viewerId,
      withPolls.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const community = row.communityId ? communities.get(row.communityId) : undefined;
    const post = toPost(
      row,
      viewerId,
      marks,
      community && row.communityId ? { id: row.communityId, ...community } : null,
    );
    const poll = polls.get(row.id);
    return poll ? { ...post, poll } : post;
  });
}

function toPost(
  row: PostRow,
  viewerId: string,
  marks: { liked: Set<string>; saved: Set<string> },
  community: { id: string; name: string; role: string | null } | null,
): Post {
  return {
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
    images: row.images.map(({ url, width, height, bytes, variants }) => ({
      url,
      width,
      height,
      ...(bytes === undefined ? {} : { bytes }),
      ...(variants === undefined
        ? {}
        : { variants: variants.map(({ key: _, ...variant }) => variant) }),
    })),
    audience: row.audience,
    community: community ? { id: community.id, name: community.name } : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    held: row.heldAt !== null,
    counts: { likes: row.likesCount, comments: row.commentsCount, saves: row.savesCount },
    viewer: {
      liked: marks.liked.has(row.id),
      saved: marks.saved.has(row.id),
      isAuthor: row.authorId === viewerId,
      canDelete: canDeletePost(
        { id: viewerId },
        { authorId: row.authorId, viewerIsCommunityAdmin: community?.role === 'admin' },
      ),
      canLockComments: canLockComments(
        { id: viewerId },
        { authorId: row.authorId, viewerIsCommunityAdmin: community?.role === 'admin' },
      ),
    },
    commentsLocked: row.commentsLocked,
    allows: { comments: row.allowComments, likes: row.allowLikes, saves: row.allowSaves },
  };
}

export function toComment(row: CommentRow, may: { canDelete: boolean; canEdit: boolean }): Comment {
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
    editedAt: row.editedAt?.toISOString() ?? null,
    canDelete: may.canDelete,
    canEdit: may.canEdit,
    held: row.heldAt !== null,
  };
}
