import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { accountRestrictions } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';

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

/** Whom a moderation e-mail goes to: the address, the names and the language. */
export async function moderationRecipient(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      username: profiles.username,
      fullName: profiles.fullName,
      businessName: profiles.businessName,
      languagePreference: profiles.languagePreference,
      timeZone: profiles.timeZone,
      calendarPreference: profiles.calendarPreference,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? null;
}
