import type { CommunityReport, CommunityReportDecision } from '@aebro/shared/communities';
import { communityReportDecisionSchema } from '@aebro/shared/communities';
import type { Context } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { offsetOf, page } from '../../platform/offset-paging';
import { banFromCommunity } from '../communities/community-bans.service';
import { managedCommunity } from '../communities/communities.service';
import { removeMessageByModerator } from '../messages/messages.service';
import { removeCommentByModerator } from '../posts/engagement.service';
import { removePostByModerator } from '../posts/posts.service';
import { describePeople } from '../profiles/person-view.service';
import { profileRows } from '../profiles/profiles.service';
import { recordCommunityActionIn } from './strikes.service';
import { communityReportRows, findReport, resolveReports } from './reports.repository';

/*
 * Issue 37: reports on content in a community go first to its admins (Manage → Reports). They may
 * dismiss, remove the content, warn its author or ban them from the community, and nothing outside
 * their community: a report of another community's content is missing for them.
 */

export async function listCommunityReports(
  ctx: Context,
  communityId: string,
  query: { status: 'open' | 'dismissed' | 'actioned'; cursor?: string | undefined; limit: number },
): Promise<{ items: CommunityReport[]; nextCursor: string | null }> {
  await managedCommunity(ctx, communityId);
  const offset = offsetOf(query.cursor);
  const rows = page(
    await communityReportRows(ctx.db, communityId, query.status, offset, query.limit),
    offset,
    query.limit,
  );
  const authorIds = [
    ...new Set(rows.items.flatMap((row) => (row.targetUserId ? [row.targetUserId] : []))),
  ];
  const people = await describePeople(ctx, await profileRows(ctx, authorIds));
  const byId = new Map(people.map((person) => [person.id, person]));
  return {
    items: rows.items.flatMap((row): CommunityReport[] => {
      if (row.targetKind !== 'post' && row.targetKind !== 'comment' && row.targetKind !== 'message')
        return [];
      const snapshot = row.snapshot as { text?: string; link?: string | null };
      return [
        {
          id: row.id,
          kind: row.targetKind,
          targetId: row.targetId,
          category: row.category,
          rule:
            row.ruleNumber !== null ? { number: row.ruleNumber, title: row.ruleTitle ?? '' } : null,
          details: row.details,
          status: row.status,
          outcome: row.outcome,
          createdAt: row.createdAt.toISOString(),
          reportCount: row.reportCount,
          author: row.targetUserId ? (byId.get(row.targetUserId) ?? null) : null,
          content: { text: snapshot.text ?? '', link: snapshot.link ?? null },
        },
      ];
    }),
    nextCursor: rows.nextCursor,
  };
}

/** A community admin decides a report on their community's content (and every open one like it). */
export async function decideCommunityReport(
  ctx: Context,
  communityId: string,
  reportId: string,
  input: CommunityReportDecision,
): Promise<{ status: 'dismissed' | 'actioned' }> {
  const decision = communityReportDecisionSchema.parse(input);
  await managedCommunity(ctx, communityId);
  const report = await findReport(ctx.db, reportId);
  const kind = report?.targetKind;
  // A community's reports are about its posts, comments and chat messages.
  if (
    !report ||
    report.communityId !== communityId ||
    (kind !== 'post' && kind !== 'comment' && kind !== 'message')
  )
    throw notFound('This report does not exist in this community.');
  if (report.status !== 'open') throw conflict('This report was already decided.');
  const target = report.targetUserId;
  if ((decision.action === 'warn' || decision.action === 'ban') && !target)
    throw badRequest('This report names nobody to act on.');
  if (decision.action === 'remove') {
    if (report.targetKind === 'post') await removePostByModerator(ctx, report.targetId);
    else if (report.targetKind === 'comment') await removeCommentByModerator(ctx, report.targetId);
    else if (report.targetKind === 'message') await removeMessageByModerator(ctx, report.targetId);
    else throw badRequest('Only posts, comments and chat messages can be removed here.');
  }
  if (decision.action === 'ban' && target)
    await banFromCommunity(ctx, communityId, target, { reason: decision.reason, reportId });
  const status = decision.action === 'dismiss' ? 'dismissed' : 'actioned';
  await ctx.events.transaction(ctx.db, async (tx) => {
    const settled = await resolveReports(tx, report, status, decision.action);
    // A ban is logged (with its strike) by the communities area as it happens; the rest here: a
    // removal or a warning is the author's strike, which tells them and lets them appeal (issue 37).
    if (decision.action !== 'ban')
      await recordCommunityActionIn(ctx, tx, {
        actorId: ctx.viewer.id,
        communityId,
        action:
          decision.action === 'dismiss'
            ? 'dismiss_report'
            : decision.action === 'remove'
              ? (`remove_${kind}` as const)
              : 'warn',
        targetKind: kind,
        targetId: report.targetId,
        targetUserId: target,
        reason: decision.reason,
        reportId,
        excerpt: (report.snapshot as { text?: string }).text ?? '',
      });
    const told = new Set<string>();
    for (const row of settled) {
      if (!row.reporterId || told.has(row.reporterId)) continue;
      told.add(row.reporterId);
      await ctx.events.publish(tx, 'moderation.report-resolved', {
        recipientId: row.reporterId,
        reportId: row.id,
        outcome: status,
        link: `/communities/${communityId}`,
      });
    }
  });
  return { status };
}
