import { and, eq, or } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/notifications';
import type { Executor } from '../../platform/db/client';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function subscriptionsOf(
  db: Executor,
  userId: string,
): Promise<PushSubscriptionRow[]> {
  return await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function findSubscription(
  db: Executor,
  endpoint: string,
): Promise<PushSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  return row ?? null;
}

/**
 * Records a subscription, or updates it when it is already this user's or when the same browser keys
 * come with it (see notifications.policy mayTakePushEndpoint); false when it belongs to someone else.
 */
export async function saveSubscription(
  db: Executor,
  row: { endpoint: string; userId: string; p256dh: string; auth: string },
): Promise<boolean> {
  const written = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth },
      setWhere: or(
        eq(pushSubscriptions.userId, row.userId),
        and(eq(pushSubscriptions.p256dh, row.p256dh), eq(pushSubscriptions.auth, row.auth)),
      ),
    })
    .returning({ endpoint: pushSubscriptions.endpoint });
  return written.length > 0;
}

export async function deleteSubscription(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function deleteOwnSubscription(
  db: Executor,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
