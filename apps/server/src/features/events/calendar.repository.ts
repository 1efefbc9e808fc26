import { eq, sql } from 'drizzle-orm';
import { calendarFeedTokens } from '../../db/schema/events';
import type { Executor } from '../../platform/db/client';

/* Calendar feeds */

export async function feedTokenOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeedTokens.token })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId));
  return row?.token ?? null;
}

export async function replaceFeedToken(db: Executor, userId: string, token: string): Promise<void> {
  await db
    .insert(calendarFeedTokens)
    .values({ userId, token })
    .onConflictDoUpdate({
      target: calendarFeedTokens.userId,
      set: { token, createdAt: sql`now()` },
    });
}

export async function deleteFeedToken(db: Executor, userId: string): Promise<void> {
  await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
}

export async function userOfFeedToken(db: Executor, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeedTokens.userId })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.token, token));
  return row?.userId ?? null;
}
