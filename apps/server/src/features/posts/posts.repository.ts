import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Post } from '@aebro/shared/posts';
import { postLikes, posts, postSaves } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db/client';
import { timestampKey } from '../../platform/http/cursor';

/** The columns a post needs, with its author's. */
export const postColumns = {
  id: posts.id,
  body: posts.body,
  images: posts.images,
  audience: posts.audience,
  createdAt: posts.createdAt,
  createdKey: timestampKey(posts.createdAt),
  editedAt: posts.editedAt,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  savesCount: posts.savesCount,
  authorId: profiles.id,
  authorUsername: profiles.username,
  authorFullName: profiles.fullName,
  authorAvatarUrl: profiles.avatarUrl,
  authorAccountType: profiles.accountType,
  authorBusinessName: profiles.businessName,
  authorIsVerified: profiles.isVerified,
  allowComments: profiles.allowCommentsOnPosts,
  allowLikes: profiles.allowLikesOnPosts,
  allowSaves: profiles.allowSavesOnPosts,
};

export interface PostRow {
  id: string;
  body: string;
  images: Array<{ key: string; url: string; width: number; height: number }>;
  audience: 'public' | 'followers';
  createdAt: Date;
  createdKey: string;
  editedAt: Date | null;
  likesCount: number;
  commentsCount: number;
  savesCount: number;
  authorId: string;
  authorUsername: string;
  authorFullName: string | null;
  authorAvatarUrl: string | null;
  authorAccountType: 'community' | 'business';
  authorBusinessName: string | null;
  authorIsVerified: boolean;
  allowComments: boolean;
  allowLikes: boolean;
  allowSaves: boolean;
}

/** Whether the viewer may see a post: public, their own, or followers-only from someone they follow. */
export function visibleTo(viewerId: string): SQL {
  return sql`(${posts.audience} = 'public' or ${posts.authorId} = ${viewerId} or exists (
    select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = ${posts.authorId}))`;
}

export async function findVisiblePost(
  db: Database,
  viewerId: string,
  postId: string,
): Promise<PostRow | null> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(and(eq(posts.id, postId), visibleTo(viewerId)))
    .limit(1);
  return row ?? null;
}

/** Adds the viewer's own state (liked, saved) to a page of rows. */
export async function toPosts(
  db: Database,
  viewerId: string,
  rows: readonly PostRow[],
): Promise<Post[]> {
  const ids = rows.map((row) => row.id);
  const [liked, saved] = ids.length
    ? await Promise.all([
        db
          .select({ id: postLikes.postId })
          .from(postLikes)
          .where(and(eq(postLikes.userId, viewerId), inArray(postLikes.postId, ids))),
        db
          .select({ id: postSaves.postId })
          .from(postSaves)
          .where(and(eq(postSaves.userId, viewerId), inArray(postSaves.postId, ids))),
      ])
    : [[], []];
  const likedIds = new Set(liked.map((row) => row.id));
  const savedIds = new Set(saved.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    author: {
      id: row.authorId,
      username: row.authorUsername,
      fullName: row.authorFullName,
      avatarUrl: row.authorAvatarUrl,
      accountType: row.authorAccountType,
      businessName: row.authorBusinessName,
      isVerified: row.authorIsVerified,
    },
    body: row.body,
    images: row.images.map(({ url, width, height }) => ({ url, width, height })),
    audience: row.audience,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    counts: { likes: row.likesCount, comments: row.commentsCount, saves: row.savesCount },
    viewer: {
      liked: likedIds.has(row.id),
      saved: savedIds.has(row.id),
      isAuthor: row.authorId === viewerId,
    },
    allows: { comments: row.allowComments, likes: row.allowLikes, saves: row.allowSaves },
  }));
}
