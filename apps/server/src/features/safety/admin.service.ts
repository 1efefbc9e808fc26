import type {
  AdminCounts,
  AdminPerson,
  AdminReport,
  AdminVerification,
  ModerationLogEntry,
  ReportDecision,
} from '@aebro/shared/safety';
import { reportDecisionSchema } from '@aebro/shared/safety';
import { isDeletedMember } from '@aebro/shared/display-name';
import { parseLanguage, type Language } from '@aebro/shared/language';
import type { Context, Platform } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { endAllSessions, resetTwoFactor as clearTwoStep } from '../auth/auth.service';
import { removeCommentByModerator } from '../posts/engagement.service';
import { removePostByModerator } from '../posts/posts.service';
import type { ModerationEmailKind } from './safety.events';
import {
  adminCounts,
  adminPeopleByIds,
  adminPeopleRows,
  adminReportRows,
  clearRestrictionRow,
  decideVerificationRow,
  findReport,
  findVerification,
  insertLog,
  logRows,
  postTexts,
  resolveReports,
  setAdminRow,
  setRestrictionRow,
  setVerifiedFlag,
  userIdByEmail,
  usernamesOf,
  verificationRows,
  type AdminPersonRow,
} from './safety.repository';

/** Offset cursors for the admin lists (short lists, read by a handful of people). */
function offsetOf(cursor: string | undefined): number {
  const value = Number(cursor ?? '0');
  return Number.isSafeInteger(value) && value >= 0 && value <= 1_000_000 ? value : 0;
}
function page<T>(rows: T[], offset: number, limit: number) {
  return {
    items: rows.slice(0, limit),
    nextCursor: rows.length > limit ? String(offset + limit) : null,
  };
}

function toAdminPerson(row: AdminPersonRow): AdminPerson {
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

/** Sends a moderation e-mail after the answer (in the person's language). */
function tell(
  ctx: Platform,
  userId: string,
  kind: ModerationEmailKind,
  reason: string,
  until: Date | null = null,
): void {
  ctx.events.emit('moderation.email', {
    userId,
    kind,
    reason,
    until: until?.toISOString() ?? null,
  });
}

async function log(
  ctx: Context,
  entry: {
    action: string;
    targetKind: string;
    targetId: string;
    targetUserId?: string | null;
    reportId?: string | null;
    reason: string;
  },
): Promise<void> {
  await insertLog(ctx.db, { actorId: ctx.viewer.id, scope: 'site', ...entry });
}

export async function counts(ctx: Context): Promise<AdminCounts> {
  return await adminCounts(ctx.db);
}

// ---------- Reports ----------

export async function listReports(
  ctx: Context,
  query: {
    status: 'open' | 'dismissed' | 'actioned';
    sort: 'newest' | 'most';
    cursor?: string | undefined;
    limit: number;
  },
): Promise<{ items: AdminReport[]; nextCursor: string | null }> {
  const offset = offsetOf(query.cursor);
  const rows = page(
    await adminReportRows(ctx.db, query.status, query.sort, offset, query.limit),
    offset,
    query.limit,
  );
  const targetIds = rows.items.flatMap((row) => (row.targetUserId ? [row.targetUserId] : []));
  const reporterIds = rows.items.flatMap((row) => (row.reporterId ? [row.reporterId] : []));
  const [targets, reporters, attached] = await Promise.all([
    adminPeopleByIds(ctx.db, targetIds),
    usernamesOf(ctx.db, reporterIds),
    postTexts(
      ctx.db,
      rows.items.flatMap((row) => row.attachedPostIds),
    ),
  ]);
  const byId = new Map(targets.map((row) => [row.id, toAdminPerson(row)]));
  const attachedById = new Map(attached.map((post) => [post.id, post.text]));
  return {
    items: rows.items.map((row) => {
      const snapshot = row.snapshot as { text?: string; images?: string[]; link?: string | null };
      return {
        id: row.id,
        kind: row.targetKind,
        targetId: row.targetId,
        category: row.category,
        details: row.details,
        status: row.status,
        outcome: row.outcome,
        createdAt: row.createdAt.toISOString(),
        reportCount: row.reportCount,
        reporter: row.reporterId
          ? { id: row.reporterId, username: reporters.get(row.reporterId) ?? '' }
          : null,
        target: row.targetUserId ? (byId.get(row.targetUserId) ?? null) : null,
        content: {
          text: snapshot.text ?? '',
          images: snapshot.images ?? [],
          link: snapshot.link ?? null,
          removed: false,
        },
        attachedPosts: row.attachedPostIds.map((id) => ({ id, text: attachedById.get(id) ?? '' })),
      };
    }),
    nextCursor: rows.nextCursor,
  };
}

/**
 * Decides a report (and every open report of the same thing): dismiss, remove the content, warn,
 * suspend for some days, or ban, each with a reason that is logged and e-mailed to the person; the
 * reporters hear the outcome.
 */
export async function decideReport(
  ctx: Context,
  reportId: string,
  input: ReportDecision,
): Promise<{ status: 'dismissed' | 'actioned' }> {
  const decision = reportDecisionSchema.parse(input);
  const report = await findReport(ctx.db, reportId);
  if (!report) throw notFound('This report does not exist.');
  if (report.status !== 'open') throw conflict('This report was already decided.');
  const target = report.targetUserId;
  const needsPerson = decision.action !== 'dismiss' && decision.action !== 'remove';
  if (needsPerson && !target) throw badRequest('This report names nobody to act on.');
  switch (decision.action) {
    case 'dismiss':
      break;
    case 'remove': {
      if (report.targetKind === 'post') await removePostByModerator(ctx, report.targetId);
      else if (report.targetKind === 'comment')
        await removeCommentByModerator(ctx, report.targetId);
      else throw badRequest('Only posts and comments can be removed; suspend or ban instead.');
      if (target) tell(ctx, target, 'remove', decision.reason);
      break;
    }
    case 'warn':
      if (target) tell(ctx, target, 'warn', decision.reason);
      break;
    case 'suspend':
      if (!decision.days) throw badRequest('Say for how many days.');
      if (target) await restrict(ctx, target, 'suspended', decision.days, decision.reason);
      break;
    case 'ban':
      if (target) await restrict(ctx, target, 'banned', null, decision.reason);
      break;
  }
  const status = decision.action === 'dismiss' ? 'dismissed' : 'actioned';
  const settled = await resolveReports(ctx.db, report, status, decision.action);
  await log(ctx, {
    action: decision.action === 'dismiss' ? 'dismiss_report' : decision.action,
    targetKind: report.targetKind,
    targetId: report.targetId,
    targetUserId: target,
    reportId,
    reason: decision.reason,
  });
  const snapshotLink = (report.snapshot as { link?: string | null }).link ?? null;
  const link = decision.action === 'remove' || !snapshotLink ? '/dashboard' : snapshotLink;
  const told = new Set<string>();
  for (const row of settled) {
    if (!row.reporterId || told.has(row.reporterId)) continue;
    told.add(row.reporterId);
    ctx.events.emit('moderation.report-resolved', {
      recipientId: row.reporterId,
      reportId: row.id,
      outcome: status,
      link,
    });
    tell(ctx, row.reporterId, status === 'dismissed' ? 'report_dismissed' : 'report_actioned', '');
  }
  return { status };
}

// ---------- Members ----------

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

/** Suspends (for some days) or bans: sessions and sockets end at once; the person is told why. */
async function restrict(
  ctx: Context,
  userId: string,
  kind: 'suspended' | 'banned',
  days: number | null,
  reason: string,
): Promise<void> {
  if (userId === ctx.viewer.id) throw badRequest('You cannot suspend or ban yourself.');
  // A deleted account stays banned for good: a report about its leftovers changes nothing.
  const [row] = await adminPeopleByIds(ctx.db, [userId]);
  if (!row || isDeletedMember(row)) return;
  const until = days ? new Date(Date.now() + days * 24 * 60 * 60 * 1000) : null;
  await setRestrictionRow(ctx.db, userId, { kind, until, reason });
  await endAllSessions(ctx, userId);
  ctx.events.emit('moderation.account-restricted', { userId });
  tell(ctx, userId, kind === 'banned' ? 'ban' : 'suspend', reason, until);
}

export async function suspendUser(
  ctx: Context,
  userId: string,
  input: { days: number; reason: string },
): Promise<AdminPerson> {
  await livePerson(ctx, userId);
  await restrict(ctx, userId, 'suspended', input.days, input.reason);
  await log(ctx, {
    action: 'suspend',
    targetKind: 'profile',
    targetId: userId,
    targetUserId: userId,
    reason: `${input.reason} (${input.days} d)`,
  });
  return toAdminPerson(await person(ctx, userId));
}

export async function banUser(
  ctx: Context,
  userId: string,
  input: { reason: string },
): Promise<AdminPerson> {
  await livePerson(ctx, userId);
  await restrict(ctx, userId, 'banned', null, input.reason);
  await log(ctx, {
    action: 'ban',
    targetKind: 'profile',
    targetId: userId,
    targetUserId: userId,
    reason: input.reason,
  });
  return toAdminPerson(await person(ctx, userId));
}

export async function unsuspendUser(
  ctx: Context,
  userId: string,
  input: { reason: string },
): Promise<AdminPerson> {
  await livePerson(ctx, userId);
  if (await clearRestrictionRow(ctx.db, userId)) {
    tell(ctx, userId, 'unsuspend', input.reason);
    await log(ctx, {
      action: 'unsuspend',
      targetKind: 'profile',
      targetId: userId,
      targetUserId: userId,
      reason: input.reason,
    });
  }
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
  await log(ctx, {
    action: 'reset_two_factor',
    targetKind: 'profile',
    targetId: userId,
    targetUserId: userId,
    reason: input.reason,
  });
  tell(ctx, userId, 'two_factor_reset', input.reason);
  return toAdminPerson(await person(ctx, userId));
}

// ---------- Business verification ----------

export async function listVerifications(
  ctx: Context,
  query: {
    status: 'pending' | 'approved' | 'declined';
    cursor?: string | undefined;
    limit: number;
  },
): Promise<{ items: AdminVerification[]; nextCursor: string | null }> {
  const offset = offsetOf(query.cursor);
  const rows = page(
    await verificationRows(ctx.db, query.status, offset, query.limit),
    offset,
    query.limit,
  );
  const people = new Map(
    (
      await adminPeopleByIds(
        ctx.db,
        rows.items.map((row) => row.userId),
      )
    ).map((row) => [row.id, row]),
  );
  return {
    items: rows.items.flatMap((row) => {
      const owner = people.get(row.userId);
      if (!owner) return [];
      return [
        {
          id: row.id,
          status: row.status,
          details: row.details,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
          person: toAdminPerson(owner),
          business: {
            name: owner.businessName,
            category: owner.businessCategory,
            email: owner.businessEmail,
            website: owner.website,
            location: owner.location,
          },
        },
      ];
    }),
    nextCursor: rows.nextCursor,
  };
}

/** Approve (the badge appears everywhere) or decline with a reason. */
export async function decideVerification(
  ctx: Context,
  id: string,
  input: { approve: boolean; reason: string },
): Promise<void> {
  const request = await findVerification(ctx.db, id);
  if (!request) throw notFound('This request does not exist.');
  if (!input.approve && !input.reason) throw badRequest('Say why the request is declined.');
  const decided = await ctx.db.transaction(async (tx) => {
    if (!(await decideVerificationRow(tx, id, input.approve, input.reason))) return false;
    if (input.approve) await setVerifiedFlag(tx, request.userId, true);
    return true;
  });
  if (!decided) throw conflict('This request was already decided.');
  await log(ctx, {
    action: input.approve ? 'verify_business' : 'decline_verification',
    targetKind: 'profile',
    targetId: request.userId,
    targetUserId: request.userId,
    reason: input.reason,
  });
  tell(
    ctx,
    request.userId,
    input.approve ? 'verification_approved' : 'verification_declined',
    input.reason,
  );
}

// ---------- The log ----------

export async function listLog(
  ctx: Context,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: ModerationLogEntry[]; nextCursor: string | null }> {
  const offset = offsetOf(query.cursor);
  const rows = page(await logRows(ctx.db, offset, query.limit), offset, query.limit);
  return {
    items: rows.items.map((row) => ({
      id: row.id,
      scope: row.scope,
      action: row.action,
      targetKind: row.targetKind,
      targetId: row.targetId,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      actor: row.actorId ? { id: row.actorId, username: row.actorUsername ?? '' } : null,
      targetUser: row.targetUserId
        ? { id: row.targetUserId, username: row.targetUsername ?? '' }
        : null,
      communityId: row.communityId,
    })),
    nextCursor: rows.nextCursor,
  };
}

// ---------- Background work and the command line ----------

/** Writes a community admin's removal to the same log as the site admins' actions. */
export async function logCommunityAction(
  ctx: Platform,
  entry: {
    actorId: string;
    communityId: string;
    action: string;
    targetKind: string;
    targetId: string;
    targetUserId: string;
  },
): Promise<void> {
  await insertLog(ctx.db, { ...entry, scope: 'community', reason: '' });
}

/** The moderation e-mail, in the person's language. */
export async function sendModerationEmail(
  ctx: Platform,
  input: { userId: string; kind: ModerationEmailKind; reason: string; until: string | null },
  render: (
    kind: ModerationEmailKind,
    language: Language,
    to: string,
    name: string,
    reason: string,
    until: Date | null,
  ) => Parameters<Platform['mailer']['send']>[0],
): Promise<void> {
  const [row] = await adminPeopleByIds(ctx.db, [input.userId]);
  if (!row) return;
  const language = parseLanguage(row.languagePreference) ?? 'en';
  await ctx.mailer.send(
    render(
      input.kind,
      language,
      row.email,
      row.fullName ?? row.businessName ?? row.username,
      input.reason,
      input.until ? new Date(input.until) : null,
    ),
  );
}

/** `npm run admin -- grant|revoke <email>`: true when something changed. */
export async function setSiteAdmin(
  ctx: Pick<Platform, 'db'>,
  email: string,
  admin: boolean,
): Promise<'changed' | 'unchanged' | 'no-account'> {
  const userId = await userIdByEmail(ctx.db, email);
  if (!userId) return 'no-account';
  const changed = await setAdminRow(ctx.db, userId, admin);
  if (changed)
    await insertLog(ctx.db, {
      actorId: null,
      scope: 'site',
      action: admin ? 'grant_admin' : 'revoke_admin',
      targetKind: 'profile',
      targetId: userId,
      targetUserId: userId,
      reason: 'command line',
    });
  return changed ? 'changed' : 'unchanged';
}
