import {
  createEventSchema,
  eventLimits,
  updateEventSchema,
  zonedToInstant,
  type CreateEvent,
  type Event,
  type EventCreated,
  type UpdateEvent,
} from '@aebro/shared/events';
import type { z } from 'zod';
import type { Context, Platform } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { communityAccess } from '../communities/communities.service';
import { claimImages } from '../media/media.service';
import { startEventCreationCheckout } from '../payments/payments.service';
import { canCreateInCommunity } from './events.policy';
import { findEventRow, insertEvent, lockEvent, updateEventRow } from './events.repository';
import { goingIds, peopleOfEvent } from './rsvp.repository';
import { eventsClock, getEvent, managedEvent, toEvent } from './events.service';
import { announceOffers, offerFreePlaces } from './rsvp.service';

/* Creating events (a paid draft, published when paid), editing, cancelling, and reminders. */

const reminderMs = eventLimits.reminderMinutes * 60_000;

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
