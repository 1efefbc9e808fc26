import { asc, eq, ne, and } from 'drizzle-orm';
import { postDrafts } from '../../db/schema/drafts';
import type { Executor } from '../../platform/db/client';

/**
 * A member's drafts and scheduled posts (issue 36) for their export: what they kept and when it was
 * to go out; the published ones are in `posts` already.
 */
export async function exportDrafts(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: postDrafts.id,
      state: postDrafts.state,
      body: postDrafts.body,
      images: postDrafts.images,
      audience: postDrafts.audience,
      communityId: postDrafts.communityId,
      poll: postDrafts.poll,
      scheduledAt: postDrafts.scheduledAt,
      createdAt: postDrafts.createdAt,
      updatedAt: postDrafts.updatedAt,
    })
    .from(postDrafts)
    .where(and(eq(postDrafts.authorId, userId), ne(postDrafts.state, 'published')))
    .orderBy(asc(postDrafts.createdAt));
  return rows.map(({ images, ...row }) => ({ ...row, images: images.map((image) => image.url) }));
}
