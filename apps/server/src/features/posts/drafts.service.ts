import { holdReasonFor } from '../safety/holds.service';
import {
  draftLimits,
  draftPostRequest,
  saveDraftSchema,
  type Draft,
  type DraftPage,
  type SaveDraft,
} from '@aebro/shared/drafts';
import type { Post } from '@aebro/shared/posts';
import { ZodError } from 'zod';
import type { Context, Platform } from '../../platform/context';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { claimImages } from '../media/media.service';
import { notifyFromSite } from '../notifications/notifications.service';
import { canTouchDraft } from './posts.policy';
import {
  claimForPublishing,
  deleteOpenDraft,
  findDraftAnyone,
  findOwnDraft,
  insertDraft,
  markPublishFailed,
  ownDraftsPage,
  setPublishedPost,
  unscheduleDraft,
  updateOpenDraft,
  type DraftContent,
  type DraftRow,
} from './drafts.repository';
import { getPost, preparePost, requirePostingRight, writePost } from './posts.service';

/*
 * Drafts and scheduled posts (issue 36). A draft is only ever its author's: anyone else is told it
 * does not exist. A scheduled one goes out through the job `posts.publish-scheduled`, by the same
 * path as a post written now (posts.service `writePost`), so its fan-out and notifications are those
 * of any post. See docs/decisions/drafts-and-scheduled-posts.md.
 */

const missing = 'This draft does not exist.';
const wentOut =
  'This post has already been published: it can no longer be edited or cancelled here.';

function toDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    state: row.state === 'scheduled' ? 'scheduled' : 'draft',
    body: row.body,
    images: row.images.map(({ key, url, width, height }) => ({ key, url, width, height })),
    audience: row.audience,
    community:
      row.communityId && row.communityName
        ? { id: row.communityId, name: row.communityName }
        : null,
    poll: row.poll,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    publishFailed: row.publishFailedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The viewer's own draft, published ones included; anyone else's does not exist for them. */
async function ownDraft(ctx: Context, draftId: string): Promise<DraftRow> {
  const row = await findOwnDraft(ctx.db, ctx.viewer.id, draftId);
  if (!row || !canTouchDraft(ctx.viewer, row)) throw notFound(missing);
  return row;
}

/**
 * What a save keeps, checked: the right to post in its community and the photos (the viewer's own)
 * always; with a time, also the post it will make, by the create-post rules, so that a scheduled
 * post does not fail later for what could be said now.
 */
async function checkedContent(ctx: Context, input: SaveDraft): Promise<DraftContent> {
  const value = saveDraftSchema.parse(input);
  if (value.scheduledAt) await preparePost(ctx, draftPostRequest(value));
  else await requirePostingRight(ctx, value.communityId);
  return {
    body: value.body,
    images: await claimImages(ctx, value.imageKeys),
    audience: value.audience,
    communityId: value.communityId ?? null,
    poll: value.poll,
    scheduledAt: value.scheduledAt ? new Date(value.scheduledAt) : null,
  };
}

/** The job that publishes it at its time; a job for a time since changed finds nothing to do. */
async function queuePublishing(
  ctx: Context,
  tx: Parameters<typeof insertDraft>[0],
  draftId: string,
  scheduledAt: Date | null,
): Promise<void> {
  if (!scheduledAt) return;
  const at = scheduledAt.toISOString();
  await ctx.jobs.enqueue(
    tx,
    'posts.publish-scheduled',
    { draftId, scheduledAt: at },
    { startAfter: scheduledAt, singletonKey: `${draftId}@${at}` },
  );
}

export async function saveDraft(ctx: Context, input: SaveDraft): Promise<Draft> {
  const content = await checkedContent(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    const draftId = await insertDraft(tx, ctx.viewer.id, content);
    await queuePublishing(ctx, tx, draftId, content.scheduledAt);
    return draftId;
  });
  return getDraft(ctx, id);
}

export async function getDraft(ctx: Context, draftId: string): Promise<Draft> {
  const row = await ownDraft(ctx, draftId);
  if (row.state === 'published') throw notFound(missing);
  return toDraft(row);
}

export async function listDrafts(
  ctx: Context,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<DraftPage> {
  const limit = query.limit ?? draftLimits.pageSize;
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await ownDraftsPage(ctx.db, ctx.viewer.id, cursor, limit);
  const page = toPage(rows, limit, (row) => ({ key: row.updatedKey, id: row.id }));
  return { items: page.items.map(toDraft), nextCursor: page.nextCursor };
}

/** Edits the content and the time (null: back to the drafts) until it goes out; 409 after. */
export async function updateDraft(ctx: Context, draftId: string, input: SaveDraft): Promise<Draft> {
  const row = await ownDraft(ctx, draftId);
  if (row.state === 'published') throw conflict(wentOut);
  const content = await checkedContent(ctx, input);
  await ctx.db.transaction(async (tx) => {
    if (!(await updateOpenDraft(tx, ctx.viewer.id, draftId, content))) throw conflict(wentOut);
    const sameTime = row.scheduledAt?.getTime() === content.scheduledAt?.getTime();
    if (!sameTime) await queuePublishing(ctx, tx, draftId, content.scheduledAt);
  });
  return getDraft(ctx, draftId);
}

/** Cancels a scheduled post: it goes back to the drafts, kept; 409 once it went out. */
export async function cancelSchedule(ctx: Context, draftId: string): Promise<Draft> {
  const row = await ownDraft(ctx, draftId);
  if (row.state === 'published' || !(await unscheduleDraft(ctx.db, ctx.viewer.id, draftId)))
    throw conflict(wentOut);
  return getDraft(ctx, draftId);
}

export async function deleteDraft(ctx: Context, draftId: string): Promise<void> {
  const row = await ownDraft(ctx, draftId);
  if (row.state === 'published' || !(await deleteOpenDraft(ctx.db, ctx.viewer.id, draftId)))
    throw conflict(wentOut);
}

/**
 * Publishes a draft as a post by the one path of every post; the guarded move to 'published' in
 * the same transaction makes it happen once. `scheduledAt`: the job's time (null: "Post now").
 * Returns the post's id, or null when another run published it (or its time changed).
 */
async function publish(
  ctx: Context,
  row: DraftRow,
  scheduledAt: Date | null,
): Promise<string | null> {
  const request = draftPostRequest({
    ...row,
    imageKeys: row.images.map((image) => image.key),
    communityId: row.communityId ?? undefined,
  });
  const prepared = await preparePost(ctx, request);
  // What holds a post written now holds one going out from a draft or a schedule (issue 37).
  const held = await holdReasonFor(ctx, {
    kind: 'post',
    body: prepared.value.body,
    communityId: prepared.value.communityId ?? null,
  });
  return await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await claimForPublishing(tx, row.id, ctx.viewer.id, scheduledAt))) return null;
    const postId = await writePost(ctx, tx, prepared, held);
    await setPublishedPost(tx, row.id, postId);
    // The job's run (not "Post now"): the author is told it went out, once, with the post.
    if (scheduledAt)
      await ctx.events.publish(tx, 'post.schedule-settled', {
        draftId: row.id,
        authorId: row.authorId,
        postId,
      });
    return postId;
  });
}

/** "Post now" from the drafts: the post, at once; 409 when it went out already. */
export async function publishDraft(ctx: Context, draftId: string): Promise<Post> {
  const row = await ownDraft(ctx, draftId);
  if (row.state === 'published') throw conflict(wentOut);
  const postId = await publish(ctx, row, null);
  if (!postId) throw conflict(wentOut);
  return getPost(ctx, postId);
}

/** The author, as the job acts for them (it has no request; only the id is read on this path). */
function actingFor(platform: Platform, authorId: string): Context {
  return {
    ...platform,
    viewer: {
      id: authorId,
      email: '',
      emailVerified: true,
      twoFactorEnabled: false,
      sessionId: '',
    },
  };
}

/**
 * The job `posts.publish-scheduled`: publishes the draft if it is still scheduled for this time. A
 * post the rules now refuse (its author left the community, a photo is gone) goes back to the drafts,
 * marked, instead of being retried for nothing; anything else is retried by the queue.
 */
export async function publishScheduledJob(
  platform: Platform,
  job: { draftId: string; scheduledAt: string },
): Promise<void> {
  const row = await findDraftAnyone(platform.db, job.draftId);
  const at = new Date(job.scheduledAt);
  if (row?.state !== 'scheduled' || row.scheduledAt?.getTime() !== at.getTime()) return;
  const ctx = actingFor(platform, row.authorId);
  if (!canTouchDraft(ctx.viewer, row)) throw forbidden(missing);
  try {
    await publish(ctx, row, at);
  } catch (error) {
    const refused =
      error instanceof ZodError || (error instanceof AppError && error.statusCode < 500);
    if (!refused) throw error;
    platform.log.warn({ draftId: row.id, err: error }, 'a scheduled post could not go out');
    await platform.events.transaction(platform.db, async (tx) => {
      if (await markPublishFailed(tx, row.id, at))
        await platform.events.publish(tx, 'post.schedule-settled', {
          draftId: row.id,
          authorId: row.authorId,
          postId: null,
        });
    });
  }
}

/** Tells the author how their scheduled post's time went (a durable effect of the job's run). */
export async function tellAuthorOfSchedule(
  platform: Platform,
  settled: { draftId: string; authorId: string; postId: string | null },
): Promise<void> {
  await notifyFromSite(
    platform,
    settled.postId
      ? {
          type: 'scheduled_post_published',
          recipientId: settled.authorId,
          postId: settled.postId,
          draftId: settled.draftId,
        }
      : { type: 'scheduled_post_failed', recipientId: settled.authorId, draftId: settled.draftId },
  );
}
