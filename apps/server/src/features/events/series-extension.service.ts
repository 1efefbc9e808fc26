import { eventLimits } from '@aebro/shared/events';
import { monthsAfter, occurrences } from '@aebro/shared/recurrence';
import type { Platform } from '../../platform/context';
import { reminderJob } from './creation.service';
import {
  insertOccurrencesOnce,
  liveTemplate,
  lockSeries,
  raiseMaterialisedUntil,
  seriesBehind,
} from './series.repository';

/*
 * Keeping 12 months of a series ahead (issue 36, docs/decisions/recurring-events.md): a daily job
 * materialises the occurrences that came within the horizon, as copies of the series' latest
 * published occurrence. Idempotent: the series row is locked, `(series_id, occurrence_date)` is
 * unique and `materialised_until` only moves forward, so running it twice creates nothing twice.
 */

const minute = 60_000;
const day = 86_400_000;

/** The date after an ISO date ("YYYY-MM-DD"). */
export function dayAfter(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + day).toISOString().slice(0, 10);
}

async function extendOne(ctx: Platform, seriesId: string, now: Date, horizon: string) {
  return await ctx.events.transaction(ctx.db, async (tx) => {
    const series = await lockSeries(tx, seriesId);
    if (!series || series.materialisedUntil >= horizon) return 0;
    const model = await liveTemplate(tx, seriesId, now);
    if (!model) return 0;
    const dates = occurrences(
      series.recurrence,
      series.firstStartsAt,
      series.timeZone,
      { from: dayAfter(series.materialisedUntil), to: horizon },
      eventLimits.occurrencesMax,
    );
    const duration = series.durationMinutes * minute;
    const {
      id: _id,
      createdAt: _created,
      searchText: _search,
      cancelledAt: _cancelled,
      ...columns
    } = model;
    const created =
      dates.length === 0
        ? []
        : await insertOccurrencesOnce(
            tx,
            dates.map((occurrence) => ({
              ...columns,
              status: 'published' as const,
              publishedAt: now,
              occurrenceDate: occurrence.date,
              startsAt: occurrence.startsAt,
              endsAt: new Date(occurrence.startsAt.getTime() + duration),
            })),
          );
    for (const row of created)
      await ctx.jobs.enqueue(tx, 'events.reminder', ...reminderJob(row.id, row.startsAt));
    const reached =
      dates.length >= eventLimits.occurrencesMax ? (dates.at(-1)?.date ?? horizon) : horizon;
    await raiseMaterialisedUntil(tx, seriesId, reached);
    return created.length;
  });
}

/** Materialises every active series' occurrences up to 12 months after `now`; how many were made. */
export async function extendSeries(ctx: Platform, now: Date): Promise<number> {
  const horizon = monthsAfter(now.toISOString().slice(0, 10), eventLimits.seriesMonths);
  let made = 0;
  for (const seriesId of await seriesBehind(ctx.db, horizon))
    made += await extendOne(ctx, seriesId, now, horizon);
  return made;
}
