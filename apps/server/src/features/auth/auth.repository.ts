import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { accounts, sessions, twoFactors, usedTotpCodes, users } from '../../db/schema/auth';
import type { Executor } from '../../platform/db/client';

export async function liveSessionIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())));
  return rows.map((row) => row.id);
}

/** A TOTP code is valid for up to 90 s (one step either side); remembering it for 5 min is enough. */
const rememberFor = sql`interval '5 minutes'`;

/** Records a code used to sign in; false when it was used already (a replay). */
export async function recordTotpUse(db: Executor, userId: string, code: string): Promise<boolean> {
  await db
    .delete(usedTotpCodes)
    .where(
      and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.usedAt, sql`now() - ${rememberFor}`)),
    );
  const inserted = await db
    .insert(usedTotpCodes)
    .values({ userId, code })
    .onConflictDoNothing()
    .returning({ code: usedTotpCodes.code });
  return inserted.length > 0;
}
/** Ends every session of the user (a suspension or ban); returns how many there were. */
export async function deleteSessionsOf(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}
/** Turns two-step verification off and forgets its secret and backup codes; false when it was off. */
export async function clearTwoFactor(db: Executor, userId: string): Promise<boolean> {
  return await db.transaction(async (tx) => {
    const removed = await tx
      .delete(twoFactors)
      .where(eq(twoFactors.userId, userId))
      .returning({ id: twoFactors.id });
    const changed = await tx
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
      .returning({ id: users.id });
    return removed.length > 0 || changed.length > 0;
  });
}

export async function twoFactorEnabledOf(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.on ?? false;
}

/** A deleted account signs in no more: its password, two-step secret and sessions go. */
export async function deleteCredentials(db: Executor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.delete(usedTotpCodes).where(eq(usedTotpCodes.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
  });
}
