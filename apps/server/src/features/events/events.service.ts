import { randomBytes } from 'node:crypto';
import type { Page } from '@aebro/shared/connections';
import { displayName } from '@aebro/shared/display-name';
import { cities } from '@aebro/shared/cities';
import {
  createEventSchema,
  eventLimits,
  updateEventSchema,
  zonedToInstant,
  type Attendees,
  type CalendarFeed,
  type CreateEvent,
  type Event,
  type EventCategory,
  type EventCreated,
  type EventPerson,
  type RsvpStatus,
  type UpdateEvent,
  type eventListQuerySchema,
  type myEventsQuerySchema,
} from '@aebro/shared/events';
import type { z } from 'zod';
import type { Context, Platform } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { communityAccess } from '../communities/communities.service';
import { claimImages } from '../media/media.service';
import { startEventCreationCheckout } from '../payments/payments.service';
import { profileRows } from '../profiles/profiles.service';
import {
  canCreateInCommunity,
  canManageEvent,
  canSeeEvent,
  canSeeOnlineLink,
  takesAnswers,
} from './events.policy';
import {
  answersOf,
  deleteFeedToken,
  deleteRsvp,
  dropExpiredOffers,
  feedEventRows,
  feedTokenOf,
  findEventRow,
  findViewedEvent,
  goingIds,
  insertEvent,
  joinWaitlist,
  leaveWaitlist,
  listEventRows,
  lockEvent,
  myEventRows,
  nextWaiting,
  peopleOfEvent,
  replaceFeedToken,
  rsvpOf,
  saveEvent,
  setOffer,
  setRsvp,
  takenPlaces,
  unsaveEvent,
  updateEventRow,
  userOfFeedToken,
  waitlistEntry,
  waitlistOf,
  type EventRow,
  type ViewedEventRow,
} from './events.repository';
import { calendarFile, type IcsEvent } from './ics';
import type { Transaction } from '../../platform/db/client';
import './events.events';

/** The area's clock: tests move it to see offers expire and reminders fall due. */
export const eventsClock = { now: (): Date => new Date() };

const missing = 'This event does not exist.';
const offerMs = eventLimits.offerHours * 60 * 60_000;
const reminderMs = eventLimits.reminderMinutes * 60_000;

function toEvent(viewerId: string, row: ViewedEventRow): Event {
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
    viewer: {
      isOrganiser,
      rsvp: row.viewerRsvp,
      saved: row.viewerSaved,
      waitlistPosition: row.viewerWaitlistPosition,
      offerExpiresAt: row.viewerOfferExpiresAt?.toISOString() ?? null,
    },
  };
}

function factsOf(row: ViewedEventRow) {
  return {
    status: row.status,
    organiserId: row.organiserId,
    community: row.communityId === null ? null : { canSeeContent: row.communityReadable === true },
  };
}

/** The event as the viewer sees it; one they may not see does not exist for them. */
async function viewedEvent(ctx: Context, eventId: string): Promise<ViewedEventRow> {
  const row = await findViewedEvent(ctx.db, ctx.viewer.id, eventId, eventsClock.now());
  if (!row || !canSeeEvent(ctx.viewer.id, factsOf(row))) throw notFound(missing);
  return row;
}

async function managedEvent(ctx: Context, eventId: string): Promise<ViewedEventRow> {
  const row = await viewedEvent(ctx, eventId);
  if (!canManageEvent(ctx.viewer.id, factsOf(row)))
    throw forbidden('Only the organiser can do this.');
  return row;
}

export async function getEvent(ctx: Context, eventId: string): Promise<Event> {
  return toEvent(ctx.viewer.id, await viewedEvent(ctx, eventId));
}

type EventInput = z.output<typeof updateEventSchema>;

async function coverUrlOf(ctx: Context, key: string | null): Promise<string | null> {
  if (!key) return null;
  const [image] = await claimImages(ctx, [key]);
  return image?.url ?? null;
}

function columnsOf(value: EventInput) {
  return {
    title: value.title,
    description: value.description,
    category: value.category,
    online: value.online,
    city: value.online ? null : value.city,
    address: value.online ? '' : value.address,
    onlineUrl: value.online ? value.onlineUrl : null,
    startsAt: zonedToInstant(value.startsAt, value.timeZone),
    endsAt: zonedToInstant(value.endsAt, value.timeZone),
    timeZone: value.timeZone,
    capacity: value.capacity,
  };
}

/**
 * Creates the event as an unpaid draft (only its organiser sees it) and opens the checkout of the
 * creation fee; `payment.paid` publishes it. An unpaid draft can be paid later (`startCheckout`).
 */
export async function createEvent(ctx: Context, input: CreateEvent): Promise<EventCreated> {
  const value = createEventSchema.parse(input);
  if (value.communityId) {
    const community = await communityAccess(ctx, ctx.viewer.id, value.communityId);
    if (!community?.canSeeContent) throw notFound('This community does not exist.');
    if (!canCreateInCommunity(community))
      throw forbidden('Only members of this community can create its events.');
  }
  const coverUrl = await coverUrlOf(ctx, value.coverKey);
  const id = await insertEvent(ctx.db, {
    ...columnsOf(value),
    organiserId: ctx.viewer.id,
    communityId: value.communityId,
    coverUrl,
    status: 'draft',
  });
  const checkout = await startEventCreationCheckout(ctx, id, `/events/${id}`);
  return { event: await getEvent(ctx, id), checkout };
}

/** Pays for an unpaid draft (a checkout that was closed or abandoned). */
export async function startCheckout(
  ctx: Context,
  eventId: string,
): Promise<{ paymentId: string; checkoutUrl: string }> {
  const row = await managedEvent(ctx, eventId);
  if (row.status !== 'draft') throw conflict('This event is already published.');
  return await startEventCreationCheckout(ctx, eventId, `/events/${eventId}`);
}

async function scheduleReminder(ctx: Platform, eventId: string, startsAt: Date): Promise<void> {
  const at = new Date(Math.max(startsAt.getTime() - reminderMs, Date.now()));
  await ctx.jobs.schedule(
    'events.reminder',
    { eventId, startsAt: startsAt.toISOString() },
    { startAfter: at, singletonKey: `${eventId}:${startsAt.toISOString()}` },
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The creation fee was paid: the draft is published (once; a cancelled event stays cancelled). */
export async function publishPaidEvent(ctx: Platform, eventId: string): Promise<void> {
  if (!uuidPattern.test(eventId)) return;
  const row = await findEventRow(ctx.db, eventId);
  if (row?.status !== 'draft') return;
  await updateEventRow(ctx.db, eventId, { status: 'published', publishedAt: new Date() });
  await scheduleReminder(ctx, eventId, row.startsAt);
  ctx.events.emit('event.published', { eventId, organiserId: row.organiserId });
}

export async function updateEvent(
  ctx: Context,
  eventId: string,
  input: UpdateEvent,
): Promise<Event> {
  const value = updateEventSchema.parse(input);
  const before = await managedEvent(ctx, eventId);
  if (before.status === 'cancelled') throw conflict('A cancelled event cannot be changed.');
  const cover =
    value.coverKey === undefined ? {} : { coverUrl: await coverUrlOf(ctx, value.coverKey) };
  const columns = columnsOf(value);
  const offered = await ctx.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    await updateEventRow(tx, eventId, { ...columns, ...cover });
    // More places: they go to the people waiting. Fewer: nobody going loses their place.
    return await offerFreePlaces(tx, eventId, eventsClock.now());
  });
  if (before.status === 'published' && columns.startsAt.getTime() !== before.startsAt.getTime())
    await scheduleReminder(ctx, eventId, columns.startsAt);
  await announceOffers(ctx, eventId, offered);
  return await getEvent(ctx, eventId);
}

/** Cancels an event (nothing is deleted); everyone who answered or waits is told. */
export async function cancelEvent(ctx: Context, eventId: string): Promise<Event> {
  const row = await managedEvent(ctx, eventId);
  if (row.status === 'cancelled') return toEvent(ctx.viewer.id, row);
  if (row.status === 'draft')
    throw conflict('A draft is not published; there is nothing to cancel.');
  await updateEventRow(ctx.db, eventId, { status: 'cancelled', cancelledAt: new Date() });
  const recipientIds = await peopleOfEvent(ctx.db, eventId);
  ctx.events.emit('event.cancelled', {
    eventId,
    title: row.title,
    organiserId: row.organiserId,
    recipientIds,
  });
  return await getEvent(ctx, eventId);
}

interface Offer {
  waitlistId: string;
  userId: string;
  expiresAt: Date;
}

/**
 * Inside the transaction holding the event's lock: offers whose time is up leave the list, and
 * every free place is offered to the next person waiting, in order.
 */
async function offerFreePlaces(tx: Transaction, eventId: string, now: Date): Promise<Offer[]> {
  await dropExpiredOffers(tx, eventId, now);
  const event = await findEventRow(tx, eventId);
  if (event?.capacity === null || event?.capacity === undefined || !takesAnswers(event, now))
    return [];
  const free = event.capacity - (await takenPlaces(tx, eventId, now));
  const offers: Offer[] = [];
  const expiresAt = new Date(now.getTime() + offerMs);
  for (const waiting of await nextWaiting(tx, eventId, free)) {
    await setOffer(tx, waiting.id, now, expiresAt);
    offers.push({ waitlistId: waiting.id, userId: waiting.userId, expiresAt });
  }
  return offers;
}

async function announceOffers(ctx: Platform, eventId: string, offers: Offer[]): Promise<void> {
  if (offers.length === 0) return;
  const event = await findEventRow(ctx.db, eventId);
  if (!event) return;
  for (const offer of offers) {
    await ctx.jobs.schedule(
      'events.offer-expiry',
      { eventId },
      {
        startAfter: offer.expiresAt,
        singletonKey: `${offer.waitlistId}:${offer.expiresAt.toISOString()}`,
      },
    );
    ctx.events.emit('event.place-offered', {
      eventId,
      title: event.title,
      organiserId: event.organiserId,
      userId: offer.userId,
      waitlistId: offer.waitlistId,
      expiresAt: offer.expiresAt.toISOString(),
    });
  }
}

/** A job: offers whose time is up pass to the next people waiting. */
export async function expireOffers(ctx: Platform, eventId: string): Promise<void> {
  const offered = await ctx.db.transaction(async (tx) => {
    if (!(await lockEvent(tx, eventId))) return [];
    return await offerFreePlaces(tx, eventId, eventsClock.now());
  });
  await announceOffers(ctx, eventId, offered);
}

/**
 * Going, interested or not going. "Going" takes a place when one is free (or one was offered to me);
 * at a full event it joins the waitlist, first come first served. The event's row is locked for
 * the count and the answer, so concurrent answers never exceed the maximum.
 */
export async function answer(ctx: Context, eventId: string, status: RsvpStatus): Promise<Event> {
  const seen = await viewedEvent(ctx, eventId);
  const userId = ctx.viewer.id;
  const now = eventsClock.now();
  if (!takesAnswers(seen, now))
    throw conflict(
      seen.status === 'cancelled'
        ? 'This event was cancelled.'
        : 'This event takes no answers now.',
    );
  const offered = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(missing);
    const offers = await offerFreePlaces(tx, eventId, now);
    const current = await rsvpOf(tx, eventId, userId);
    if (status === 'going') {
      if (current === 'going') return offers;
      const entry = await waitlistEntry(tx, eventId, userId);
      const myOffer = entry?.offerExpiresAt && entry.offerExpiresAt.getTime() > now.getTime();
      const free =
        event.capacity === null || (await takenPlaces(tx, eventId, now)) < event.capacity;
      if (myOffer || (free && !entry)) {
        await leaveWaitlist(tx, eventId, userId);
        await setRsvp(tx, eventId, userId, 'going');
      } else await joinWaitlist(tx, eventId, userId);
      return offers.filter((offer) => offer.userId !== userId);
    }
    await leaveWaitlist(tx, eventId, userId);
    await setRsvp(tx, eventId, userId, status);
    return [...offers, ...(await offerFreePlaces(tx, eventId, now))];
  });
  await announceOffers(ctx, eventId, offered);
  return await getEvent(ctx, eventId);
}

/** Takes back my answer (and my place on the waitlist); a freed place goes to the next waiting. */
export async function withdraw(ctx: Context, eventId: string): Promise<Event> {
  await viewedEvent(ctx, eventId);
  const now = eventsClock.now();
  const offered = await ctx.db.transaction(async (tx) => {
    if (!(await lockEvent(tx, eventId))) throw notFound(missing);
    await leaveWaitlist(tx, eventId, ctx.viewer.id);
    await deleteRsvp(tx, eventId, ctx.viewer.id);
    return await offerFreePlaces(tx, eventId, now);
  });
  await announceOffers(ctx, eventId, offered);
  return await getEvent(ctx, eventId);
}

async function peopleById(
  ctx: Platform,
  ids: readonly string[],
): Promise<Map<string, EventPerson>> {
  const rows = await profileRows(ctx, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        username: row.username,
        displayName: displayName(row),
        avatarUrl: row.avatarUrl,
      },
    ]),
  );
}

/** The organiser's lists: who is going, interested, and waiting (in order, with open offers). */
export async function attendees(ctx: Context, eventId: string): Promise<Attendees> {
  await managedEvent(ctx, eventId);
  const now = eventsClock.now();
  const [answers, waiting] = await Promise.all([
    answersOf(ctx.db, eventId),
    waitlistOf(ctx.db, eventId),
  ]);
  const people = await peopleById(ctx, [
    ...answers.map((row) => row.userId),
    ...waiting.map((row) => row.userId),
  ]);
  const pick = (kind: RsvpStatus) =>
    answers
      .filter((row) => row.status === kind)
      .flatMap((row) => {
        const person = people.get(row.userId);
        return person ? [person] : [];
      });
  return {
    going: pick('going'),
    interested: pick('interested'),
    waitlist: waiting.flatMap((row, index) => {
      const person = people.get(row.userId);
      if (!person) return [];
      const open = row.offerExpiresAt && row.offerExpiresAt.getTime() > now.getTime();
      return [
        {
          ...person,
          position: index + 1,
          joinedAt: row.joinedAt.toISOString(),
          offerExpiresAt: open ? (row.offerExpiresAt?.toISOString() ?? null) : null,
        },
      ];
    }),
  };
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
  const rows = await listEventRows(
    ctx.db,
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
  return { items: items.map((row) => toEvent(ctx.viewer.id, row)), nextCursor };
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
  return { items: items.map((row) => toEvent(ctx.viewer.id, row)), nextCursor };
}

/* Reminders and notices */

/** A job: an hour before the start, the people going are reminded (if it still starts then). */
export async function remindersDue(
  ctx: Platform,
  eventId: string,
  startsAt: string,
): Promise<{ organiserId: string; title: string; recipientIds: string[] } | null> {
  if (!uuidPattern.test(eventId)) return null;
  const event = await findEventRow(ctx.db, eventId);
  if (event?.status !== 'published' || event.startsAt.toISOString() !== startsAt) return null;
  return {
    organiserId: event.organiserId,
    title: event.title,
    recipientIds: await goingIds(ctx.db, eventId),
  };
}

/* Calendar files */

function locationOf(row: EventRow): string {
  if (row.online) return 'Online';
  const city = cities.find((item) => item.id === row.city);
  const cityName = city ? [city.name, city.region].filter(Boolean).join(', ') : '';
  return [row.address, cityName].filter(Boolean).join(', ');
}

function icsOf(ctx: Platform, row: EventRow, withLink: boolean): IcsEvent {
  const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/events/${row.id}`;
  const link = withLink && row.online && row.onlineUrl ? `\n\n${row.onlineUrl}` : '';
  return {
    id: row.id,
    title: row.title,
    description: `${row.description}${link}`.trim(),
    location: row.online && withLink && row.onlineUrl ? row.onlineUrl : locationOf(row),
    url,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timeZone,
    cancelled: row.status === 'cancelled',
    updatedAt: row.createdAt,
  };
}

function domainOf(ctx: Platform): string {
  return new URL(ctx.config.publicUrl).hostname;
}

/** One event's .ics file, for anyone who may see the event. */
export async function eventCalendar(ctx: Context, eventId: string): Promise<string> {
  const row = await viewedEvent(ctx, eventId);
  if (row.status === 'draft') throw notFound(missing);
  return calendarFile([icsOf(ctx, row, canSeeOnlineLink(ctx.viewer.id, row, row.viewerRsvp))], {
    domain: domainOf(ctx),
    name: row.title,
    timeZone: row.timeZone,
  });
}

function feedUrl(ctx: Platform, token: string): string {
  return `${ctx.config.publicUrl.replace(/\/$/, '')}/api/v1/calendar/${token}.ics`;
}

export async function calendarFeed(ctx: Context): Promise<CalendarFeed> {
  const token = await feedTokenOf(ctx.db, ctx.viewer.id);
  return { url: token ? feedUrl(ctx, token) : null };
}

/** A new secret address for my feed; the old one stops working. */
export async function renewCalendarFeed(ctx: Context): Promise<CalendarFeed> {
  const token = randomBytes(24).toString('base64url');
  await replaceFeedToken(ctx.db, ctx.viewer.id, token);
  return { url: feedUrl(ctx, token) };
}

export async function revokeCalendarFeed(ctx: Context): Promise<void> {
  await deleteFeedToken(ctx.db, ctx.viewer.id);
}

/** The private feed behind a token: the events its owner organises or is going to. */
export async function feedCalendar(ctx: Platform, token: string): Promise<string> {
  const userId = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await userOfFeedToken(ctx.db, token) : null;
  if (!userId) throw notFound('This calendar address does not exist (it may have been revoked).');
  const since = new Date(Date.now() - 30 * 24 * 60 * 60_000);
  const rows = await feedEventRows(ctx.db, userId, since);
  return calendarFile(
    rows.map((row) => icsOf(ctx, row, true)),
    { domain: domainOf(ctx), name: 'Aebro events' },
  );
}
