import type { Context, Platform, Viewer } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { hidesNotification, isSiteAdmin } from './safety.policy';
import {
  clearRestrictionRow,
  restrictionOf,
  setRestrictionRow,
  type RestrictionRow,
} from './restrictions.repository';
import { isAdminRow, setAdminRow, userIdByEmail } from './site-admins.repository';
import { blockedEitherWay, blockedIdsOf, mutedIdsOf, relationExists } from './relations.repository';
import './safety.events';

/*
 * What other areas ask (their policies and services call these). The member's own blocks and mutes
 * are in the relations service; reports and verification requests are the admin area's.
 */

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
  return hidesNotification({ blocked, mutedByRecipient: muted });
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
/** A suspension or ban in force (sign-in asks this before it makes a session). */
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

/**
 * Suspends or bans a member (the admin area decides; the caller's transaction also tells them).
 * `until` null is for good.
 */
export async function setRestriction(
  db: Executor,
  userId: string,
  restriction: RestrictionRow,
): Promise<void> {
  await setRestrictionRow(db, userId, restriction);
}

/** Lifts a suspension or ban: false when there was none. */
export async function clearRestriction(db: Executor, userId: string): Promise<boolean> {
  return await clearRestrictionRow(db, userId);
}

/**
 * Grants or revokes site admin by address (`npm run admin`, through the admin area, which logs
 * it): null when no account has the address, else whether anything changed.
 */
export async function setSiteAdminRow(
  ctx: Pick<Platform, 'db'>,
  email: string,
  admin: boolean,
): Promise<{ userId: string; changed: boolean } | null> {
  const userId = await userIdByEmail(ctx.db, email);
  if (!userId) return null;
  return { userId, changed: await setAdminRow(ctx.db, userId, admin) };
}
