import { asc, eq } from 'drizzle-orm';
import { eventSeries } from '../../db/schema/events';
import type { Executor } from '../../platform/db/client';

/**
 * The series a member organises (issue 36) for their export: each one's repeat rule and end as
 * they set them, its time and zone; its occurrences are in `organised` with their `seriesId`.
 */
export async function exportSeries(db: Executor, userId: string) {
  return db
    .select({
      id: eventSeries.id,
      recurrence: eventSeries.recurrence,
      firstStartsAt: eventSeries.firstStartsAt,
      durationMinutes: eventSeries.durationMinutes,
      timeZone: eventSeries.timeZone,
      materialisedUntil: eventSeries.materialisedUntil,
      createdAt: eventSeries.createdAt,
    })
    .from(eventSeries)
    .where(eq(eventSeries.organiserId, userId))
    .orderBy(asc(eventSeries.createdAt), asc(eventSeries.id));
}
