import type { Page } from '@aebro/shared/connections';
import { displayName } from '@aebro/shared/display-name';
import type {
  Event,
  EventCategory,
  eventListQuerySchema,
  myEventsQuerySchema,
} from '@aebro/shared/events';
import type { z } from 'zod';
import type { Context } from '../../platform/context';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { readDb } from '../../platform/db/read-routing';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { canManageEvent, canSeeOnlineLink } from './events.policy';
import {
  findViewedEvent,
  listEventRows,
  myEventRows,
  type ViewedEventRow,
} from './events.repository';
import { saveEvent, unsaveEvent } from './saves.repository';
import { seriesViews, type SeriesView } from './series.service';
import './events.events';

/*
 * The events area's services: this file holds what every part shares (the event as the viewer sees
 * it, lists, saving); creation.service.ts creation, payment, editing, cancelling and reminders;
 * rsvp.service.ts answers, the waitlist and its offers; calendar.service.ts the .ics files and feeds.
 */

/** The area's clock: tests move it to see offers expire and reminders fall due. */
export const eventsClock = { now: (): Date => new Date() };

export const missing = 'This event does not exist.';

/** The event as the viewer sees it (the API's shape). */
export function toEvent(
  viewerId: string,
  row: ViewedEventRow,
  series: SeriesView | null = null,
): Event {
  const isOrganiser = row.organiserId === viewerId;
  const remaining =
    row.capacity === null ? null : Math.max(0, row.capacity - row.goingCount - row.openOffers);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as EventCategory | null,
    status: row.status,
    online: row.online,
    city: row.city,
    address: row.address,
    onlineUrl: canSeeOnlineLink(viewerId, row, row.viewerRsvp) ? row.onlineUrl : null,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    capacity: row.capacity,
    coverUrl: row.coverUrl,
    organiser: {
      id: row.organiserId,
      username: row.organiserUsername,
      displayName: displayName({
        accountType: row.organiserAccountType,
        businessName: row.organiserBusinessName,
        businessCategory: row.organiserBusinessCategory,
        fullName: row.organiserFullName,
        username: row.organiserUsername,
      }),
      avatarUrl: row.organiserAvatarUrl,
    },
    community:
      row.communityId && row.communityName
        ? { id: row.communityId, name: row.communityName }
        : null,
    goingCount: row.goingCount,
    interestedCount: row.interestedCount,
    waitlistCount: row.waitlistCount,
    remaining,
    createdAt: row.createdAt.toISOString(),
    series,
    viewer: {
      isOrganiser,
      rsvp: row.viewerRsvp,
      saved: row.viewerSaved,
      waitlistPosition: row.viewerWaitlistPosition,
      offerExpiresAt: row.viewerOfferExpiresAt?.toISOString() ?? null,
    },
  };
}

/** The event as the viewer sees it; one they may not see does not exist for them. */
export async function viewedEvent(ctx: Context, eventId: string): Promise<ViewedEventRow> {
  const row = await findViewedEvent(ctx.db, ctx.viewer.id, eventId, eventsClock.now());
  if (!row?.visible) throw notFound(missing);
  return row;
}

/** An event the viewer organises; others who may see it are refused. */
export async function managedEvent(ctx: Context, eventId: string): Promise<ViewedEventRow> {
  const row = await viewedEvent(ctx, eventId);
  if (!canManageEvent(ctx.viewer.id, row)) throw forbidden('Only the organiser can do this.');
  return row;
}

/** The events as the viewer sees them, each with its series (issue 36) when it has one. */
export async function toEvents(ctx: Context, rows: ViewedEventRow[]): Promise<Event[]> {
  const views = await seriesViews(
    ctx.db,
    ctx.viewer.id,
    rows.map((row) => row.seriesId),
    eventsClock.now(),
  );
  return rows.map((row) =>
    toEvent(ctx.viewer.id, row, row.seriesId ? (views.get(row.seriesId) ?? null) : null),
  );
}

export async function getEvent(ctx: Context, eventId: string): Promise<Event> {
  const [event] = await toEvents(ctx, [await viewedEvent(ctx, eventId)]);
  if (!event) throw notFound(missing);
  return event;
}

export async function setSaved(ctx: Context, eventId: string, saved: boolean): Promise<Event> {
  await viewedEvent(ctx, eventId);
  if (saved) await saveEvent(ctx.db, eventId, ctx.viewer.id);
  else await unsaveEvent(ctx.db, eventId, ctx.viewer.id);
  return await getEvent(ctx, eventId);
}

type ListQuery = z.output<typeof eventListQuerySchema>;

export async function listEvents(ctx: Context, query: ListQuery): Promise<Page<Event>> {
  if (query.from && query.to && query.from > query.to)
    throw badRequest('The start of the range must come before its end.');
  const cursor = decodeCursor(query.cursor, 'timestamp');
  // The event list tolerates a second of lag: a replica may serve it.
  const reader = { ...ctx, db: await readDb(ctx) };
  const rows = await listEventRows(
    reader.db,
    ctx.viewer.id,
    query,
    cursor,
    query.limit,
    eventsClock.now(),
  );
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.sortKey,
    id: row.id,
  }));
  return { items: await toEvents(reader, items), nextCursor };
}

type MyQuery = z.output<typeof myEventsQuerySchema>;

export async function myEvents(ctx: Context, query: MyQuery): Promise<Page<Event>> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await myEventRows(
    ctx.db,
    ctx.viewer.id,
    query.role,
    cursor,
    query.limit,
    eventsClock.now(),
  );
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.sortKey,
    id: row.id,
  }));
  return { items: await toEvents(ctx, items), nextCursor };
}
