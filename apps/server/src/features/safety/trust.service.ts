import {
  countMentions,
  hasLink,
  type MyTrust,
  type TrustCap,
  type TrustLevel,
} from '@aebro/shared/trust';
import type { Context, Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { profileRow } from '../profiles/profiles.service';
import {
  capWindowMs,
  earnedLevel,
  effectiveLevel,
  holdsLinkPost,
  isCapped,
  nextLevel,
  overCap,
} from './trust.policy';
import {
  capUsage,
  fewerMembersThan,
  postCount,
  raiseEarnedLevels,
  restoreLevel,
  raiseLevel,
  setManualLevel,
  storedTrust,
  textsSince,
  trustFacts,
  type CapUsage,
} from './trust.repository';

/*
 * Issue 37, trust levels (docs/decisions/trust-levels.md). Posts, comments and messages call
 * `requireWithinCaps` before they write; the admin area sets a level by hand; a daily job raises
 * what was earned.
 */

export interface TrustStanding {
  level: TrustLevel;
  manual: boolean;
  bootstrap: boolean;
  verifiedBusiness: boolean;
}

/**
 * The level that counts for a member now. A `new` account that has earned more is raised at once
 * (computed on write), so its caps lift without waiting for the daily job.
 */
export async function trustStanding(ctx: Platform, userId: string): Promise<TrustStanding> {
  const [stored, bootstrap, profile] = await Promise.all([
    storedTrust(ctx.db, userId),
    fewerMembersThan(ctx.db, ctx.config.trust.bootstrapMembers),
    profileRow(ctx, userId),
  ]);
  const held = stored ?? { level: 'new' as const, manual: false };
  let earned: TrustLevel = 'new';
  if (!held.manual && held.level === 'new') {
    earned = earnedLevel(await trustFacts(ctx.db, userId), ctx.config.trust);
    if (earned !== 'new') await raiseLevel(ctx.db, userId, earned);
  }
  return {
    level: effectiveLevel(held, earned, bootstrap),
    manual: held.manual,
    bootstrap,
    verifiedBusiness: profile?.accountType === 'business' && profile.isVerified,
  };
}

const capMessages: Record<TrustCap, (limit: number) => string> = {
  posts: (limit) => `New accounts can write ${limit} posts a day.`,
  comments: (limit) => `New accounts can write ${limit} comments a day.`,
  messageRequests: (limit) =>
    `New accounts can send ${limit} message requests a day to people who do not follow them.`,
  mentions: (limit) => `New accounts can mention ${limit} people a day.`,
  burst: (limit) => `New accounts can write ${limit} times a minute.`,
};

function capError(cap: TrustCap, limit: number, resetsAt: Date): AppError {
  return new AppError(
    'TRUST_CAP_REACHED',
    429,
    `${capMessages[cap](limit)} You can do this again after ${resetsAt.toISOString()}; the limit goes away as your account earns trust.`,
    { trust: { cap, level: 'new', limit, resetsAt: resetsAt.toISOString() } },
  );
}

const day = capWindowMs('posts');

function resetsAt(usage: CapUsage, now: Date): Date {
  return new Date((usage.oldest ?? now).getTime() + day);
}

async function mentionUsage(ctx: Platform, userId: string, since: Date): Promise<CapUsage> {
  const texts = (await textsSince(ctx.db, userId, since)).filter(
    (text) => countMentions(text.body) > 0,
  );
  return {
    used: texts.reduce((sum, text) => sum + countMentions(text.body), 0),
    oldest: texts[0]?.createdAt ?? null,
  };
}

/**
 * Refuses (429 TRUST_CAP_REACHED, with the cap, its limit and when it lifts) a write that would take
 * a new account past one of its caps: the kind's daily cap, the mentions in `text`, and the
 * per-minute rate. Members, verified businesses and everyone in bootstrap mode pass.
 */
export async function requireWithinCaps(
  ctx: Context,
  write: { kind: 'posts' | 'comments' | 'messageRequests'; text?: string },
): Promise<void> {
  const standing = await trustStanding(ctx, ctx.viewer.id);
  if (!isCapped(standing.level, standing.verifiedBusiness)) return;
  const caps = ctx.config.trust.newCaps;
  const now = new Date();
  const since = new Date(now.getTime() - day);
  const usage = await capUsage(ctx.db, ctx.viewer.id, write.kind, since);
  if (overCap(usage.used, 1, caps[write.kind]))
    throw capError(write.kind, caps[write.kind], resetsAt(usage, now));
  const mentions = write.text ? countMentions(write.text) : 0;
  if (mentions > 0) {
    const used = await mentionUsage(ctx, ctx.viewer.id, since);
    if (overCap(used.used, mentions, caps.mentions))
      throw capError('mentions', caps.mentions, resetsAt(used, now));
  }
  const burstKey = `trust:burst:${ctx.viewer.id}`;
  if ((await ctx.counters.hit(burstKey, capWindowMs('burst'))) > caps.burst)
    throw capError('burst', caps.burst, new Date(now.getTime() + capWindowMs('burst')));
}

/** Whether a post the viewer is about to write is held for review (a link in a new account's first posts). */
export async function holdsForReview(ctx: Context, body: string): Promise<boolean> {
  if (!hasLink(body)) return false;
  const standing = await trustStanding(ctx, ctx.viewer.id);
  if (!isCapped(standing.level, standing.verifiedBusiness)) return false;
  return holdsLinkPost(
    standing.level,
    standing.verifiedBusiness,
    await postCount(ctx.db, ctx.viewer.id),
    ctx.config.trust,
    true,
  );
}

/** `GET /api/v1/me/trust`: my level, and what it lets me do today. */
export async function myTrust(ctx: Context): Promise<MyTrust> {
  const standing = await trustStanding(ctx, ctx.viewer.id);
  const capped = isCapped(standing.level, standing.verifiedBusiness);
  const caps = ctx.config.trust.newCaps;
  const since = new Date(Date.now() - day);
  const usage = capped
    ? await Promise.all([
        capUsage(ctx.db, ctx.viewer.id, 'posts', since),
        capUsage(ctx.db, ctx.viewer.id, 'comments', since),
        capUsage(ctx.db, ctx.viewer.id, 'messageRequests', since),
        mentionUsage(ctx, ctx.viewer.id, since),
      ])
    : null;
  return {
    level: standing.level,
    bootstrap: standing.bootstrap,
    verifiedBusiness: standing.verifiedBusiness,
    caps: usage
      ? [
          { cap: 'posts', limit: caps.posts, used: usage[0].used },
          { cap: 'comments', limit: caps.comments, used: usage[1].used },
          { cap: 'messageRequests', limit: caps.messageRequests, used: usage[2].used },
          { cap: 'mentions', limit: caps.mentions, used: usage[3].used },
        ]
      : [],
    next: standing.manual ? null : nextLevel(standing.level, ctx.config.trust),
  };
}

/** An admin sets a member's level by hand (the admin area checks who asks and logs it). */
export async function setTrustLevel(
  db: Executor,
  userId: string,
  level: TrustLevel,
  adminId: string,
): Promise<void> {
  await setManualLevel(db, userId, level, adminId);
}

/** Issue 37: an overturned limit gives the level from before back (false: it was changed since). */
export async function restoreTrustLevel(
  db: Executor,
  userId: string,
  limited: { from: TrustLevel; to: TrustLevel },
): Promise<boolean> {
  return await restoreLevel(db, userId, limited);
}

/** The daily job: raises every level that was earned. */
export async function raiseEarned(ctx: Platform): Promise<number> {
  return await raiseEarnedLevels(ctx.db, ctx.config.trust);
}
