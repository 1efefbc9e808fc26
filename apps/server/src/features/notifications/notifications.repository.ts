import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { notificationLimits } from '@aebro/shared/notification-rules';
import { userNotifications } from '../../db/schema/notifications';
import { posts } from '../../db/schema/posts';
import { inFeedOf, notMutedWordsFor } from '../../db/safety-filters';
import type { Executor } from '../../platform/db/client';

export type NotificationRow = typeof userNotifications.$inferSelect;
type NewNotificationRow = typeof userNotifications.$inferInsert;

/**
 * One notification per recipient, actor, type and subject: a repeat refreshes it (newest, unread,
 * shown again if cleared) instead of adding another. `created` says whether the row is new.
 */
export async function upsertNotification(
  db: Executor,
  row: NewNotificationRow,
): Promise<{ row: NotificationRow; created: boolean } | null> {
  const [result] = await db
    .insert(userNotifications)
    .values(row)
    .onConflictDoUpdate({
      target: [
        userNotifications.userId,
        userNotifications.actorId,
        userNotifications.type,
        userNotifications.subjectId,
      ],
      set: {
        title: row.title,
        message: row.message,
        data: row.data,
        createdAt: sql`now()`,
        readAt: null,
        clearedAt: null,
        filtered: row.filtered ?? false,
        // Decided by the writer only when the recipient's socket is on its process; else the
        // delivery job records it.
        ...(row.pushDeliveryStatus ? { pushDeliveryStatus: row.pushDeliveryStatus } : {}),
      },
    })
    .returning({ ...getTableColumns(userNotifications), created: sql<boolean>`xmax = 0` });
  if (!result) return null;
  const { created, ...stored } = result;
  return { row: stored, created };
}

export async function setDeliveryStatus(
  db: Executor,
  id: string,
  status: NotificationRow['pushDeliveryStatus'],
): Promise<void> {
  await db
    .update(userNotifications)
    .set({ pushDeliveryStatus: status })
    .where(eq(userNotifications.id, id));
}

/**
 * Issue 37: holds none of the recipient's muted words: neither the post it is about nor the names
 * it shows (the actor, the community, event or listing). Only rows of a member with muted words
 * fold the names (notMutedWordsFor looks at the words first).
 */
function notMuted(userId: string): SQL {
  const data = userNotifications.data;
  const names = sql`aebro_search_text(concat_ws(' ', ${data}->>'actor_display_name', ${data}->>'community_name', ${data}->>'event_title', ${data}->>'service_title'))`;
  const postId = sql`case when ${data}->>'post_id' ~ '^[0-9a-f-]{36}$' then (${data}->>'post_id')::uuid end`;
  return sql`${notMutedWordsFor(userId, names)} and not exists (select 1 from ${posts} mp
    where mp.id = ${postId} and not ${notMutedWordsFor(userId, sql`mp.search_text`)})`;
}

/** What a list shows: the recipient's, not cleared, of someone not muted, holding no muted word. */
function listed(userId: string, filtered: boolean): SQL | undefined {
  return and(
    eq(userNotifications.userId, userId),
    isNull(userNotifications.clearedAt),
    eq(userNotifications.filtered, filtered),
    inFeedOf(userId, userNotifications.actorId),
    notMuted(userId),
  );
}

/** Not cleared, newest first, at most 50 (SPEC §7); `filtered`: the Filtered list (issue 37). */
export async function listRows(
  db: Executor,
  userId: string,
  filtered = false,
): Promise<NotificationRow[]> {
  return await db
    .select()
    .from(userNotifications)
    .where(listed(userId, filtered))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(notificationLimits.fetchLimit);
}

/** Unread and listed: a join request already approved or rejected is hidden, so it is not counted. */
export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userNotifications)
    .where(
      and(
        listed(userId, false),
        isNull(userNotifications.readAt),
        sql`not (${userNotifications.type} in ('community_join_request', 'follow_request') and coalesce(${userNotifications.data}->>'status', '') in ('approved', 'rejected'))`,
      ),
    );
  return row?.count ?? 0;
}

/** Marks one of the user's notifications read; false when it is not theirs or not there. */
/** Whose notification this is (null when there is none, or it was cleared). */
export async function recipientOf(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userNotifications.userId })
    .from(userNotifications)
    .where(and(eq(userNotifications.id, id), isNull(userNotifications.clearedAt)))
    .limit(1);
  return row?.userId ?? null;
}

export async function markRowRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(userNotifications)
    .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
    .where(
      and(
        eq(userNotifications.id, id),
        eq(userNotifications.userId, userId),
        isNull(userNotifications.clearedAt),
      ),
    )
    .returning({ id: userNotifications.id });
  return rows.length > 0;
}

export async function markRowsRead(db: Executor, userId: string): Promise<void> {
  await db
    .update(userNotifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(userNotifications.userId, userId),
        isNull(userNotifications.readAt),
        isNull(userNotifications.clearedAt),
      ),
    );
}

export async function clearRows(db: Executor, userId: string): Promise<void> {
  await db
    .update(userNotifications)
    .set({ clearedAt: sql`now()` })
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.clearedAt)));
}

/**
 * Records the answer to a request in the recipient's notification about it (the list then hides it),
 * or clears the notification when the request was withdrawn. True when one was there.
 */
export async function settleRequestRows(
  db: Executor,
  where: { userId: string; actorId: string; type: NotificationRow['type'] },
  status: 'approved' | 'rejected' | 'withdrawn',
): Promise<boolean> {
  const rows = await db
    .update(userNotifications)
    .set(
      status === 'withdrawn'
        ? { clearedAt: sql`now()` }
        : {
            data: sql`jsonb_set(${userNotifications.data}, '{status}', to_jsonb(${status}::text))`,
          },
    )
    .where(
      and(
        eq(userNotifications.userId, where.userId),
        eq(userNotifications.actorId, where.actorId),
        eq(userNotifications.type, where.type),
      ),
    )
    .returning({ id: userNotifications.id });
  return rows.length > 0;
}

/** Sets data.status of the join-request notifications of one request; returns their recipients. */
export async function setJoinRequestRowsStatus(
  db: Executor,
  requestId: string,
  status: 'approved' | 'rejected',
): Promise<string[]> {
  const rows = await db
    .update(userNotifications)
    .set({ data: sql`jsonb_set(${userNotifications.data}, '{status}', to_jsonb(${status}::text))` })
    .where(
      and(
        eq(userNotifications.type, 'community_join_request'),
        sql`(${userNotifications.data}->>'request_id') = ${requestId}`,
      ),
    )
    .returning({ userId: userNotifications.userId });
  return [...new Set(rows.map((row) => row.userId))];
}

/** Marks read the recipient's unread "sent you a message" notices from these senders. */
export async function markMessageRowsRead(
  db: Executor,
  userId: string,
  actorIds: readonly string[],
): Promise<boolean> {
  if (actorIds.length === 0) return false;
  const rows = await db
    .update(userNotifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(userNotifications.userId, userId),
        eq(userNotifications.type, 'message'),
        inArray(userNotifications.actorId, [...actorIds]),
        isNull(userNotifications.readAt),
        isNull(userNotifications.clearedAt),
      ),
    )
    .returning({ id: userNotifications.id });
  return rows.length > 0;
}
