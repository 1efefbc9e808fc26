import type { AdminReport, ReportDecision } from '@aebro/shared/safety';
import { reportDecisionSchema } from '@aebro/shared/safety';
import type { Context } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { removeCommentByModerator } from '../posts/engagement.service';
import { removePostByModerator } from '../posts/posts.service';
import { adminPeopleByIds, usernamesOf } from './admin-members.repository';
import { endRestricted, restrictIn, suspensionEnd, toAdminPerson } from './admin-members.service';
import { offsetOf, page } from '../../platform/offset-paging';
import { tell } from '../safety/moderation-email.service';
import { log } from './moderation-log.service';
import { excerptOf, recordStrike } from './strikes.service';
import { adminReportRows, findReport, postTexts, resolveReports } from './reports.repository';

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
      const snapshot = row.snapshot as {
        text?: string;
        images?: string[];
        link?: string | null;
        earlier?: string[];
      };
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
          earlier: snapshot.earlier ?? [],
          removed: false,
        },
        attachedPosts: row.attachedPostIds.map((id) => ({ id, text: attachedById.get(id) ?? '' })),
        communityId: row.communityId,
        rule:
          row.ruleNumber !== null ? { number: row.ruleNumber, title: row.ruleTitle ?? '' } : null,
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
    case 'warn':
    case 'ban':
      break;
    case 'remove':
      if (report.targetKind === 'post') await removePostByModerator(ctx, report.targetId);
      else if (report.targetKind === 'comment')
        await removeCommentByModerator(ctx, report.targetId);
      else throw badRequest('Only posts and comments can be removed; suspend or ban instead.');
      break;
    case 'suspend':
      if (!decision.days) throw badRequest('Say for how many days.');
      break;
  }
  const status = decision.action === 'dismiss' ? 'dismissed' : 'actioned';
  const snapshot = report.snapshot as { link?: string | null; text?: string };
  const snapshotLink = snapshot.link ?? null;
  const link = decision.action === 'remove' || !snapshotLink ? '/dashboard' : snapshotLink;
  const until =
    decision.action === 'suspend' && decision.days ? suspensionEnd(decision.days) : null;
  let restricted = false;
  // The decision, its log entry, the member's strike and everyone's notices and e-mails commit
  // together.
  await ctx.events.transaction(ctx.db, async (tx) => {
    const settled = await resolveReports(tx, report, status, decision.action);
    if (target && (decision.action === 'suspend' || decision.action === 'ban'))
      restricted = await restrictIn(
        ctx,
        tx,
        target,
        decision.action === 'ban' ? 'banned' : 'suspended',
        until,
        decision.reason,
      );
    const strikes =
      decision.action === 'warn' || (decision.action === 'remove' && target !== null) || restricted;
    if (target && strikes && decision.action !== 'dismiss')
      await recordStrike(ctx, tx, {
        actorId: ctx.viewer.id,
        scope: 'site',
        logAction: decision.action,
        strikeAction: decision.action,
        targetKind: report.targetKind,
        targetId: report.targetId,
        userId: target,
        reportId,
        reason: decision.reason,
        ...(decision.days && decision.action === 'suspend'
          ? { logReason: `${decision.reason} (${decision.days} d)` }
          : {}),
        excerpt: excerptOf(snapshot.text),
        link: decision.action === 'remove' ? null : snapshotLink,
        until,
        email: decision.action,
      });
    else
      await log(
        ctx,
        {
          action: decision.action === 'dismiss' ? 'dismiss_report' : decision.action,
          targetKind: report.targetKind,
          targetId: report.targetId,
          targetUserId: target,
          reportId,
          reason: decision.reason,
        },
        tx,
      );
    const told = new Set<string>();
    for (const row of settled) {
      if (!row.reporterId || told.has(row.reporterId)) continue;
      told.add(row.reporterId);
      await ctx.events.publish(tx, 'moderation.report-resolved', {
        recipientId: row.reporterId,
        reportId: row.id,
        outcome: status,
        link,
      });
      await tell(
        ctx,
        tx,
        row.reporterId,
        status === 'dismissed' ? 'report_dismissed' : 'report_actioned',
        '',
      );
    }
  });
  if (target && restricted) await endRestricted(ctx, target);
  return { status };
}
