import { desc, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles';
import { moderationLog } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';

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
): Promise<string> {
  const [made] = await db.insert(moderationLog).values(row).returning({ id: moderationLog.id });
  if (!made) throw new Error('log entry not written');
  return made.id;
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
