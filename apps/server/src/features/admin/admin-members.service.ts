import type { AdminPerson } from '@aebro/shared/safety';
import { isDeletedMember } from '@aebro/shared/display-name';
import type { Context, Platform } from '../../platform/context';
import type { Transaction } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { endAllSessions, resetTwoFactor as clearTwoStep } from '../auth/auth.service';
import { adminPeopleByIds, adminPeopleRows, type AdminPersonRow } from './admin-members.repository';
import { offsetOf, page } from '../../platform/offset-paging';
import { tell } from '../safety/moderation-email.service';
import { clearRestriction, setRestriction } from '../safety/safety.service';
import { setTrustLevel } from '../safety/trust.service';
import { trustRank, type SetTrustLevel } from '@aebro/shared/trust';
import { log } from './moderation-log.service';
import { recordStrike } from './strikes.service';

export function toAdminPerson(row: AdminPersonRow): AdminPerson {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled,
    accountType: row.accountType,
    businessName: row.businessName,
    isVerified: row.isVerified,
    isAdmin: row.isAdmin,
    status: isDeletedMember(row) ? 'deleted' : (row.restriction ?? 'active'),
    until: row.until?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    trustLevel: row.trustLevel,
    trustLevelManual: row.trustLevelManual,
  };
}

async function person(ctx: Platform, userId: string): Promise<AdminPersonRow> {
  const [row] = await adminPeopleByIds(ctx.db, [userId]);
  if (!row) throw notFound('This person does not exist.');
  return row;
}

/** A person an admin may act on: not a deleted account (whose hidden leftovers must stay hidden). */
async function livePerson(ctx: Platform, userId: string): Promise<AdminPersonRow> {
  const row = await person(ctx, userId);
  if (isDeletedMember(row)) throw conflict('This account was deleted: there is nothing to change.');
  return row;
}

export async function listUsers(
  ctx: Context,
  query: { q: string; cursor?: string | undefined; limit: number },
): Promise<{ items: AdminPerson[]; nextCursor: string | null }> {
  const offset = offsetOf(query.cursor);
  const rows = page(
    await adminPeopleRows(ctx.db, query.q, offset, query.limit),
    offset,
    query.limit,
  );
  return { items: rows.items.map(toAdminPerson), nextCursor: rows.nextCursor };
}

/** When a suspension of some days ends. */
export function suspensionEnd(days: number): Date {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000);
}

/**
 * Suspends (until a date) or bans in the caller's transaction, which also writes the strike that
 * tells the person why; `endRestricted` afterwards ends their sessions. False for a deleted account:
 * it stays banned for good, and a report about its leftovers changes nothing.
 */
export async function restrictIn(
  ctx: Context,
  tx: Transaction,
  userId: string,
  kind: 'suspended' | 'banned',
  until: Date | null,
  reason: string,
): Promise<boolean> {
  if (userId === ctx.viewer.id) throw badRequest('You cannot suspend or ban yourself.');
  const [row] = await adminPeopleByIds(tx, [userId]);
  if (!row || isDeletedMember(row)) return false;
  await setRestriction(tx, userId, { kind, until, reason });
  return true;
}

/** After a suspension or ban commits: the person's sessions and sockets end at once. */
export async function endRestricted(ctx: Context, userId: string): Promise<void> {
  await endAllSessions(ctx, userId);
  ctx.events.emit('moderation.account-restricted', { userId });
}

/** Suspends or bans from the members list: the restriction, its log entry and strike commit together. */
async function restrictMember(
  ctx: Context,
  userId: string,
  kind: 'suspended' | 'banned',
  days: number | null,
  reason: string,
): Promise<void> {
  await livePerson(ctx, userId);
  const until = days ? suspensionEnd(days) : null;
  let restricted = false;
  await ctx.events.transaction(ctx.db, async (tx) => {
    restricted = await restrictIn(ctx, tx, userId, kind, until, reason);
    if (!restricted) return;
    const action = kind === 'banned' ? 'ban' : 'suspend';
    await recordStrike(ctx, tx, {
      actorId: ctx.viewer.id,
      scope: 'site',
      logAction: action,
      strikeAction: action,
      targetKind: 'profile',
      targetId: userId,
      userId,
      reason,
      ...(days ? { logReason: `${reason} (${days} d)` } : {}),
      excerpt: '',
      link: null,
      until,
      email: action,
    });
  });
  if (restricted) await endRestricted(ctx, userId);
}

export async function suspendUser(
  ctx: Context,
  userId: string,
  input: { days: number; reason: string },
): Promise<AdminPerson> {
  await restrictMember(ctx, userId, 'suspended', input.days, input.reason);
  return toAdminPerson(await person(ctx, userId));
}

export async function banUser(
  ctx: Context,
  userId: string,
  input: { reason: string },
): Promise<AdminPerson> {
  await restrictMember(ctx, userId, 'banned', null, input.reason);
  return toAdminPerson(await person(ctx, userId));
}

export async function unsuspendUser(
  ctx: Context,
  userId: string,
  input: { reason: string },
): Promise<AdminPerson> {
  await livePerson(ctx, userId);
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await clearRestriction(tx, userId))) return;
    await tell(ctx, tx, userId, 'unsuspend', input.reason);
    await log(
      ctx,
      {
        action: 'unsuspend',
        targetKind: 'profile',
        targetId: userId,
        targetUserId: userId,
        reason: input.reason,
      },
      tx,
    );
  });
  return toAdminPerson(await person(ctx, userId));
}

export async function resendVerification(
  ctx: Context,
  userId: string,
  input: { reason: string },
): Promise<void> {
  const row = await livePerson(ctx, userId);
  if (row.emailVerified) throw conflict('This address is verified already.');
  await ctx.identity.sendVerificationEmail(row.email, '/dashboard');
  await log(ctx, {
    action: 'resend_verification',
    targetKind: 'profile',
    targetId: userId,
    targetUserId: userId,
    reason: input.reason,
  });
}

/** Turns off a member's two-step verification (lost phone); they are told by e-mail. */
export async function resetTwoFactor(
  ctx: Context,
  userId: string,
  input: { reason: string },
): Promise<AdminPerson> {
  await livePerson(ctx, userId);
  if (!(await clearTwoStep(ctx, userId))) throw conflict('Two-step verification is off already.');
  await ctx.events.transaction(ctx.db, async (tx) => {
    await log(
      ctx,
      {
        action: 'reset_two_factor',
        targetKind: 'profile',
        targetId: userId,
        targetUserId: userId,
        reason: input.reason,
      },
      tx,
    );
    await tell(ctx, tx, userId, 'two_factor_reset', input.reason);
  });
  return toAdminPerson(await person(ctx, userId));
}

/**
 * Issue 37: an admin sets a member's trust level by hand; the daily job and activity keep it as set
 * (docs/decisions/trust-levels.md), and the moderation log says who, what and why. Lowering it is a
 * "limit": the member's strike (seen in Account status, e-mailed, appealable; overturning gives the
 * level from before back).
 */
export async function setMemberTrustLevel(
  ctx: Context,
  userId: string,
  input: SetTrustLevel,
): Promise<AdminPerson> {
  const before = await livePerson(ctx, userId);
  const lowered = trustRank(input.level) < trustRank(before.trustLevel);
  await ctx.events.transaction(ctx.db, async (tx) => {
    await setTrustLevel(tx, userId, input.level, ctx.viewer.id);
    const logReason = `${input.level}: ${input.reason}`;
    if (lowered)
      await recordStrike(ctx, tx, {
        actorId: ctx.viewer.id,
        scope: 'site',
        logAction: 'limit',
        strikeAction: 'limit',
        targetKind: 'profile',
        targetId: userId,
        userId,
        reason: input.reason,
        logReason,
        excerpt: '',
        link: null,
        until: null,
        email: 'limit',
        trustLevel: { from: before.trustLevel, to: input.level },
      });
    else
      await log(
        ctx,
        {
          action: 'set_trust_level',
          targetKind: 'profile',
          targetId: userId,
          targetUserId: userId,
          reason: logReason,
        },
        tx,
      );
  });
  return toAdminPerson(await person(ctx, userId));
}
