import { eventLimits, type Event } from '@aebro/shared/events';
import { monthsAfter, occurrences, type Recurrence } from '@aebro/shared/recurrence';
import type { Executor } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { NewEventRow } from './events.repository';
import {
  findSeriesMany,
  insertOccurrences,
  insertSeries,
  nextOccurrences,
} from './series.repository';

/*
 * Repeating events (issue 36, docs/decisions/recurring-events.md): a series holds the rule; each
 * occurrence is an ordinary event row with its own answers, capacity, waitlist and reminder. The
 * occurrences of the next 12 months (at most 60) are created with the series, as drafts that the
 * one creation fee publishes together.
 */

const minute = 60_000;

/**
 * Creates a series and its occurrences from the first occurrence's columns (drafts); the
 * occurrences' ids, the first one first. A rule without a date in the next 12 months is refused.
 */
export async function createSeries(
  db: Executor,
  recurrence: Recurrence,
  localStart: string,
  first: NewEventRow & { startsAt: Date; endsAt: Date; timeZone: string; organiserId: string },
): Promise<string[]> {
  const until = monthsAfter(localStart.slice(0, 10), eventLimits.seriesMonths);
  const dates = occurrences(
    recurrence,
    localStart,
    first.timeZone,
    { from: localStart.slice(0, 10), to: until },
    eventLimits.occurrencesMax,
  );
  const [head] = dates;
  if (!head) throw badRequest('This rule has no date in the next 12 months.');
  const duration = first.endsAt.getTime() - first.startsAt.getTime();
  const seriesId = await insertSeries(db, {
    organiserId: first.organiserId,
    recurrence,
    // The first occurrence is the series' start (an .ics' DTSTART), whatever day was typed.
    firstStartsAt: head.local,
    durationMinutes: Math.round(duration / minute),
    timeZone: first.timeZone,
    materialisedUntil:
      dates.length >= eventLimits.occurrencesMax ? (dates.at(-1)?.date ?? until) : until,
  });
  return await insertOccurrences(
    db,
    dates.map((occurrence) => ({
      ...first,
      seriesId,
      occurrenceDate: occurrence.date,
      startsAt: occurrence.startsAt,
      endsAt: new Date(occurrence.startsAt.getTime() + duration),
    })),
  );
}

export type SeriesView = NonNullable<Event['series']>;

/** The series of these events with their next occurrences, by series id (for the API's shape). */
export async function seriesViews(
  db: Executor,
  viewerId: string,
  seriesIds: ReadonlyArray<string | null>,
  now: Date,
): Promise<Map<string, SeriesView>> {
  const ids = [...new Set(seriesIds.filter((id): id is string => id !== null))];
  const views = new Map<string, SeriesView>();
  if (ids.length === 0) return views;
  const [series, next] = await Promise.all([
    findSeriesMany(db, ids),
    nextOccurrences(db, ids, viewerId, now, eventLimits.seriesShown),
  ]);
  for (const row of series)
    views.set(row.id, { id: row.id, recurrence: row.recurrence, occurrences: [] });
  for (const occurrence of next)
    views.get(occurrence.seriesId)?.occurrences.push({
      id: occurrence.id,
      startsAt: occurrence.startsAt.toISOString(),
      status: occurrence.status,
    });
  return views;
}
