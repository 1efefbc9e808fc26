import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RsvpStatus } from '@aebro/shared/events';
import { users } from '../../db/schema/auth';
import { eventRsvps, events, eventWaitlist } from '../../db/schema/events';
import type { Executor } from '../../platform/db/client';

/* Answers and the waitlist (inside the transaction that holds the event's lock). */

export async function rsvpOf(
  db: Executor,
  eventId: string,
  userId: string,
): Promise<RsvpStatus | null> {
  const [row] = await db
    .select({ status: eventRsvps.status })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
  return row?.status ?? null;
}

export async function setRsvp(
  db: Executor,
  eventId: string,
  userId: string,
  status: RsvpStatus,
): Promise<void> {
  await db
    .insert(eventRsvps)
    .values({ eventId, userId, status })
    .onConflictDoUpdate({
      target: [eventRsvps.eventId, eventRsvps.userId],
      set: { status, updatedAt: sql`now()` },
    });
}

export async function deleteRsvp(db: Executor, eventId: string, userId: string): Promise<void> {
  await db
    .delete(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
}

/**
 * Where one of the two answered (or waits) at an event the other organises: what a block between
 * them takes back.
 */
export async function answersBetween(
  db: Executor,
  a: string,
  b: string,
): Promise<Array<{ eventId: string; userId: string }>> {
  const result = await db.execute<{ eventId: string; userId: string }>(sql`
    select r.event_id as "eventId", r.user_id as "userId" from ${eventRsvps} r
      join ${events} e on e.id = r.event_id
      where (e.organiser_id = ${a} and r.user_id = ${b}) or (e.organiser_id = ${b} and r.user_id = ${a})
    union
    select w.event_id, w.user_id from ${eventWaitlist} w
      join ${events} e on e.id = w.event_id
      where (e.organiser_id = ${a} and w.user_id = ${b}) or (e.organiser_id = ${b} and w.user_id = ${a})`);
  return result.rows;
}

/** Places taken: people going plus offers still open. */
export async function takenPlaces(db: Executor, eventId: string, now: Date): Promise<number> {
  const result = await db.execute<{ taken: number }>(sql`select
    (select count(*)::int from ${eventRsvps} where event_id = ${eventId} and status = 'going')
    + (select count(*)::int from ${eventWaitlist} where event_id = ${eventId}
        and offer_expires_at > ${now.toISOString()}::timestamptz) as taken`);
  return Number(result.rows[0]?.taken ?? 0);
}

export interface WaitlistRow {
  id: string;
  userId: string;
  position: number;
  joinedAt: Date;
  offerExpiresAt: Date | null;
}

const waitlistColumns = {
  id: eventWaitlist.id,
  userId: eventWaitlist.userId,
  position: eventWaitlist.position,
  joinedAt: eventWaitlist.joinedAt,
  offerExpiresAt: eventWaitlist.offerExpiresAt,
};

export async function waitlistOf(db: Executor, eventId: string): Promise<WaitlistRow[]> {
  return await db
    .select(waitlistColumns)
    .from(eventWaitlist)
    .where(eq(eventWaitlist.eventId, eventId))
    .orderBy(asc(eventWaitlist.position));
}

export async function waitlistEntry(
  db: Executor,
  eventId: string,
  userId: string,
): Promise<WaitlistRow | null> {
  const [row] = await db
    .select(waitlistColumns)
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)));
  return row ?? null;
}

export async function joinWaitlist(db: Executor, eventId: string, userId: string): Promise<void> {
  await db.insert(eventWaitlist).values({ eventId, userId }).onConflictDoNothing();
}

export async function leaveWaitlist(db: Executor, eventId: string, userId: string): Promise<void> {
  await db
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)));
}

/** Offers whose time is up leave the list (the place passes on); returns how many. */
export async function dropExpiredOffers(db: Executor, eventId: string, now: Date): Promise<number> {
  const gone = await db
    .delete(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, eventId),
        sql`${eventWaitlist.offerExpiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: eventWaitlist.id });
  return gone.length;
}

/** The first `count` people waiting without an offer, in order. */
export async function nextWaiting(
  db: Executor,
  eventId: string,
  count: number,
): Promise<WaitlistRow[]> {
  if (count <= 0) return [];
  return await db
    .select(waitlistColumns)
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), sql`${eventWaitlist.offerExpiresAt} is null`))
    .orderBy(asc(eventWaitlist.position))
    .limit(count);
}

export async function setOffer(
  db: Executor,
  waitlistId: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(eventWaitlist)
    .set({ offeredAt: now, offerExpiresAt: expiresAt })
    .where(eq(eventWaitlist.id, waitlistId));
}

export async function eventIdsWithExpiredOffers(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ eventId: eventWaitlist.eventId })
    .from(eventWaitlist)
    .where(sql`${eventWaitlist.offerExpiresAt} <= ${now.toISOString()}::timestamptz`);
  return rows.map((row) => row.eventId);
}

/** Who answered (going, interested) or waits: the people a cancellation is told to. */
export async function peopleOfEvent(db: Executor, eventId: string): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(sql`
    select user_id from ${eventRsvps} where event_id = ${eventId} and status in ('going', 'interested')
    union select user_id from ${eventWaitlist} where event_id = ${eventId}`);
  return result.rows.map((row) => row.user_id);
}

export async function goingIds(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going')));
  return rows.map((row) => row.userId);
}

export interface AnswerRow {
  userId: string;
  status: RsvpStatus;
}

export async function answersOf(db: Executor, eventId: string): Promise<AnswerRow[]> {
  return await db
    .select({ userId: eventRsvps.userId, status: eventRsvps.status })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(asc(eventRsvps.updatedAt));
}

/* Where a waitlist offer is mailed (events.mail.ts) */

export async function emailsOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.email]));
}
