import {
  eventLimits,
  updateFollowingSchema,
  zonedToInstant,
  type Event,
  type UpdateFollowing,
} from '@aebro/shared/events';
import { monthsAfter, occurrences, type Recurrence } from '@aebro/shared/recurrence';
import type { Context } from '../../platform/context';
import type { Transaction } from '../../platform/db/client';
import { badRequest, conflict } from '../../platform/errors';
import { claimImages } from '../media/media.service';
import { reminderJob } from './creation.service';
import { lockEvent, updateEventRow } from './events.repository';
import { eventsClock, getEvent, managedEvent } from './events.service';
import { peopleOfEvent } from './rsvp.repository';
import { announceOffers, offerFreePlaces } from './rsvp.service';
import {
  endSeriesOn,
  insertOccurrences,
  insertSeries,
  lockSeries,
  occurrencesFrom,
  type OccurrenceRow,
} from './series.repository';

/*
 * Editing and cancelling a series from one occurrence on (issue 36,
 * docs/decisions/recurring-events.md). "This and following" splits the series: the old one ends
 * the day before, a new one starts with the new details and rule. Occurrences whose date the new
 * rule keeps move to it with their answers; the others are cancelled and their people told, as
 * for any cancelled event.
 */

const day = 86_400_000;
const minute = 60_000;

function dayBefore(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - day).toISOString().slice(0, 10);
}

/** The occurrence being edited: a published occurrence of a series, managed by the viewer. */
async function managedOccurrence(ctx: Context, eventId: string) {
  const row = await managedEvent(ctx, eventId);
  if (!row.seriesId || !row.occurrenceDate)
    throw conflict('This event does not repeat; edit it as it is.');
  if (row.status !== 'published')
    throw conflict('Only a published occurrence can change the ones that follow it.');
  return { ...row, seriesId: row.seriesId, occurrenceDate: row.occurrenceDate };
}

/** Cancels occurrences (nothing is deleted); everyone who answered or waits is told. */
async function cancelOccurrences(
  ctx: Context,
  tx: Transaction,
  rows: OccurrenceRow[],
  facts: { title: string; organiserId: string },
): Promise<void> {
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    await updateEventRow(tx, row.id, { status: 'cancelled', cancelledAt: eventsClock.now() });
    if (row.status !== 'published') continue;
    await ctx.events.publish(tx, 'event.cancelled', {
      eventId: row.id,
      title: facts.title,
      organiserId: facts.organiserId,
      recipientIds: await peopleOfEvent(tx, row.id),
    });
  }
}

/** "This and following": the series splits at this occurrence; the event shown afterwards. */
export async function updateFollowing(
  ctx: Context,
  eventId: string,
  input: UpdateFollowing,
): Promise<Event> {
  const value = updateFollowingSchema.parse(input);
  const at = await managedOccurrence(ctx, eventId);
  const split = at.occurrenceDate;
  const first = value.startsAt.slice(0, 10);
  if (first < split)
    throw badRequest('The new dates start on this occurrence or later, not before it.');
  const dates = occurrences(
    value.recurrence,
    value.startsAt,
    value.timeZone,
    { from: first, to: monthsAfter(first, eventLimits.seriesMonths) },
    eventLimits.occurrencesMax,
  );
  const [head] = dates;
  if (!head) throw badRequest('This rule has no date in the next 12 months.');
  const coverUrl =
    value.coverKey === undefined
      ? at.coverUrl
      : value.coverKey
        ? ((await claimImages(ctx, [value.coverKey]))[0]?.url ?? null)
        : null;
  const startsAt = zonedToInstant(value.startsAt, value.timeZone);
  const duration = zonedToInstant(value.endsAt, value.timeZone).getTime() - startsAt.getTime();
  const details = {
    title: value.title,
    description: value.description,
    category: value.category,
    online: value.online,
    city: value.online ? null : value.city,
    address: value.online ? '' : value.address,
    onlineUrl: value.online ? value.onlineUrl : null,
    timeZone: value.timeZone,
    capacity: value.capacity,
    coverUrl,
  };
  const shown = await ctx.events.transaction(ctx.db, async (tx) => {
    const old = await lockSeries(tx, at.seriesId);
    if (!old) throw conflict('This series no longer exists.');
    const following = await occurrencesFrom(tx, at.seriesId, split);
    const seriesId = await insertSeries(tx, {
      organiserId: at.organiserId,
      recurrence: value.recurrence,
      firstStartsAt: head.local,
      durationMinutes: Math.round(duration / minute),
      timeZone: value.timeZone,
      materialisedUntil: dates.at(-1)?.date ?? head.date,
    });
    const ended: Recurrence = { ...old.recurrence, end: { kind: 'until', date: dayBefore(split) } };
    await endSeriesOn(tx, at.seriesId, ended, dayBefore(split));
    const byDate = new Map(following.map((row) => [row.occurrenceDate, row]));
    const kept = new Set<string>();
    let shownId: string | null = null;
    for (const occurrence of dates) {
      const row = byDate.get(occurrence.date);
      const times = {
        startsAt: occurrence.startsAt,
        endsAt: new Date(occurrence.startsAt.getTime() + duration),
      };
      if (!row) continue;
      kept.add(row.id);
      // The same date: the occurrence moves to the new series with its answers and waitlist.
      await lockEvent(tx, row.id);
      await updateEventRow(tx, row.id, { ...details, ...times, seriesId });
      if (row.id === eventId) shownId = row.id;
      if (row.status !== 'published') continue;
      await announceOffers(ctx, tx, row.id, await offerFreePlaces(tx, row.id, eventsClock.now()));
      if (times.startsAt.getTime() !== row.startsAt.getTime())
        await ctx.jobs.enqueue(tx, 'events.reminder', ...reminderJob(row.id, times.startsAt));
    }
    const fresh = dates.filter((occurrence) => !byDate.has(occurrence.date));
    const created = await insertOccurrences(
      tx,
      fresh.map((occurrence) => ({
        ...details,
        organiserId: at.organiserId,
        communityId: at.communityId,
        status: 'published' as const,
        publishedAt: eventsClock.now(),
        seriesId,
        occurrenceDate: occurrence.date,
        startsAt: occurrence.startsAt,
        endsAt: new Date(occurrence.startsAt.getTime() + duration),
      })),
    );
    for (const [index, id] of created.entries()) {
      const occurrence = fresh[index];
      if (occurrence)
        await ctx.jobs.enqueue(tx, 'events.reminder', ...reminderJob(id, occurrence.startsAt));
    }
    // Dates the new rule drops: cancelled, their people told (their answers are not moved).
    await cancelOccurrences(
      ctx,
      tx,
      following.filter((row) => !kept.has(row.id)),
      { title: at.title, organiserId: at.organiserId },
    );
    return shownId ?? created[0] ?? eventId;
  });
  return await getEvent(ctx, shown);
}

/**
 * Cancels a whole series from now on: every occurrence that has not started is cancelled and its
 * people told; with no live occurrence left, the daily job makes
 * no more. Past occurrences stay as they were.
 */
export async function cancelSeries(ctx: Context, eventId: string): Promise<Event> {
  const row = await managedEvent(ctx, eventId);
  if (!row.seriesId) throw conflict('This event does not repeat; cancel it as it is.');
  if (row.status === 'draft')
    throw conflict('A draft is not published; there is nothing to cancel.');
  const seriesId = row.seriesId;
  const now = eventsClock.now();
  await ctx.events.transaction(ctx.db, async (tx) => {
    const series = await lockSeries(tx, seriesId);
    if (!series) return;
    // From today's date on, those that have not started (the daily job leaves the series then).
    const future = (await occurrencesFrom(tx, seriesId, now.toISOString().slice(0, 10))).filter(
      (occurrence) => occurrence.startsAt > now,
    );
    await cancelOccurrences(ctx, tx, future, { title: row.title, organiserId: row.organiserId });
  });
  return await getEvent(ctx, eventId);
}
