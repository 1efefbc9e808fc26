import { displayName } from '@aebro/shared/display-name';
import {
  eventLimits,
  type Attendees,
  type Event,
  type EventPerson,
  type RsvpStatus,
} from '@aebro/shared/events';
import type { Context, Platform } from '../../platform/context';
import type { Transaction } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { profileRows } from '../profiles/profiles.service';
import { takesAnswers } from './events.policy';
import { findEventRow, lockEvent } from './events.repository';
import {
  answersBetween,
  answersOf,
  deleteRsvp,
  dropExpiredOffers,
  joinWaitlist,
  leaveWaitlist,
  nextWaiting,
  rsvpOf,
  setOffer,
  setRsvp,
  takenPlaces,
  waitlistEntry,
  waitlistOf,
} from './rsvp.repository';
import { eventsClock, getEvent, managedEvent, missing, viewedEvent } from './events.service';

/* Answers (going, interested, not going), the first come, first served waitlist and its offers. */

const offerMs = eventLimits.offerHours * 60 * 60_000;

export interface Offer {
  waitlistId: string;
  userId: string;
  expiresAt: Date;
}

/**
 * Inside the transaction holding the event's lock: offers whose time is up leave the list, and
 * every free place is offered to the next person waiting, in order.
 */
export async function offerFreePlaces(
  tx: Transaction,
  eventId: string,
  now: Date,
): Promise<Offer[]> {
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

/**
 * At the end of the transaction that made the offers: each offer's expiry is queued and its person
 * told (a notice and an e-mail, durable), all committed with the offers themselves.
 */
export async function announceOffers(
  ctx: Platform,
  tx: Transaction,
  eventId: string,
  offers: Offer[],
): Promise<void> {
  if (offers.length === 0) return;
  const event = await findEventRow(tx, eventId);
  if (!event) return;
  for (const offer of offers) {
    await ctx.jobs.enqueue(
      tx,
      'events.offer-expiry',
      { eventId },
      {
        startAfter: offer.expiresAt,
        singletonKey: `${offer.waitlistId}:${offer.expiresAt.toISOString()}`,
      },
    );
    await ctx.events.publish(tx, 'event.place-offered', {
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
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await lockEvent(tx, eventId))) return;
    await announceOffers(ctx, tx, eventId, await offerFreePlaces(tx, eventId, eventsClock.now()));
  });
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
  await ctx.events.transaction(ctx.db, async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(missing);
    const offers = await offerFreePlaces(tx, eventId, now);
    const current = await rsvpOf(tx, eventId, userId);
    let offered: Offer[];
    if (status === 'going') {
      offered = offers;
      if (current !== 'going') {
        const entry = await waitlistEntry(tx, eventId, userId);
        const myOffer = entry?.offerExpiresAt && entry.offerExpiresAt.getTime() > now.getTime();
        const free =
          event.capacity === null || (await takenPlaces(tx, eventId, now)) < event.capacity;
        if (myOffer || (free && !entry)) {
          await leaveWaitlist(tx, eventId, userId);
          await setRsvp(tx, eventId, userId, 'going');
        } else await joinWaitlist(tx, eventId, userId);
        offered = offers.filter((offer) => offer.userId !== userId);
      }
    } else {
      await leaveWaitlist(tx, eventId, userId);
      await setRsvp(tx, eventId, userId, status);
      offered = [...offers, ...(await offerFreePlaces(tx, eventId, now))];
    }
    await announceOffers(ctx, tx, eventId, offered);
  });
  return await getEvent(ctx, eventId);
}

/**
 * A block between two people: each one's answers and waitlist places at the other's events are
 * taken back (the events no longer exist for them), and freed places go to the next waiting.
 */
export async function dropAnswersBetween(ctx: Platform, a: string, b: string): Promise<void> {
  for (const { eventId, userId } of await answersBetween(ctx.db, a, b)) {
    await ctx.events.transaction(ctx.db, async (tx) => {
      if (!(await lockEvent(tx, eventId))) return;
      await leaveWaitlist(tx, eventId, userId);
      await deleteRsvp(tx, eventId, userId);
      await announceOffers(ctx, tx, eventId, await offerFreePlaces(tx, eventId, eventsClock.now()));
    });
  }
}

/** Takes back my answer (and my place on the waitlist); a freed place goes to the next waiting. */
export async function withdraw(ctx: Context, eventId: string): Promise<Event> {
  await viewedEvent(ctx, eventId);
  const now = eventsClock.now();
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await lockEvent(tx, eventId))) throw notFound(missing);
    await leaveWaitlist(tx, eventId, ctx.viewer.id);
    await deleteRsvp(tx, eventId, ctx.viewer.id);
    await announceOffers(ctx, tx, eventId, await offerFreePlaces(tx, eventId, now));
  });
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
