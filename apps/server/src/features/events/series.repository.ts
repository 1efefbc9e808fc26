import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { EventStatus } from '@aebro/shared/events';
import type { Recurrence } from '@aebro/shared/recurrence';
import { events, eventSeries } from '../../db/schema/events';
import type { Executor } from '../../platform/db/client';
import type { NewEventRow } from './events.repository';

/* Series of repeating events (issue 36): the rule, and its occurrences (ordinary events rows). */

export interface SeriesRow {
  id: string;
  organiserId: string;
  recurrence: Recurrence;
  firstStartsAt: string;
  durationMinutes: number;
  timeZone: string;
  materialisedUntil: string;
}

export interface OccurrenceRow {
  id: string;
  seriesId: string;
  occurrenceDate: string;
  startsAt: Date;
  endsAt: Date;
  status: EventStatus;
}

const occurrenceColumns = {
  id: events.id,
  seriesId: sql<string>`${events.seriesId}`,
  occurrenceDate: sql<string>`${events.occurrenceDate}::text`,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  status: events.status,
};

export async function insertSeries(db: Executor, row: Omit<SeriesRow, 'id'>): Promise<string> {
  const [created] = await db.insert(eventSeries).values(row).returning({ id: eventSeries.id });
  if (!created) throw new Error('the series was not inserted');
  return created.id;
}

/** Inserts a series' occurrences; their ids in the order given. */
export async function insertOccurrences(db: Executor, rows: NewEventRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const created = await db
    .insert(events)
    .values(rows)
    .returning({ id: events.id, date: events.occurrenceDate });
  const byDate = new Map(created.map((row) => [row.date, row.id]));
  return rows.map((row) => byDate.get(row.occurrenceDate ?? null) ?? '');
}

export async function findSeries(db: Executor, seriesId: string): Promise<SeriesRow | null> {
  const [row] = await db.select().from(eventSeries).where(eq(eventSeries.id, seriesId)).limit(1);
  return row ?? null;
}

export async function findSeriesMany(db: Executor, ids: string[]): Promise<SeriesRow[]> {
  if (ids.length === 0) return [];
  return await db.select().from(eventSeries).where(inArray(eventSeries.id, ids));
}

/** A series' occurrences in order (all of them: the .ics and publishing take them all). */
export async function occurrencesOf(db: Executor, seriesId: string): Promise<OccurrenceRow[]> {
  return await db
    .select(occurrenceColumns)
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** The drafts of a series, locked until the transaction ends (publishing them once). */
export async function lockSeriesDrafts(db: Executor, seriesId: string): Promise<OccurrenceRow[]> {
  return await db
    .select(occurrenceColumns)
    .from(events)
    .where(and(eq(events.seriesId, seriesId), eq(events.status, 'draft')))
    .orderBy(asc(events.startsAt))
    .for('update');
}

export async function publishOccurrences(db: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(events)
    .set({ status: 'published', publishedAt: at })
    .where(and(inArray(events.id, ids), eq(events.status, 'draft')));
}

/**
 * The next `perSeries` occurrences of each series that have not ended, drafts only for their
 * organiser: what an event's page lists.
 */
export async function nextOccurrences(
  db: Executor,
  seriesIds: string[],
  viewerId: string,
  now: Date,
  perSeries: number,
): Promise<OccurrenceRow[]> {
  if (seriesIds.length === 0) return [];
  const ranked = db
    .select({
      ...occurrenceColumns,
      seriesId: sql<string>`${events.seriesId}`.as('series_id'),
      occurrenceDate: sql<string>`${events.occurrenceDate}::text`.as('occurrence_day'),
      rank: sql<number>`row_number() over (partition by ${events.seriesId}
        order by ${events.startsAt}, ${events.id})`.as('rank'),
    })
    .from(events)
    .where(
      and(
        inArray(events.seriesId, seriesIds),
        sql`${events.endsAt} > ${now.toISOString()}::timestamptz`,
        sql`(${events.status} <> 'draft' or ${events.organiserId} = ${viewerId})`,
      ),
    )
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      seriesId: ranked.seriesId,
      occurrenceDate: ranked.occurrenceDate,
      startsAt: ranked.startsAt,
      endsAt: ranked.endsAt,
      status: ranked.status,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perSeries}`)
    .orderBy(asc(ranked.startsAt));
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt instanceof Date ? row.startsAt : new Date(row.startsAt as string),
    endsAt: row.endsAt instanceof Date ? row.endsAt : new Date(row.endsAt as string),
  }));
}

/**
 * A list shows one occurrence of each series (issue 36): the first one that has not ended, or,
 * when all have, the last one. `siblings` narrows the occurrences that count (published ones in
 * a date range for the public lists, any for the organiser's).
 */
export function seriesRepresentative(now: Date, siblings: SQL): SQL {
  const nowText = now.toISOString();
  return sql`(${events.seriesId} is null or (
    ${events.endsAt} > ${nowText}::timestamptz and not exists (select 1 from ${events} o
      where o.series_id = ${events.seriesId} and ${siblings} and o.ends_at > ${nowText}::timestamptz
        and (o.starts_at, o.id) < (${events.startsAt}, ${events.id}))
  ) or (
    ${events.endsAt} <= ${nowText}::timestamptz and not exists (select 1 from ${events} o
      where o.series_id = ${events.seriesId} and ${siblings} and (o.ends_at > ${nowText}::timestamptz
        or (o.starts_at, o.id) > (${events.startsAt}, ${events.id})))
  ))`;
}

/** The series whose occurrences stop before the horizon. */
export async function seriesBehind(db: Executor, horizon: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventSeries.id })
    .from(eventSeries)
    .where(lt(eventSeries.materialisedUntil, horizon));
  return rows.map((row) => row.id);
}

/**
 * A series is kept going while it has a published occurrence that has not ended (a series that is
 * unpaid, cancelled as a whole, or split and ended has none): the latest one is the template.
 */
export async function liveTemplate(db: Executor, seriesId: string, now: Date) {
  const [row] = await db
    .select()
    .from(events)
    .where(
      and(eq(events.seriesId, seriesId), eq(events.status, 'published'), gt(events.endsAt, now)),
    )
    .orderBy(desc(events.startsAt), asc(events.id))
    .limit(1);
  return row ?? null;
}

/** The series row, locked until the transaction ends. */
export async function lockSeries(db: Executor, seriesId: string): Promise<SeriesRow | null> {
  const [row] = await db
    .select()
    .from(eventSeries)
    .where(eq(eventSeries.id, seriesId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Inserts occurrences, skipping the dates the series already has; the new rows. */
export async function insertOccurrencesOnce(
  db: Executor,
  rows: NewEventRow[],
): Promise<Array<{ id: string; startsAt: Date }>> {
  if (rows.length === 0) return [];
  return await db
    .insert(events)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: events.id, startsAt: events.startsAt });
}

/** Occurrences exist up to `until` (never moved back). */
export async function raiseMaterialisedUntil(
  db: Executor,
  seriesId: string,
  until: string,
): Promise<void> {
  await db
    .update(eventSeries)
    .set({ materialisedUntil: sql`greatest(${eventSeries.materialisedUntil}, ${until}::date)` })
    .where(eq(eventSeries.id, seriesId));
}

/** A series' occurrences on or after a date, in order. */
export async function occurrencesFrom(
  db: Executor,
  seriesId: string,
  from: string,
): Promise<OccurrenceRow[]> {
  return await db
    .select(occurrenceColumns)
    .from(events)
    .where(and(eq(events.seriesId, seriesId), sql`${events.occurrenceDate} >= ${from}::date`))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** A series ends: its rule stops on `until` and no occurrence is made after it. */
export async function endSeriesOn(
  db: Executor,
  seriesId: string,
  recurrence: Recurrence,
  until: string,
): Promise<void> {
  await db
    .update(eventSeries)
    .set({ recurrence, materialisedUntil: until })
    .where(eq(eventSeries.id, seriesId));
}
