import { and, desc, eq, sql } from 'drizzle-orm';
import { communities } from '../../db/schema/communities';
import { profiles } from '../../db/schema/profiles';
import { appeals, strikes } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';

export type StrikeAction = (typeof strikes.$inferSelect)['action'];

export interface NewStrike {
  userId: string;
  logId: string;
  actorId: string | null;
  scope: 'site' | 'community';
  communityId: string | null;
  action: StrikeAction;
  reason: string;
  contentKind: string;
  contentId: string;
  excerpt: string;
  link: string | null;
  until: Date | null;
  ruleNumber?: number | null;
  ruleTitle?: string | null;
  category?: (typeof strikes.$inferInsert)['category'];
  trustLevelFrom?: (typeof strikes.$inferInsert)['trustLevelFrom'];
  trustLevelTo?: (typeof strikes.$inferInsert)['trustLevelTo'];
}

export async function insertStrike(db: Executor, row: NewStrike): Promise<string> {
  const [made] = await db.insert(strikes).values(row).returning({ id: strikes.id });
  if (!made) throw new Error('strike not written');
  return made.id;
}

const communityName = sql<
  string | null
>`(select c.name from ${communities} c where c.id::text = ${strikes.communityId})`;
const username = (column: typeof strikes.actorId | typeof appeals.deciderId) =>
  sql<string | null>`(select p.username from ${profiles} p where p.id = ${column})`;

const strikeColumns = {
  id: strikes.id,
  userId: strikes.userId,
  actorId: strikes.actorId,
  scope: strikes.scope,
  communityId: strikes.communityId,
  communityName,
  action: strikes.action,
  reason: strikes.reason,
  contentKind: strikes.contentKind,
  contentId: strikes.contentId,
  excerpt: strikes.excerpt,
  link: strikes.link,
  until: strikes.until,
  ruleNumber: strikes.ruleNumber,
  ruleTitle: strikes.ruleTitle,
  category: strikes.category,
  trustLevelFrom: strikes.trustLevelFrom,
  trustLevelTo: strikes.trustLevelTo,
  createdAt: strikes.createdAt,
};

const appealColumns = {
  appealId: appeals.id,
  appealStatus: appeals.status,
  appealText: appeals.text,
  appealCreatedAt: appeals.createdAt,
  appealDecidedAt: appeals.decidedAt,
  decisionReason: appeals.decisionReason,
  effect: appeals.effect,
  deciderId: appeals.deciderId,
};

/** A member's strikes, newest first, each with its appeal (a member has few: the newest 100). */
export async function strikeRowsOf(db: Executor, userId: string) {
  return await db
    .select({ ...strikeColumns, ...appealColumns })
    .from(strikes)
    .leftJoin(appeals, eq(appeals.strikeId, strikes.id))
    .where(eq(strikes.userId, userId))
    .orderBy(desc(strikes.createdAt), desc(strikes.id))
    .limit(100);
}
export type StrikeRow = Awaited<ReturnType<typeof strikeRowsOf>>[number];

export async function findStrikeRow(db: Executor, strikeId: string): Promise<StrikeRow | null> {
  const [row] = await db
    .select({ ...strikeColumns, ...appealColumns })
    .from(strikes)
    .leftJoin(appeals, eq(appeals.strikeId, strikes.id))
    .where(eq(strikes.id, strikeId))
    .limit(1);
  return row ?? null;
}

/** The appeal, or null when the strike has one already (one appeal per strike). */
export async function insertAppeal(
  db: Executor,
  row: { strikeId: string; userId: string; text: string },
): Promise<string | null> {
  const [made] = await db
    .insert(appeals)
    .values(row)
    .onConflictDoNothing({ target: appeals.strikeId })
    .returning({ id: appeals.id });
  return made?.id ?? null;
}

function adminAppealsQuery(db: Executor) {
  return db
    .select({
      ...strikeColumns,
      ...appealColumns,
      memberUsername: sql<
        string | null
      >`(select p.username from ${profiles} p where p.id = ${appeals.userId})`,
      actorUsername: username(strikes.actorId),
      deciderUsername: username(appeals.deciderId),
    })
    .from(appeals)
    .innerJoin(strikes, eq(strikes.id, appeals.strikeId));
}
export type AdminAppealRow = Awaited<ReturnType<typeof adminAppealRows>>[number];

/** The queue: pending appeals oldest first (first come, first decided); decided ones newest first. */
export async function adminAppealRows(
  db: Executor,
  status: 'pending' | 'decided',
  offset: number,
  limit: number,
) {
  const query = adminAppealsQuery(db);
  return status === 'pending'
    ? await query
        .where(eq(appeals.status, 'pending'))
        .orderBy(appeals.createdAt, appeals.id)
        .offset(offset)
        .limit(limit + 1)
    : await query
        .where(sql`${appeals.status} <> 'pending'`)
        .orderBy(desc(appeals.decidedAt), desc(appeals.id))
        .offset(offset)
        .limit(limit + 1);
}

export async function findAdminAppealRow(
  db: Executor,
  appealId: string,
): Promise<AdminAppealRow | null> {
  const [row] = await adminAppealsQuery(db).where(eq(appeals.id, appealId)).limit(1);
  return row ?? null;
}

/** Decides a pending appeal: false when it was decided already (by someone else, meanwhile). */
export async function decideAppealRow(
  db: Executor,
  appealId: string,
  decision: {
    status: 'upheld' | 'overturned';
    deciderId: string;
    decisionReason: string;
    effect: (typeof appeals.$inferInsert)['effect'] & string;
  },
): Promise<boolean> {
  const rows = await db
    .update(appeals)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(appeals.id, appealId), eq(appeals.status, 'pending')))
    .returning({ id: appeals.id });
  return rows.length > 0;
}
