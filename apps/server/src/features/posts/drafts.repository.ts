import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DraftPoll } from '@aebro/shared/drafts';
import type { Audience } from '@aebro/shared/posts';
import { communities } from '../../db/schema/communities';
import { postDrafts } from '../../db/schema/drafts';
import type { StoredImage } from '../../db/schema/posts';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';

/** Drafts and scheduled posts (issue 36): only their author ever reads or changes these rows. */
const draftColumns = {
  id: postDrafts.id,
  authorId: postDrafts.authorId,
  state: postDrafts.state,
  body: postDrafts.body,
  images: postDrafts.images,
  audience: postDrafts.audience,
  communityId: postDrafts.communityId,
  communityName: communities.name,
  poll: postDrafts.poll,
  scheduledAt: postDrafts.scheduledAt,
  publishFailedAt: postDrafts.publishFailedAt,
  createdAt: postDrafts.createdAt,
  updatedAt: postDrafts.updatedAt,
  updatedKey: timestampKey(postDrafts.updatedAt),
};

export interface DraftRow {
  id: string;
  authorId: string;
  state: 'draft' | 'scheduled' | 'published';
  body: string;
  images: StoredImage[];
  audience: Audience;
  communityId: string | null;
  communityName: string | null;
  poll: DraftPoll | null;
  scheduledAt: Date | null;
  publishFailedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  updatedKey: string;
}

/** What a save writes: the whole content, and the time it goes out (null: a draft). */
export interface DraftContent {
  body: string;
  images: StoredImage[];
  audience: Audience;
  communityId: string | null;
  poll: DraftPoll | null;
  scheduledAt: Date | null;
}

function selectDrafts(db: Executor) {
  return db
    .select(draftColumns)
    .from(postDrafts)
    .leftJoin(communities, eq(communities.id, postDrafts.communityId))
    .$dynamic();
}

const stateOf = (content: DraftContent) => (content.scheduledAt ? 'scheduled' : 'draft');

export async function insertDraft(
  db: Executor,
  authorId: string,
  content: DraftContent,
): Promise<string> {
  const [row] = await db
    .insert(postDrafts)
    .values({ authorId, ...content, state: stateOf(content) })
    .returning({ id: postDrafts.id });
  if (!row) throw new Error('the draft was not inserted');
  return row.id;
}

/** A draft of this author's (published ones included, so that a late change can be told so). */
export async function findOwnDraft(
  db: Executor,
  authorId: string,
  draftId: string,
): Promise<DraftRow | null> {
  const [row] = await selectDrafts(db)
    .where(and(eq(postDrafts.id, draftId), eq(postDrafts.authorId, authorId)))
    .limit(1);
  return row ?? null;
}

/** A draft by its id alone: for the publishing job, which acts for its author. */
export async function findDraftAnyone(db: Executor, draftId: string): Promise<DraftRow | null> {
  const [row] = await selectDrafts(db).where(eq(postDrafts.id, draftId)).limit(1);
  return row ?? null;
}

/** The author's drafts and scheduled posts, last changed first (keyset on updated_at, id). */
export async function ownDraftsPage(
  db: Executor,
  authorId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<DraftRow[]> {
  return await selectDrafts(db)
    .where(
      and(
        eq(postDrafts.authorId, authorId),
        ne(postDrafts.state, 'published'),
        cursor
          ? sql`(${postDrafts.updatedAt}, ${postDrafts.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(postDrafts.updatedAt), desc(postDrafts.id))
    .limit(limit + 1);
}

/**
 * Replaces the content of a draft that has not gone out; false when it has (or is gone). The
 * state test is in the UPDATE itself, so an edit racing the publishing job cannot win after it.
 */
export async function updateOpenDraft(
  db: Executor,
  authorId: string,
  draftId: string,
  content: DraftContent,
): Promise<boolean> {
  const rows = await db
    .update(postDrafts)
    .set({ ...content, state: stateOf(content), publishFailedAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(postDrafts.id, draftId),
        eq(postDrafts.authorId, authorId),
        inArray(postDrafts.state, ['draft', 'scheduled']),
      ),
    )
    .returning({ id: postDrafts.id });
  return rows.length > 0;
}

/** A scheduled post goes back to the drafts (its job will find nothing to do); false once it went out. */
export async function unscheduleDraft(
  db: Executor,
  authorId: string,
  draftId: string,
): Promise<boolean> {
  const rows = await db
    .update(postDrafts)
    .set({ state: 'draft', scheduledAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(postDrafts.id, draftId),
        eq(postDrafts.authorId, authorId),
        inArray(postDrafts.state, ['draft', 'scheduled']),
      ),
    )
    .returning({ id: postDrafts.id });
  return rows.length > 0;
}

export async function deleteOpenDraft(
  db: Executor,
  authorId: string,
  draftId: string,
): Promise<boolean> {
  const rows = await db
    .delete(postDrafts)
    .where(
      and(
        eq(postDrafts.id, draftId),
        eq(postDrafts.authorId, authorId),
        inArray(postDrafts.state, ['draft', 'scheduled']),
      ),
    )
    .returning({ id: postDrafts.id });
  return rows.length > 0;
}

/**
 * The one move to 'published', inside the transaction that writes the post: of two runs (a job run
 * twice, a click racing the job), the second waits on the row's lock and then matches nothing.
 * `scheduledAt` (the job's) must still be the draft's time: a job for a time since changed does nothing.
 */
export async function claimForPublishing(
  tx: Executor,
  draftId: string,
  authorId: string,
  scheduledAt: Date | null,
): Promise<boolean> {
  const rows = await tx
    .update(postDrafts)
    .set({ state: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(postDrafts.id, draftId),
        eq(postDrafts.authorId, authorId),
        scheduledAt
          ? and(eq(postDrafts.state, 'scheduled'), eq(postDrafts.scheduledAt, scheduledAt))
          : inArray(postDrafts.state, ['draft', 'scheduled']),
      ),
    )
    .returning({ id: postDrafts.id });
  return rows.length > 0;
}

export async function setPublishedPost(
  tx: Executor,
  draftId: string,
  postId: string,
): Promise<void> {
  await tx.update(postDrafts).set({ postId }).where(eq(postDrafts.id, draftId));
}

/** A scheduled post that could not go out at this time goes back to the drafts, marked. */
export async function markPublishFailed(
  db: Executor,
  draftId: string,
  scheduledAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(postDrafts)
    .set({ state: 'draft', scheduledAt: null, publishFailedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(postDrafts.id, draftId),
        eq(postDrafts.state, 'scheduled'),
        eq(postDrafts.scheduledAt, scheduledAt),
      ),
    )
    .returning({ id: postDrafts.id });
  return rows.length > 0;
}
