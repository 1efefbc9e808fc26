import { and, eq } from 'drizzle-orm';
import { eventSaves } from '../../db/schema/events';
import type { Executor } from '../../platform/db/client';

/** A member's saved events (Saved → Events): saving twice keeps one. */
export async function saveEvent(db: Executor, eventId: string, userId: string): Promise<void> {
  await db.insert(eventSaves).values({ eventId, userId }).onConflictDoNothing();
}

export async function unsaveEvent(db: Executor, eventId: string, userId: string): Promise<void> {
  await db
    .delete(eventSaves)
    .where(and(eq(eventSaves.eventId, eventId), eq(eventSaves.userId, userId)));
}
