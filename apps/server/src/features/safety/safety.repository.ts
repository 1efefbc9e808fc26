import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { posts } from '../../db/schema/posts';
import { personColumns, profiles, type PersonRow } from '../../db/schema/profiles';
import {
  accountRestrictions,
  blocks,
  moderationLog,
  mutes,
  reports,
  siteAdmins,
  verificationRequests,
} from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';
import type { ReportCategory, ReportKind, ReportStatus } from '@aebro/shared/safety';

// ---------- Blocks and mutes ----------

export type Relation = 'block' | 'mute';
const relationTables = {
  block: { table: blocks, by: blocks.blockerId, of: blocks.blockedId, at: blocks.createdAt },
  mute: { table: mutes, by: mutes.muterId, of: mutes.mutedId, at: mutes.createdAt },
} as const;

/** Adds a block or mute; true when it is new. */
export async function insertRelation(
  db: Executor,
  kind: Relation,
  byId: string,
  ofId: string,
): Promise<boolean> {
  const rows =
    kind === 'block'
      ? await db
          .insert(blocks)
          .values({ blockerId: byId, blockedId: ofId })
          .onConflictDoNothing()
          .returning({ at: blocks.createdAt })
      : await db
          .insert(mutes)
          .values({ muterId: byId, mutedId: ofId })
          .onConflictDoNothing()
          .returning({ at: mutes.createdAt });
  return rows.length > 0;
}

export async function deleteRelation(
  db: Executor,
  kind: Relation,
  byId: string,
  ofId: string,
): Promise<boolean> {
  const { table, by, of, at } = relationTables[kind];
  const rows = await db
    .delete(table)
    .where(and(eq(by, byId), eq(of, ofId)))
    .returning({ at });
  return rows.length > 0;
}

export async function relationExists(
  db: Executor,
  kind: Relation,
  byId: string,
  ofId: string,
): Promise<boolean> {
  const { table, by, of } = relationTables[kind];
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(and(eq(by, byId), eq(of, ofId)))
    .limit(1);
  return rows.length > 0;
}

export async function blockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Everyone the viewer blocked or who blocked the viewer. */
export async function blockedIdsOf(db: Executor, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({ blocker: blocks.blockerId, blocked: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, viewerId)));
  return [...new Set(rows.map((row) => (row.blocker === viewerId ? row.blocked : row.blocker)))];
}

export async function mutedIdsOf(db: Executor, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: mutes.mutedId })
    .from(mutes)
    .where(eq(mutes.muterId, viewerId));
  return rows.map((row) => row.id);
}

/** The people I blocked (or muted), most recent first. */
export async function relationRows(
  db: Executor,
  kind: Relation,
  byId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<Array<PersonRow & { key: string; since: Date }>> {
  const { table, by, of, at } = relationTables[kind];
  return await db
    .select({ ...personColumns, key: timestampKey(at), since: at })
    .from(table)
    .innerJoin(profiles, eq(profiles.id, of))
    .where(
      and(
        eq(by, byId),
        cursor ? sql`(${at}, ${of}) < (${cursor.key}::timestamptz, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(desc(at), desc(of))
    .limit(limit + 1);
}

// ---------- Reports ----------

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

// ---------- Site admins, restrictions, the log ----------

export async function isAdminRow(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(siteAdmins)
    .where(eq(siteAdmins.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function userIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

export async function setAdminRow(db: Executor, userId: string, admin: boolean): Promise<boolean> {
  const rows = admin
    ? await db
        .insert(siteAdmins)
        .values({ userId })
        .onConflictDoNothing()
        .returning({ id: siteAdmins.userId })
    : await db
        .delete(siteAdmins)
        .where(eq(siteAdmins.userId, userId))
        .returning({ id: siteAdmins.userId });
  return rows.length > 0;
}

export interface RestrictionRow {
  kind: 'suspended' | 'banned';
  until: Date | null;
  reason: string;
}

/** A restriction in force (an ended suspension counts as none). */
export async function restrictionOf(db: Executor, userId: string): Promise<RestrictionRow | null> {
  const [row] = await db
    .select({
      kind: accountRestrictions.kind,
      until: accountRestrictions.until,
      reason: accountRestrictions.reason,
    })
    .from(accountRestrictions)
    .where(
      and(
        eq(accountRestrictions.userId, userId),
        sql`(${accountRestrictions.until} is null or ${accountRestrictions.until} > now())`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function setRestrictionRow(
  db: Executor,
  userId: string,
  row: RestrictionRow,
): Promise<void> {
  await db
    .insert(accountRestrictions)
    .values({ userId, ...row })
    .onConflictDoUpdate({
      target: accountRestrictions.userId,
      set: { ...row, createdAt: new Date() },
    });
}

export async function clearRestrictionRow(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(accountRestrictions)
    .where(eq(accountRestrictions.userId, userId))
    .returning({ id: accountRestrictions.userId });
  return rows.length > 0;
}

export async function insertLog(
  db: Executor,
  row: {
    actorId: string | null;
    scope: 'site' | 'community';
    action: string;
    targetKind: string;
    targetId: string;
    targetUserId?: string | null;
    communityId?: string | null;
    reportId?: string | null;
    reason: string;
  },
): Promise<void> {
  await db.insert(moderationLog).values(row);
}

export async function logRows(db: Executor, offset: number, limit: number) {
  const actor = sql<
    string | null
  >`(select p.username from ${profiles} p where p.id = ${moderationLog.actorId})`;
  const target = sql<
    string | null
  >`(select p.username from ${profiles} p where p.id = ${moderationLog.targetUserId})`;
  return await db
    .select({
      id: moderationLog.id,
      scope: moderationLog.scope,
      action: moderationLog.action,
      targetKind: moderationLog.targetKind,
      targetId: moderationLog.targetId,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
      actorId: moderationLog.actorId,
      actorUsername: actor,
      targetUserId: moderationLog.targetUserId,
      targetUsername: target,
      communityId: moderationLog.communityId,
    })
    .from(moderationLog)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .offset(offset)
    .limit(limit + 1);
}

const adminPersonColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  email: users.email,
  emailVerified: users.emailVerified,
  twoFactorEnabled: users.twoFactorEnabled,
  accountType: profiles.accountType,
  businessName: profiles.businessName,
  businessCategory: profiles.businessCategory,
  businessEmail: profiles.businessEmail,
  website: profiles.website,
  location: profiles.location,
  isVerified: profiles.isVerified,
  languagePreference: profiles.languagePreference,
  createdAt: users.createdAt,
  isAdmin: sql<boolean>`exists (select 1 from ${siteAdmins} sa where sa.user_id = ${profiles.id})`,
  restriction: accountRestrictions.kind,
  until: accountRestrictions.until,
};
export type AdminPersonRow = Awaited<ReturnType<typeof adminPeopleRows>>[number];

function adminPeople(db: Executor) {
  return db
    .select(adminPersonColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(
      accountRestrictions,
      and(
        eq(accountRestrictions.userId, profiles.id),
        sql`(${accountRestrictions.until} is null or ${accountRestrictions.until} > now())`,
      ),
    );
}

/** Members by name, username or e-mail, newest first. */
export async function adminPeopleRows(db: Executor, query: string, offset: number, limit: number) {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return await adminPeople(db)
    .where(
      query
        ? sql`(lower(${profiles.username}) like ${pattern} or lower(coalesce(${profiles.fullName}, '')) like ${pattern}
          or lower(${users.email}) like ${pattern} or lower(coalesce(${profiles.businessName}, '')) like ${pattern})`
        : undefined,
    )
    .orderBy(desc(users.createdAt), desc(profiles.id))
    .offset(offset)
    .limit(limit + 1);
}

export async function adminPeopleByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return await adminPeople(db).where(inArray(profiles.id, [...ids]));
}

// ---------- Business verification ----------

export async function latestVerificationOf(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertVerificationRequest(
  db: Executor,
  userId: string,
  details: string,
): Promise<string> {
  const [row] = await db
    .insert(verificationRequests)
    .values({ userId, details })
    .returning({ id: verificationRequests.id });
  if (!row) throw new Error('verification request insert returned nothing');
  return row.id;
}

export async function verificationRows(
  db: Executor,
  status: 'pending' | 'approved' | 'declined',
  offset: number,
  limit: number,
) {
  return await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.status, status))
    .orderBy(verificationRequests.createdAt, verificationRequests.id)
    .offset(offset)
    .limit(limit + 1);
}

export async function findVerification(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.id, id))
    .limit(1);
  return row ?? null;
}

/** Decides a pending request; false when it was not pending (any more). */
export async function decideVerificationRow(
  db: Executor,
  id: string,
  approve: boolean,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(verificationRequests)
    .set({
      status: approve ? 'approved' : 'declined',
      reason: reason || null,
      decidedAt: new Date(),
    })
    .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, 'pending')))
    .returning({ id: verificationRequests.id });
  return rows.length > 0;
}

// ---------- Counts ----------

export async function adminCounts(db: Executor) {
  const since = new Date();
  since.setUTCHours(0, 0, 0, 0);
  const [members, postsToday, openReports, pending] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(profiles),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(gte(posts.createdAt, since)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(eq(reports.status, 'open')),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(verificationRequests)
      .where(eq(verificationRequests.status, 'pending')),
  ]);
  return {
    members: members[0]?.n ?? 0,
    postsToday: postsToday[0]?.n ?? 0,
    openReports: openReports[0]?.n ?? 0,
    pendingVerifications: pending[0]?.n ?? 0,
  };
}

/** The verified badge (approved by a site admin); business registration sets it false. */
export async function setVerifiedFlag(
  db: Executor,
  userId: string,
  verified: boolean,
): Promise<void> {
  await db
    .update(profiles)
    .set({ isVerified: verified, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

export async function usernamesOf(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.username]));
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
