import type { ModerationLogEntry } from '@aebro/shared/safety';
import type { Context, Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { offsetOf, page } from '../../platform/offset-paging';
import { insertLog, logRows } from './moderation-log.repository';

export async function log(
  ctx: Context,
  entry: {
    action: string;
    targetKind: string;
    targetId: string;
    targetUserId?: string | null;
    reportId?: string | null;
    reason: string;
  },
  db: Executor = ctx.db,
): Promise<void> {
  await insertLog(db, { actorId: ctx.viewer.id, scope: 'site', ...entry });
}

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

/** Writes a community admin's act that is no strike (a dismissal, a lock) to the site's log. */
export async function logCommunityAction(
  ctx: Platform,
  entry: {
    actorId: string;
    communityId: string;
    action: string;
    targetKind: string;
    targetId: string;
    targetUserId: string | null;
    reason?: string | undefined;
    reportId?: string | null | undefined;
  },
  db: Executor = ctx.db,
): Promise<void> {
  await insertLog(db, {
    ...entry,
    scope: 'community',
    reason: entry.reason ?? '',
    reportId: entry.reportId ?? null,
  });
}
