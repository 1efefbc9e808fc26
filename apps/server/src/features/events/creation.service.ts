import {
  eventLimits,
  updateEventSchema,
  zonedToInstant,
  type CreateEvent,
  type Event,
  type EventCreated,
  type UpdateEvent,
} from '@aebro/shared/events';
import { createEventRequestSchema } from '@aebro/shared/recurrence';
import type { z } from 'zod';
import type { Context, Platform } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { communityAccess } from '../communities/communities.service';
import { claimImages } from '../media/media.service';
import type { Transaction } from '../../platform/db/client';
import { startEventCreationCheckout } from '../payments/payments.service';
import type { PurchaseHandler } from '../payments/purchases';
import { canCreateInCommunity } from './events.policy';
import { findEventRow, insertEvent, lockEvent, updateEventRow } from './events.repository';
import { goingIds, peopleOfEvent } from './rsvp.repository';
import { eventsClock, getEvent, managedEvent } from './events.service';
import { announceOffers, offerFreePlaces } from './rsvp.service';
import { lockSeriesDrafts, publishOccurrences } from './series.repository';
import { createSeries } from './series.service';

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
  const value = createEventRequestSchema.parse(input);
  if (value.communityId) {
    const community = await communityAccess(ctx, ctx.viewer.id, value.communityId);
    if (!community?.canSeeContent) throw notFound('This community does not exist.');
    if (!canCreateInCommunity(community))
      throw forbidden('Only members of this community can create its events.');
  }
  const coverUrl = await coverUrlOf(ctx, value.coverKey);
  const row = {
    ...columnsOf(value),
    organiserId: ctx.viewer.id,
    communityId: value.communityId,
    coverUrl,
    status: 'draft' as const,
  };
  const { recurrence } = value;
  // A series: its occurrences of the next 12 months, all drafts; the first one stands for it.
  const id = recurrence
    ? (
        await ctx.events.transaction(ctx.db, (tx) =>
          createSeries(tx, recurrence, value.startsAt, row),
        )
      )[0]
    : await insertEvent(ctx.db, row);
  if (!id) throw new Error('the event was not inserted');
  const checkout = await startEventCreationCheckout(
    ctx,
    { id, title: value.title },
    `/events/${id}`,
  );
  return { event: await getEvent(ctx, id), checkout };
}

/** Pays for an unpaid draft (a checkout that was closed or abandoned). */
export async function startCheckout(
  ctx: Context,
  eventId: string,
): Promise<{ paymentId: string; checkoutUrl: string }> {
  const row = await managedEvent(ctx, eventId);
  if (row.status !== 'draft') throw conflict('This event is already published.');
  return await startEventCreationCheckout(ctx, row, `/events/${eventId}`);
}

export function reminderJob(
  eventId: string,
  startsAt: Date,
): [{ eventId: string; startsAt: string }, { startAfter: Date; singletonKey: string }] {
  const at = new Date(Math.max(startsAt.getTime() - reminderMs, Date.now()));
  return [
    { eventId, startsAt: startsAt.toISOString() },
    { startAfter: at, singletonKey: `${eventId}:${startsAt.toISOString()}` },
  ];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The creation fee was paid: in the payment's own transaction, the draft (with the other drafts of
 * its series) is published (once), the reminders queued and its organiser told. False when the event no longer waits for a payment
 * (already published by another checkout, cancelled or gone): the payment is then refunded.
 */
async function publishPaidDraft(ctx: Platform, tx: Transaction, eventId: string): Promise<boolean> {
  if (!uuidPattern.test(eventId)) return false;
  const row = await lockEvent(tx, eventId);
  if (row?.status !== 'draft') return false;
  // One fee a series: paying for any of its drafts publishes them all, each with its reminder.
  const drafts = row.seriesId
    ? await lockSeriesDrafts(tx, row.seriesId)
    : [{ id: eventId, startsAt: row.startsAt }];
  await publishOccurrences(
    tx,
    drafts.map((draft) => draft.id),
    new Date(),
  );
  for (const draft of drafts)
    await ctx.jobs.enqueue(tx, 'events.reminder', ...reminderJob(draft.id, draft.startsAt));
  await ctx.events.publish(tx, 'event.published', {
    eventId,
    organiserId: row.organiserId,
    title: row.title,
  });
  return true;
}

/**
 * The event creation fee, as the payments area applies it. A checkout that closes unpaid leaves
 * the draft as it is, to be paid later ("Pay and publish" again on its page). A refund made at
 * Stripe leaves a published event published: people may have answered it by then.
 */
export const eventCreationPurchase: PurchaseHandler = {
  apply: async (platform, tx, payment) => await publishPaidDraft(platform, tx, payment.referenceId),
  release: async () => undefined,
  revoke: async () => undefined,
  async isApplied(_platform, db, payment) {
    if (!uuidPattern.test(payment.referenceId)) return true;
    // A deleted event (its organiser's account went) has nothing left to apply.
    const row = await findEventRow(db, payment.referenceId);
    return row === null || row.status !== 'draft';
  },
};

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
  await ctx.events.transaction(ctx.db, async (tx) => {
    await lockEvent(tx, eventId);
    await updateEventRow(tx, eventId, { ...columns, ...cover });
    // More places: they go to the people waiting. Fewer: nobody going loses their place.
    await announceOffers(ctx, tx, eventId, await offerFreePlaces(tx, eventId, eventsClock.now()));
    if (before.status === 'published' && columns.startsAt.getTime() !== before.startsAt.getTime())
      await ctx.jobs.enqueue(tx, 'events.reminder', ...reminderJob(eventId, columns.startsAt));
  });
  return await getEvent(ctx, eventId);
}

/** Cancels an event (nothing is deleted); everyone who answered or waits is told. */
export async function cancelEvent(ctx: Context, eventId: string): Promise<Event> {
  const row = await managedEvent(ctx, eventId);
  if (row.status === 'cancelled') return await getEvent(ctx, eventId);
  if (row.status === 'draft')
    throw conflict('A draft is not published; there is nothing to cancel.');
  await ctx.events.transaction(ctx.db, async (tx) => {
    await updateEventRow(tx, eventId, { status: 'cancelled', cancelledAt: new Date() });
    await ctx.events.publish(tx, 'event.cancelled', {
      eventId,
      title: row.title,
      organiserId: row.organiserId,
      recipientIds: await peopleOfEvent(tx, eventId),
    });
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
