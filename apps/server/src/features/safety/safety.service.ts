import type { Page } from '@aebro/shared/connections';
import type {
  BlockedPerson,
  MyReport,
  MyVerification,
  ReportInput,
  SafetyRelation,
} from '@aebro/shared/safety';
import { reportInputSchema } from '@aebro/shared/safety';
import type { Context, Platform, Viewer } from '../../platform/context';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { removeFollowsBetween } from '../connections/connections.service';
import { viewedCommunity } from '../communities/communities.service';
import { describePeople } from '../people/people.service';
import { commentForModeration } from '../posts/engagement.service';
import { postForModeration } from '../posts/posts.service';
import { profileRow } from '../profiles/profiles.service';
import { canAskForVerification, canBlock, isSiteAdmin } from './safety.policy';
import { isAdminRow, userIdByEmail } from './admin.repository';
import {
  blockedEitherWay,
  blockedIdsOf,
  deleteRelation,
  insertRelation,
  mutedIdsOf,
  relationExists,
  relationRows,
  type Relation,
} from './relations.repository';
import { insertReport, myReportRows } from './reports.repository';
import { restrictionOf, type RestrictionRow } from './restrictions.repository';
import { insertVerificationRequest, latestVerificationOf } from './verification.repository';
import './safety.events';

// ---------- What other areas ask (their policies and services call these) ----------

/** Whether either of the two blocked the other. */
export async function isBlockedBetween(ctx: Platform, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  return await blockedEitherWay(ctx.db, a, b);
}

/** Whether `blockerId` blocked `blockedId` (one direction only; the blocked person never asks this). */
export async function hasBlocked(
  ctx: Platform,
  blockerId: string,
  blockedId: string,
): Promise<boolean> {
  if (blockerId === blockedId) return false;
  return await relationExists(ctx.db, 'block', blockerId, blockedId);
}

/** Whether the viewer may see this person at all: no block either way, and not banned. */
export async function canSeePerson(ctx: Context, personId: string): Promise<boolean> {
  if (personId === ctx.viewer.id) return true;
  const [blocked, restriction] = await Promise.all([
    blockedEitherWay(ctx.db, ctx.viewer.id, personId),
    restrictionOf(ctx.db, personId),
  ]);
  return !blocked && restriction?.kind !== 'banned';
}

/** Everyone the viewer blocked or who blocked the viewer (for lists that filter in memory). */
export async function blockedIds(ctx: Platform, viewerId: string): Promise<Set<string>> {
  return new Set(await blockedIdsOf(ctx.db, viewerId));
}

/** Everyone the viewer muted. */
export async function mutedIds(ctx: Platform, viewerId: string): Promise<Set<string>> {
  return new Set(await mutedIdsOf(ctx.db, viewerId));
}

/** A notification from `actorId` to `recipientId` is dropped: blocked either way, or muted by the recipient. */
export async function silencedBetween(
  ctx: Platform,
  recipientId: string,
  actorId: string,
): Promise<boolean> {
  if (recipientId === actorId) return false;
  const [blocked, muted] = await Promise.all([
    blockedEitherWay(ctx.db, recipientId, actorId),
    relationExists(ctx.db, 'mute', recipientId, actorId),
  ]);
  return blocked || muted;
}

/** Whether this person is a site admin (a granted row, or their address in ADMIN_EMAILS). */
export async function isAdmin(
  ctx: Platform,
  viewer: Pick<Viewer, 'id' | 'email' | 'emailVerified'>,
): Promise<boolean> {
  return isSiteAdmin(viewer, {
    granted: await isAdminRow(ctx.db, viewer.id),
    adminEmails: ctx.config.adminEmails,
  });
}

/** A suspension or ban in force, by address (sign-in asks this before taking a password). */
export async function restrictionByEmail(
  ctx: Platform,
  email: string,
): Promise<RestrictionRow | null> {
  const userId = await userIdByEmail(ctx.db, email);
  return userId ? await restrictionOf(ctx.db, userId) : null;
}

/** A suspension or ban in force, by user (the two-step sign-in step asks this). */
export async function restrictionOfUser(
  ctx: Platform,
  userId: string,
): Promise<RestrictionRow | null> {
  return await restrictionOf(ctx.db, userId);
}

/** The answer sign-in gives a suspended or banned member: what happened and until when. */
export function restrictionError(restriction: RestrictionRow): AppError {
  if (restriction.kind === 'banned' || !restriction.until)
    return new AppError(
      'ACCOUNT_BANNED',
      403,
      'This account has been closed for breaking the community rules.',
    );
  return new AppError(
    'ACCOUNT_SUSPENDED',
    403,
    `This account is suspended until ${restriction.until.toISOString()}.`,
  );
}

// ---------- Block and mute ----------

async function requirePerson(ctx: Context, targetId: string): Promise<void> {
  if (!canBlock(ctx.viewer, targetId)) throw badRequest('You cannot do this to yourself.');
  if (!(await profileRow(ctx, targetId))) throw notFound('This person does not exist.');
}

async function relationWith(ctx: Context, targetId: string): Promise<SafetyRelation> {
  const [blocked, muted] = await Promise.all([
    relationExists(ctx.db, 'block', ctx.viewer.id, targetId),
    relationExists(ctx.db, 'mute', ctx.viewer.id, targetId),
  ]);
  return { blocked, muted };
}

/** Whether I blocked or muted this person (for the menus). */
export async function getRelation(ctx: Context, targetId: string): Promise<SafetyRelation> {
  if (ctx.viewer.id === targetId) return { blocked: false, muted: false };
  return await relationWith(ctx, targetId);
}

/**
 * Blocks someone: follows both ways (and requests) end, and from now on neither sees the other
 * anywhere. The blocked person is not told. Reporting them stays possible.
 */
export async function block(ctx: Context, targetId: string): Promise<SafetyRelation> {
  await requirePerson(ctx, targetId);
  const added = await ctx.db.transaction((tx) =>
    insertRelation(tx, 'block', ctx.viewer.id, targetId),
  );
  await removeFollowsBetween(ctx, ctx.viewer.id, targetId);
  if (added) ctx.events.emit('safety.blocked', { blockerId: ctx.viewer.id, blockedId: targetId });
  return await relationWith(ctx, targetId);
}

export async function unblock(ctx: Context, targetId: string): Promise<SafetyRelation> {
  await requirePerson(ctx, targetId);
  if (await deleteRelation(ctx.db, 'block', ctx.viewer.id, targetId))
    ctx.events.emit('safety.unblocked', { blockerId: ctx.viewer.id, blockedId: targetId });
  return await relationWith(ctx, targetId);
}

export async function mute(ctx: Context, targetId: string): Promise<SafetyRelation> {
  await requirePerson(ctx, targetId);
  await insertRelation(ctx.db, 'mute', ctx.viewer.id, targetId);
  return await relationWith(ctx, targetId);
}

export async function unmute(ctx: Context, targetId: string): Promise<SafetyRelation> {
  await requirePerson(ctx, targetId);
  await deleteRelation(ctx.db, 'mute', ctx.viewer.id, targetId);
  return await relationWith(ctx, targetId);
}

/** The people I blocked (or muted), most recent first: Settings → Privacy. */
export async function listRelations(
  ctx: Context,
  kind: Relation,
  page: { cursor?: string | undefined; limit: number },
): Promise<Page<BlockedPerson>> {
  const cursor = decodeCursor(page.cursor, 'timestamp');
  const rows = await relationRows(ctx.db, kind, ctx.viewer.id, cursor, page.limit);
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({ key: row.key, id: row.id }));
  const people = await describePeople(
    ctx,
    items.map(({ key: _, since: __, ...row }) => row),
  );
  return {
    items: people.map((person, index) => ({
      person,
      since: items[index]?.since.toISOString() ?? '',
    })),
    nextCursor,
  };
}

// ---------- Reports ----------

interface ReportTarget {
  targetUserId: string | null;
  snapshot: Record<string, unknown>;
}

/**
 * What is reported, as it is now (kept with the report, for context even after a removal). The
 * reporter must be able to see it, or be separated from its author by a block (reporting stays
 * possible after blocking).
 */
async function reportTarget(
  ctx: Context,
  kind: ReportInput['kind'],
  targetId: string,
): Promise<ReportTarget> {
  const missing = notFound('What you are reporting does not exist.');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  switch (kind) {
    case 'post': {
      const post = uuid.test(targetId) ? await postForModeration(ctx, targetId) : null;
      if (!post) throw missing;
      return {
        targetUserId: post.authorId,
        snapshot: { text: post.body, images: post.images, link: `/post/${targetId}` },
      };
    }
    case 'comment': {
      const comment = uuid.test(targetId) ? await commentForModeration(ctx, targetId) : null;
      if (!comment) throw missing;
      return {
        targetUserId: comment.authorId,
        snapshot: { text: comment.body, images: [], link: `/post/${comment.postId}` },
      };
    }
    case 'profile': {
      const profile = await profileRow(ctx, targetId);
      if (!profile || targetId === ctx.viewer.id) throw missing;
      return {
        targetUserId: profile.id,
        snapshot: {
          text: [
            profile.fullName ?? profile.businessName ?? '',
            `@${profile.username}`,
            profile.bio ?? '',
          ]
            .filter(Boolean)
            .join('\n'),
          images: profile.avatarUrl ? [profile.avatarUrl] : [],
          link: `/profile/${profile.id}`,
        },
      };
    }
    case 'community': {
      if (!uuid.test(targetId)) throw missing;
      const community = await viewedCommunity(ctx, targetId);
      return {
        targetUserId: null,
        snapshot: {
          text: `${community.name}\n${community.description}`,
          images: community.iconUrl ? [community.iconUrl] : [],
          link: `/communities/${targetId}`,
        },
      };
    }
    case 'message':
    case 'event':
    case 'service':
    case 'review':
      // Their areas are not here yet: the report keeps the kind and id for the admins.
      return { targetUserId: null, snapshot: { text: '', images: [], link: null } };
  }
}

/** Reports something to the site admins; the reporter hears the outcome later. */
export async function report(ctx: Context, input: ReportInput): Promise<{ id: string }> {
  const parsed = reportInputSchema.parse(input);
  if (parsed.kind !== 'profile' && parsed.attachedPostIds.length > 0)
    throw badRequest('Posts can be attached only to a report of a profile.');
  const target = await reportTarget(ctx, parsed.kind, parsed.targetId);
  const attached: string[] = [];
  for (const postId of parsed.attachedPostIds) {
    const post = await postForModeration(ctx, postId);
    if (post && post.authorId === target.targetUserId) attached.push(postId);
  }
  const id = await insertReport(ctx.db, {
    reporterId: ctx.viewer.id,
    targetKind: parsed.kind,
    targetId: parsed.targetId,
    targetUserId: target.targetUserId,
    category: parsed.category,
    details: parsed.details,
    attachedPostIds: attached,
    snapshot: target.snapshot,
  });
  return { id };
}

/** My reports and what came of them, newest first. */
export async function myReports(
  ctx: Context,
  page: { cursor?: string | undefined; limit: number },
): Promise<Page<MyReport>> {
  const cursor = decodeCursor(page.cursor, 'timestamp');
  const rows = await myReportRows(ctx.db, ctx.viewer.id, cursor, page.limit);
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({ key: row.key, id: row.id }));
  return {
    items: items.map((row) => ({
      id: row.id,
      kind: row.targetKind,
      targetId: row.targetId,
      category: row.category,
      status: row.status,
      outcome: row.outcome,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    })),
    nextCursor,
  };
}

// ---------- Business verification (the business's side) ----------

export async function myVerification(ctx: Context): Promise<MyVerification> {
  const [profile, latest] = await Promise.all([
    profileRow(ctx, ctx.viewer.id),
    latestVerificationOf(ctx.db, ctx.viewer.id),
  ]);
  if (!profile) throw notFound('This profile does not exist.');
  return {
    status: profile.isVerified ? 'approved' : (latest?.status ?? 'none'),
    reason: latest?.status === 'declined' ? latest.reason : null,
    isVerified: profile.isVerified,
  };
}

/** A business asks for the verified badge; one request waits at a time. */
export async function requestVerification(ctx: Context, details: string): Promise<MyVerification> {
  const profile = await profileRow(ctx, ctx.viewer.id);
  if (!profile) throw notFound('This profile does not exist.');
  if (!canAskForVerification(profile))
    throw badRequest('Only a business without the badge can ask for verification.');
  const latest = await latestVerificationOf(ctx.db, ctx.viewer.id);
  if (latest?.status === 'pending') throw conflict('Your request is waiting for an answer.');
  await insertVerificationRequest(ctx.db, ctx.viewer.id, details);
  return await myVerification(ctx);
}
