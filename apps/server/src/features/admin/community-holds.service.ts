import type { HeldItem, HoldWord, HoldWordCreate } from '@aebro/shared/holds';
import { holdWordCreateSchema } from '@aebro/shared/holds';
import type { Context } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { managedCommunity } from '../communities/communities.service';
import { removeCommentByModerator } from '../posts/engagement.service';
import {
  approveHeldComment,
  approveHeldPost,
  heldComment,
  heldInCommunity,
  heldPostFacts,
} from '../posts/held.service';
import { postForModeration, removePostByModerator } from '../posts/posts.service';
import { addHoldWord, listHoldWords, removeHoldWord } from '../safety/holds.service';
import { logCommunityAction } from './moderation-log.service';
import { recordCommunityActionIn } from './strikes.service';

/*
 * Issue 37: a community's keyword filter (Manage → Filters) and what it holds (Manage → Held).
 * Its admins alone, only inside their community and only what their filter held: an item held
 * elsewhere, or by the site's rules, is missing for them. Site admins decide everything in /admin.
 */

export async function communityHoldWords(ctx: Context, communityId: string): Promise<HoldWord[]> {
  await managedCommunity(ctx, communityId);
  return await listHoldWords(ctx, communityId);
}

export async function addCommunityHoldWord(
  ctx: Context,
  communityId: string,
  input: HoldWordCreate,
): Promise<HoldWord> {
  await managedCommunity(ctx, communityId);
  return await addHoldWord(ctx, communityId, holdWordCreateSchema.parse(input));
}

export async function removeCommunityHoldWord(
  ctx: Context,
  communityId: string,
  wordId: string,
): Promise<void> {
  await managedCommunity(ctx, communityId);
  await removeHoldWord(ctx, communityId, wordId);
}

export async function communityHeld(ctx: Context, communityId: string): Promise<HeldItem[]> {
  await managedCommunity(ctx, communityId);
  return await heldInCommunity(ctx, communityId, 100);
}

const missing = 'Nothing like this is waiting for review in this community.';

/** The held item's writer when the community's filter held it; a 404 otherwise. */
async function heldHere(
  ctx: Context,
  communityId: string,
  kind: 'post' | 'comment',
  id: string,
): Promise<{ authorId: string; body: string }> {
  await managedCommunity(ctx, communityId);
  // Only what the community's own filter held: the site's holds are the site admins' to decide.
  if (kind === 'post') {
    const facts = await heldPostFacts(ctx, id);
    const post =
      facts?.communityId === communityId && facts.reason === 'community_word'
        ? await postForModeration(ctx, id)
        : null;
    if (!post) throw notFound(missing);
    return post;
  }
  const comment = await heldComment(ctx, id);
  if (!comment || comment.communityId !== communityId || comment.reason !== 'community_word')
    throw notFound(missing);
  return comment;
}

export async function approveCommunityHeld(
  ctx: Context,
  communityId: string,
  kind: 'post' | 'comment',
  id: string,
): Promise<void> {
  await heldHere(ctx, communityId, kind, id);
  const authorId =
    kind === 'post' ? await approveHeldPost(ctx, id) : await approveHeldComment(ctx, id);
  if (!authorId) throw notFound(missing);
  await logCommunityAction(ctx, {
    actorId: ctx.viewer.id,
    communityId,
    action: `approve_held_${kind}`,
    targetKind: kind,
    targetId: id,
    targetUserId: authorId,
  });
}

/** Removes a held item: the writer's strike in the community's name, as a removal after a report. */
export async function removeCommunityHeld(
  ctx: Context,
  communityId: string,
  kind: 'post' | 'comment',
  id: string,
  input: { reason: string },
): Promise<void> {
  const held = await heldHere(ctx, communityId, kind, id);
  const removed =
    kind === 'post'
      ? await removePostByModerator(ctx, id)
      : await removeCommentByModerator(ctx, id);
  if (!removed) throw notFound(missing);
  await ctx.events.transaction(ctx.db, (tx) =>
    recordCommunityActionIn(ctx, tx, {
      actorId: ctx.viewer.id,
      communityId,
      action: kind === 'post' ? 'remove_post' : 'remove_comment',
      targetKind: kind,
      targetId: id,
      targetUserId: held.authorId,
      reason: input.reason,
      excerpt: held.body.slice(0, 500),
    }),
  );
}
