import {
  createBoostSchema,
  type BoostablePost,
  type Boost,
  type CheckoutStarted,
  type CreateBoost,
} from '@aebro/shared/payments';
import type { Context, Platform } from '../../platform/context';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import { myPublicPosts } from '../posts/feed.service';
import { readablePost } from '../posts/posts.service';
import {
  addImpressions,
  endBoostRow,
  insertBoost,
  latestBoostsOf,
  openBoostOf,
  servableBoosts,
  type BoostRow,
} from './boosts.repository';
import { boostsMayRun } from './boosts-running';
import { canBoostPost } from './payments.policy';
import { shortTitle, startCheckout } from './payments.service';
import './payments.events';

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: string }).code === '23505') return true;
  return false;
}

function toBoost(row: BoostRow): Boost {
  const open = row.paymentStatus === 'pending' && row.paymentExpiresAt.getTime() > Date.now();
  return {
    id: row.id,
    postId: row.postId,
    paymentId: row.paymentId,
    days: row.days,
    status: row.status,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    impressions: row.impressions,
    checkoutUrl: row.status === 'pending' && open ? row.checkoutUrl : null,
  };
}

const alreadyBoosted = 'This post is already boosted. You can boost it again when its boost ends.';

/**
 * Boosts one of my public posts for 1, 3 or 7 days: a pending boost holds the post's slot while
 * its checkout is open (a new checkout replaces an unpaid one); the payment starts it.
 */
export async function startBoost(ctx: Context, input: CreateBoost): Promise<CheckoutStarted> {
  const { postId, days } = createBoostSchema.parse(input);
  const post = await readablePost(ctx, postId);
  const may = canBoostPost(ctx.viewer, post);
  if (may === 'not-author') throw forbidden('Only its author can boost a post.');
  if (may === 'not-public')
    throw badRequest('Only public posts of a public profile can be boosted.');
  const open = await openBoostOf(ctx.db, postId);
  if (open?.status === 'active') throw conflict(alreadyBoosted);
  // A boost still waiting for its payment is replaced: startCheckout supersedes its checkout.
  const excerpt = shortTitle(post.body, 60);
  try {
    return await startCheckout(
      ctx,
      {
        kind: 'post_boost',
        referenceId: postId,
        details: { days, ...(excerpt ? { excerpt } : {}) },
        description: `Boost a post on Aebro for ${days} ${days === 1 ? 'day' : 'days'}${excerpt ? `: "${excerpt}"` : ''}`,
        amount: ctx.config.prices.boost[days],
        returnPath: '/boost-posts',
      },
      async (tx, paymentId) => {
        await insertBoost(tx, { postId, userId: ctx.viewer.id, paymentId, days });
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(alreadyBoosted);
    throw error;
  }
}

/** My public posts, each with its latest boost and that boost's reach. */
export async function boostablePosts(
  ctx: Context,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: BoostablePost[]; nextCursor: string | null }> {
  const page = await myPublicPosts(ctx, query);
  const boosts = await latestBoostsOf(
    ctx.db,
    page.items.map((post) => post.id),
  );
  return {
    items: page.items.map((post) => {
      const boost = boosts.get(post.id);
      return { post, boost: boost ? toBoost(boost) : null };
    }),
    nextCursor: page.nextCursor,
  };
}

/**
 * What a page of a feed holds of boosts, for this viewer: which of its own posts run a boost they
 * may be shown (marked "Boosted"), and up to `slots` other boosted posts to put between them (the
 * feed checks that each may be read by anyone and places them).
 */
export async function boostsForFeed(
  ctx: Context,
  pagePostIds: readonly string[],
  slots: number,
): Promise<{ marked: Map<string, string>; extra: Array<{ id: string; postId: string }> }> {
  if (!(await boostsMayRun(ctx.db))) return { marked: new Map(), extra: [] };
  const [marked, extra] = await Promise.all([
    servableBoosts(ctx.db, ctx.viewer.id, {
      onlyPostIds: pagePostIds,
      limit: pagePostIds.length,
    }),
    // A few more than the slots: some may no longer be readable by everyone.
    servableBoosts(ctx.db, ctx.viewer.id, { exceptPostIds: pagePostIds, limit: slots * 3 }),
  ]);
  return { marked: new Map(marked.map((boost) => [boost.postId, boost.id])), extra };
}

/**
 * Counts each boost served towards its reach, as part of the read that serves it: an answered page
 * has counted its boosts (one statement, only on the rare pages that hold one).
 */
export async function countServed(ctx: Context, boostIds: readonly string[]): Promise<void> {
  if (boostIds.length > 0) await addImpressions(ctx.db, boostIds);
}

/** The boost-end job. */
export async function endBoost(platform: Platform, boostId: string): Promise<void> {
  await endBoostRow(platform.db, { id: boostId });
}
