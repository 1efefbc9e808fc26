import { eq, sql } from 'drizzle-orm';
import type { NotificationPolicy } from '@aebro/shared/notification-filters';
import { notificationPolicies } from '../../db/schema/notifications';
import type { Executor } from '../../platform/db/client';
import { preparedFor } from '../../platform/db/prepared';

const columns = {
  notFollowing: notificationPolicies.notFollowing,
  notFollowers: notificationPolicies.notFollowers,
  newAccounts: notificationPolicies.newAccounts,
};

// Asked for every notification and first message: its SQL is built once.
const policyStatement = preparedFor((db) =>
  db
    .select(columns)
    .from(notificationPolicies)
    .where(eq(notificationPolicies.userId, sql.placeholder('user')))
    .limit(1)
    .prepare('notification_policy'),
);

/** A member's policy; null when they never changed it (accept everyone). */
export async function policyRow(db: Executor, userId: string): Promise<NotificationPolicy | null> {
  const [row] = await policyStatement(db).execute({ user: userId });
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
