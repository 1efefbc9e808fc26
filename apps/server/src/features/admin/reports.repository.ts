import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { posts } from '../../db/schema/posts';
import { reports } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';
import type { ReportCategory, ReportKind, ReportStatus } from '@aebro/shared/safety';

export async function insertReport(
  db: Executor,
  row: {
    reporterId: string;
    targetKind: ReportKind;
    targetId: string;
    targetUserId: string | null;
    category: ReportCategory;
    details: string;
    attachedPostIds: string[];
    snapshot: Record<string, unknown>;
    communityId: string | null;
    ruleNumber: number | null;
    ruleTitle: string | null;
  },
): Promise<string> {
  const [created] = await db.insert(reports).values(row).returning({ id: reports.id });
  if (!created) throw new Error('report insert returned nothing');
  return created.id;
}

export type ReportRow = typeof reports.$inferSelect;

export async function myReportRows(
  db: Executor,
  reporterId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<Array<ReportRow & { key: string }>> {
  return await db
    .select({ ...reportColumns, key: timestampKey(reports.createdAt) })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        cursor
          ? sql`(${reports.createdAt}, ${reports.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit + 1);
}

const reportColumns = {
  id: reports.id,
  reporterId: reports.reporterId,
  targetKind: reports.targetKind,
  targetId: reports.targetId,
  targetUserId: reports.targetUserId,
  category: reports.category,
  details: reports.details,
  attachedPostIds: reports.attachedPostIds,
  snapshot: reports.snapshot,
  status: reports.status,
  outcome: reports.outcome,
  resolvedAt: reports.resolvedAt,
  createdAt: reports.createdAt,
  communityId: reports.communityId,
  ruleNumber: reports.ruleNumber,
  ruleTitle: reports.ruleTitle,
};

// Written out: Drizzle leaves columns unqualified in a one-table select, which the subquery's own
// table would capture.
const sameTargetOpen = sql<number>`(select count(*)::int from ${reports} r2
  where r2.target_kind = "reports"."target_kind" and r2.target_id = "reports"."target_id" and r2.status = 'open')`;

/** The admins' queue: newest first, or the most reported things first. Offset paging (small lists). */
export async function adminReportRows(
  db: Executor,
  status: ReportStatus,
  sort: 'newest' | 'most',
  offset: number,
  limit: number,
): Promise<Array<ReportRow & { reportCount: number }>> {
  return await db
    .select({ ...reportColumns, reportCount: sameTargetOpen })
    .from(reports)
    .where(eq(reports.status, status))
    .orderBy(
      ...(sort === 'most' ? [desc(sameTargetOpen)] : []),
      desc(reports.createdAt),
      desc(reports.id),
    )
    .offset(offset)
    .limit(limit + 1);
}

/** Issue 37: a community's own queue (Manage → Reports): reports on content in it, newest first. */
export async function communityReportRows(
  db: Executor,
  communityId: string,
  status: ReportStatus,
  offset: number,
  limit: number,
): Promise<Array<ReportRow & { reportCount: number }>> {
  return await db
    .select({ ...reportColumns, reportCount: sameTargetOpen })
    .from(reports)
    .where(and(eq(reports.communityId, communityId), eq(reports.status, status)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .offset(offset)
    .limit(limit + 1);
}

export async function findReport(db: Executor, id: string): Promise<ReportRow | null> {
  const [row] = await db.select(reportColumns).from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

/** Settles the report and every other open report of the same thing; returns their reporters. */
export async function resolveReports(
  db: Executor,
  report: { targetKind: ReportKind; targetId: string },
  status: 'dismissed' | 'actioned',
  outcome: string,
): Promise<Array<{ id: string; reporterId: string | null }>> {
  return await db
    .update(reports)
    .set({ status, outcome, resolvedAt: new Date() })
    .where(
      and(
        eq(reports.targetKind, report.targetKind),
        eq(reports.targetId, report.targetId),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ id: reports.id, reporterId: reports.reporterId });
}

export async function postTexts(
  db: Executor,
  ids: readonly string[],
): Promise<Array<{ id: string; text: string }>> {
  if (ids.length === 0) return [];
  return await db
    .select({ id: posts.id, text: posts.body })
    .from(posts)
    .where(inArray(posts.id, [...ids]));
}
