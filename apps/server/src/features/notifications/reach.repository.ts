import { eq, sql } from 'drizzle-orm';
import type { NotificationPolicy } from '@aebro/shared/notification-filters';
import { notificationPolicies } from '../../db/schema/notifications';
import type { Executor } from '../../platform/db/client';

const columns = {
  notFollowing: notificationPolicies.notFollowing,
  notFollowers: notificationPolicies.notFollowers,
  newAccounts: notificationPolicies.newAccounts,
};

/** A member's policy; null when they never changed it (accept everyone). */
export async function policyRow(db: Executor, userId: string): Promise<NotificationPolicy | null> {
  const [row] = await db
    .select(columns)
    .from(notificationPolicies)
    .where(eq(notificationPolicies.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Writes the changed choices (the others keep theirs, or the default). */
export async function upsertPolicy(
  db: Executor,
  userId: string,
  changes: Partial<NotificationPolicy>,
): Promise<NotificationPolicy> {
  const [row] = await db
    .insert(notificationPolicies)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: notificationPolicies.userId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning(columns);
  if (!row) throw new Error('notification policy upsert returned nothing');
  return row;
}
