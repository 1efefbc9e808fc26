import type { Audience, CreatePost, Post, UpdatePost } from '@aebro/shared/posts';
import { createPostSchema, updatePostSchema } from '@aebro/shared/posts';
import type { StoredImage } from '../../db/schema/posts';
import type { Context, Platform } from '../../platform/context';
import type { Transaction } from '../../platform/db/client';
import { badRequest, forbidden, notFound, slowMode } from '../../platform/errors';
import { canPostInCommunity } from '../communities/communities.policy';
import { communityAccess } from '../communities/communities.service';
import { claimImages } from '../media/media.service';
import { requireWithinCaps } from '../safety/trust.service';
import { holdReasonFor } from '../safety/holds.service';
import { toPosts } from './post-view';
import { fanOutSmall } from './timeline.service';
import { isAdmin } from '../safety/safety.service';
import { canChangePost, canDeletePost, canLockComments } from './posts.policy';
import {
  deletePostRow,
  findPostAnyone,
  findReadableMarkedPost,
  findReadablePost,
  insertPost,
  lastCommunityPostAt,
  type PostRow,
  setCommentsLocked,
} from './posts.repository';
import { editPostRow } from './post-history.repository';
import { holdPost } from './held.repository';
import { createPollWithPost } from './polls.service';
import './posts.events';

const missing = 'This post does not exist or is not visible to you.';

/** A post the viewer may read (db/read-rules/post-visibility.ts); anything else does not exist for them. */
export async function readablePost(ctx: Context, postId: string): Promise<PostRow> {
  const row = await findReadablePost(ctx.db, ctx.viewer.id, postId);
  if (!row) throw notFound(missing);
  return row;
}

/** Members post in their community; anyone else is refused (a community they cannot see is missing). */
export async function requirePostingRight(
  ctx: Context,
  communityId: string | undefined,
): Promise<void> {
  if (!communityId) return;
  const community = await communityAccess(ctx, ctx.viewer.id, communityId);
  if (!community || !community.canSeeContent) throw notFound('This community does not exist.');
  if (!canPostInCommunity({ viewerRole: community.role }))
    throw forbidden('Join this community to post in it.');
}

/** A post request checked for its author: the shared rules, the right to post there, their photos. */
export async function preparePost(
  ctx: Context,
  input: CreatePost,
): Promise<{ value: ReturnType<typeof createPostSchema.parse>; images: StoredImage[] }> {
  const value = createPostSchema.parse(input);
  await requirePostingRight(ctx, value.communityId);
  return { value, images: await claimImages(ctx, value.imageKeys) };
}

/**
 * Writes a prepared post and its effects (poll, timelines, `post.created`) in the caller's
 * transaction: the one path of a post written now and of a scheduled one going out (drafts.service).
 */
export async function writePost(
  ctx: Context,
  tx: Transaction,
  { value, images }: Awaited<ReturnType<typeof preparePost>>,
  holdReason: Awaited<ReturnType<typeof holdReasonFor>> = null,
): Promise<string> {
  const held = holdReason !== null;
  const communityId = value.communityId ?? null;
  const postId = await insertPost(tx, {
    authorId: ctx.viewer.id,
    body: value.body,
    images,
    audience: value.audience,
    communityId,
    heldAt: held ? new Date() : null,
    holdReason,
  });
  if (value.poll) await createPollWithPost(ctx, tx, postId, value.poll);
  // A held post reaches nobody yet: it goes out (timelines, live feeds) when an admin approves it.
  if (held) return postId;
  await publishPost(ctx, tx, {
    postId,
    authorId: ctx.viewer.id,
    audience: value.audience,
    communityId,
  });
  return postId;
}

/**
 * Issue 37: a community in slow mode takes one post per member every N seconds (its admins are
 * exempt). Only posts written now wait; a scheduled post goes out at its time.
 */
async function requireSlowModeWait(ctx: Context, communityId: string | undefined): Promise<void> {
  if (!communityId) return;
  const community = await communityAccess(ctx, ctx.viewer.id, communityId);
  if (!community || community.slowModeSeconds === 0 || community.role !== 'member') return;
  const last = await lastCommunityPostAt(ctx.db, ctx.viewer.id, communityId);
  if (!last) return;
  const left = community.slowModeSeconds - (Date.now() - last.getTime()) / 1000;
  if (left > 0) throw slowMode(left);
}

/** A post's going out: its followers' or members' timelines and the live `post.created`. */
export async function publishPost(
  ctx: Platform,
  tx: Transaction,
  post: { postId: string; authorId: string; audience: Audience; communityId: string | null },
): Promise<void> {
  // A large audience's timelines are written in the background, so posting stays quick.
  const fannedOut = await fanOutSmall(ctx, tx, post.postId);
  if (!fannedOut) await ctx.jobs.enqueue(tx, 'feed.fan-out', { postId: post.postId });
  await ctx.events.publish(tx, 'post.created', { ...post, fannedOut });
}

export async function createPost(ctx: Context, input: CreatePost): Promise<Post> {
  await requireSlowModeWait(ctx, createPostSchema.parse(input).communityId);
  const prepared = await preparePost(ctx, input);
  await requireWithinCaps(ctx, { kind: 'posts', text: prepared.value.body });
  const { body, communityId = null } = prepared.value;
  const held = await holdReasonFor(ctx, { kind: 'post', body, communityId });
  const id = await ctx.events.transaction(ctx.db, (tx) => writePost(ctx, tx, prepared, held));
  return getPost(ctx, id);
}

/** A post as the viewer sees it: one statement (its row carries their marks), plus its poll if any. */
export async function getPost(ctx: Context, postId: string): Promise<Post> {
  const row = await findReadableMarkedPost(ctx.db, ctx.viewer.id, postId);
  if (!row) throw notFound(missing);
  const [post] = await toPosts(ctx, ctx.viewer.id, [row]);
  if (!post) throw notFound(missing);
  return post;
}

async function requireOwnPost(ctx: Context, postId: string): Promise<PostRow> {
  const row = await readablePost(ctx, postId);
  if (!canChangePost(ctx.viewer, row)) throw forbidden('Only the author can change this post.');
  return row;
}

export async function updatePost(ctx: Context, postId: string, input: UpdatePost): Promise<Post> {
  const value = updatePostSchema.parse(input);
  const before = await requireOwnPost(ctx, postId);
  if (value.audience && before.audience === 'community')
    throw badRequest('A community post stays in its community.');
  // What holds a new post (a hold word, a blocked domain, a new account's link) holds an edit too (issue 37).
  const hold =
    before.heldAt === null && value.body !== undefined
      ? await holdReasonFor(ctx, {
          kind: 'post',
          body: value.body,
          communityId: before.communityId,
        })
      : null;
  // The version it replaces is kept, and commenters are told, in the edit's own transaction.
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (await editPostRow(tx, ctx.viewer.id, postId, value))
      await ctx.events.publish(tx, 'post.edited', { postId, authorId: ctx.viewer.id });
    if (hold) await holdPost(tx, postId, hold);
  });
  // Narrowing the audience (or holding it) must take the post from sockets that may no longer read it.
  if (hold || (value.audience && value.audience !== before.audience))
    ctx.events.emit('posts.access-changed', { postIds: [postId] });
  return getPost(ctx, postId);
}

/** Whether the viewer is an admin of the community a post was written in (false for other posts). */
export async function runsPostCommunity(
  ctx: Context,
  post: Pick<PostRow, 'communityId'>,
): Promise<boolean> {
  if (!post.communityId) return false;
  return (await communityAccess(ctx, ctx.viewer.id, post.communityId))?.role === 'admin';
}

/**
 * Issue 37: locks (or unlocks) a post's comments: its author, an admin of its community, or a site
 * admin. Comments already there stay; nobody may add one while it is locked.
 */
export async function lockComments(ctx: Context, postId: string, locked: boolean): Promise<Post> {
  const post = await readablePost(ctx, postId);
  const viewerIsCommunityAdmin = await runsPostCommunity(ctx, post);
  const may =
    canLockComments(ctx.viewer, { authorId: post.authorId, viewerIsCommunityAdmin }) ||
    canLockComments(ctx.viewer, {
      authorId: post.authorId,
      viewerIsSiteAdmin: await isAdmin(ctx, ctx.viewer),
    });
  if (!may)
    throw forbidden("Only the post's author or the community's admins can lock its comments.");
  if (post.commentsLocked !== locked) {
    await ctx.events.transaction(ctx.db, async (tx) => {
      await setCommentsLocked(tx, postId, locked);
      if (post.authorId !== ctx.viewer.id && post.communityId && viewerIsCommunityAdmin)
        await ctx.events.publish(tx, 'moderation.community-action', {
          actorId: ctx.viewer.id,
          communityId: post.communityId,
          action: locked ? 'lock_comments' : 'unlock_comments',
          targetKind: 'post',
          targetId: postId,
          targetUserId: post.authorId,
        });
    });
  }
  return getPost(ctx, postId);
}

/** A deleted post's timeline rows go, in the background (reads skip them already: they join the post). */
async function leaveTimelines(
  ctx: Platform,
  tx: Transaction,
  post: { postId: string; createdKey: string; authorId: string; communityId: string | null },
): Promise<void> {
  await ctx.jobs.enqueue(tx, 'feed.remove-post', {
    postId: post.postId,
    createdKey: post.createdKey,
    authorId: post.authorId,
    communityId: post.communityId,
  });
}

/** The author deletes their post; an admin of its community may remove any post in it. */
export async function deletePost(ctx: Context, postId: string): Promise<void> {
  const post = await readablePost(ctx, postId);
  const moderation = {
    authorId: post.authorId,
    viewerIsCommunityAdmin: await runsPostCommunity(ctx, post),
  };
  if (!canDeletePost(ctx.viewer, moderation))
    throw forbidden('Only the author can delete this post.');
  await ctx.events.transaction(ctx.db, async (tx) => {
    await deletePostRow(tx, post.authorId, postId);
    await leaveTimelines(ctx, tx, { ...post, postId });
    if (post.authorId !== ctx.viewer.id && post.communityId)
      await ctx.events.publish(tx, 'moderation.community-action', {
        actorId: ctx.viewer.id,
        communityId: post.communityId,
        action: 'remove_post',
        targetKind: 'post',
        targetId: postId,
        targetUserId: post.authorId,
        excerpt: post.body.slice(0, 500),
      });
  });
  ctx.events.emit('posts.access-changed', { postIds: [postId] });
}

/** A post as moderators see it (whoever may read it), for reports; null when it is gone. */
export async function postForModeration(
  ctx: Platform,
  postId: string,
): Promise<{
  authorId: string;
  body: string;
  images: string[];
  communityId: string | null;
  /** Held for review (issue 37). */
  held: boolean;
} | null> {
  const row = await findPostAnyone(ctx.db, postId);
  return row
    ? {
        held: row.heldAt !== null,
        authorId: row.authorId,
        body: row.body,
        images: row.images.map((image) => image.url),
        communityId: row.communityId,
      }
    : null;
}

/** A site admin removes a post (after a report); false when it was gone already. */
export async function removePostByModerator(ctx: Platform, postId: string): Promise<boolean> {
  const row = await findPostAnyone(ctx.db, postId);
  if (!row) return false;
  await ctx.db.transaction(async (tx) => {
    await deletePostRow(tx, row.authorId, postId);
    await leaveTimelines(ctx, tx, { ...row, postId });
  });
  ctx.events.emit('posts.access-changed', { postIds: [postId] });
  return true;
}
