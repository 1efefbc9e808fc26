import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { EventStatus, RsvpStatus } from '@aebro/shared/events';
import { communities } from '../../db/schema/communities';
import { eventRsvps, eventSaves, events, eventWaitlist } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { eventVisibleTo } from '../../db/read-rules/event-visibility';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import { matchesSearch } from '../../platform/db/search';
import type { Cursor } from '../../platform/http/cursor';
import { seriesRepresentative } from './series.repository';

export type NewEventRow = typeof events.$inferInsert;

export interface EventRow {
  id: string;
  organiserId: string;
  communityId: string | null;
  title: string;
  description: string;
  category: string | null;
  status: EventStatus;
  online: boolean;
  city: string | null;
  address: string;
  onlineUrl: string | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  capacity: number | null;
  coverUrl: string | null;
  createdAt: Date;
  seriesId: string | null;
  occurrenceDate: string | null;
}

/** An event with its organiser, its community's name and the counts and facts about the viewer. */
export interface ViewedEventRow extends EventRow {
  organiserUsername: string;
  organiserFullName: string | null;
  organiserBusinessName: string | null;
  organiserBusinessCategory: string | null;
  organiserAccountType: 'community' | 'business';
  organiserAvatarUrl: string | null;
  communityName: string | null;
  /** Whether the viewer may see the event (db/read-rules/event-visibility.ts). */
  visible: boolean;
  goingCount: number;
  interestedCount: number;
  waitlistCount: number;
  openOffers: number;
  viewerRsvp: RsvpStatus | null;
  viewerSaved: boolean;
  viewerWaitlistPosition: number | null;
  viewerOfferExpiresAt: Date | null;
  sortKey: string;
}

const outerId = sql`${sql.identifier('events')}.${sql.identifier('id')}`;

const eventColumns = {
  id: events.id,
  organiserId: events.organiserId,
  communityId: events.communityId,
  title: events.title,
  description: events.description,
  category: events.category,
  status: events.status,
  online: events.online,
  city: events.city,
  address: events.address,
  onlineUrl: events.onlineUrl,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  capacity: events.capacity,
  coverUrl: events.coverUrl,
  createdAt: events.createdAt,
  seriesId: events.seriesId,
  occurrenceDate: events.occurrenceDate,
};

function visibleTo(viewerId: string): SQL {
  return eventVisibleTo(viewerId, events);
}

function viewedColumns(viewerId: string, now: Date) {
  return {
    ...eventColumns,
    organiserUsername: profiles.username,
    organiserFullName: profiles.fullName,
    organiserBusinessName: profiles.businessName,
    organiserBusinessCategory: profiles.businessCategory,
    organiserAccountType: profiles.accountType,
    organiserAvatarUrl: profiles.avatarUrl,
    communityName: sql<
      string | null
    >`(select c.name from ${communities} c where c.id = ${events.communityId})`,
    visible: eventVisibleTo(viewerId, events),
    goingCount: sql<number>`(select count(*)::int from ${eventRsvps} r
      where r.event_id = ${outerId} and r.status = 'going')`,
    interestedCount: sql<number>`(select count(*)::int from ${eventRsvps} r
      where r.event_id = ${outerId} and r.status = 'interested')`,
    waitlistCount: sql<number>`(select count(*)::int from ${eventWaitlist} w
      where w.event_id = ${outerId})`,
    openOffers: sql<number>`(select count(*)::int from ${eventWaitlist} w
      where w.event_id = ${outerId} and w.offer_expires_at > ${now.toISOString()}::timestamptz)`,
    viewerRsvp: sql<RsvpStatus | null>`(select r.status from ${eventRsvps} r
      where r.event_id = ${outerId} and r.user_id = ${viewerId})`,
    viewerSaved: sql<boolean>`exists (select 1 from ${eventSaves} s
      where s.event_id = ${outerId} and s.user_id = ${viewerId})`,
    viewerWaitlistPosition: sql<number | null>`(select count(*)::int from ${eventWaitlist} w
      where w.event_id = ${outerId} and w.position <= (select m.position from ${eventWaitlist} m
        where m.event_id = ${outerId} and m.user_id = ${viewerId})
      having count(*) > 0)`,
    viewerOfferExpiresAt: sql<Date | null>`(select w.offer_expires_at from ${eventWaitlist} w
      where w.event_id = ${outerId} and w.user_id = ${viewerId}
        and w.offer_expires_at > ${now.toISOString()}::timestamptz)`,
    sortKey: timestampKey(events.startsAt),
  };
}

/** Raw timestamps from subqueries come back as text; make them Dates. */
function normalise(row: ViewedEventRow): ViewedEventRow {
  const expires: unknown = row.viewerOfferExpiresAt;
  if (expires === null || expires instanceof Date) return row;
  return { ...row, viewerOfferExpiresAt: new Date(expires as string) };
}

export async function insertEvent(db: Executor, row: NewEventRow): Promise<string> {
  const [created] = await db.insert(events).values(row).returning({ id: events.id });
  if (!created) throw new Error('the event was not inserted');
  return created.id;
}

export async function updateEventRow(
  db: Executor,
  eventId: string,
  changes: Partial<NewEventRow>,
): Promise<void> {
  await db.update(events).set(changes).where(eq(events.id, eventId));
}

export async function findEventRow(db: Executor, eventId: string): Promise<EventRow | null> {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return row ?? null;
}

/** The event, locked until the transaction ends: answers to one event are taken one at a time. */
export async function lockEvent(db: Executor, eventId: string): Promise<EventRow | null> {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .where(eq(events.id, eventId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findViewedEvent(
  db: Executor,
  viewerId: string,
  eventId: string,
  now: Date,
): Promise<ViewedEventRow | null> {
  const [row] = await db
    .select(viewedColumns(viewerId, now))
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.organiserId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row ? normalise(row) : null;
}

export interface ListFilter {
  when: 'upcoming' | 'past';
  category?: string | undefined;
  city?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q: string;
  communityId?: string | undefined;
}

/** Published and cancelled events the viewer may see; upcoming soonest first, past latest first. */
export async function listEventRows(
  db: Executor,
  viewerId: string,
  filter: ListFilter,
  cursor: Cursor | null,
  limit: number,
  now: Date,
): Promise<ViewedEventRow[]> {
  const upcoming = filter.when === 'upcoming';
  const nowText = now.toISOString();
  const conditions: SQL[] = [
    sql`${events.status} <> 'draft'`,
    visibleTo(viewerId),
    upcoming
      ? sql`${events.endsAt} > ${nowText}::timestamptz`
      : sql`${events.endsAt} <= ${nowText}::timestamptz`,
  ];
  if (filter.category) conditions.push(eq(events.category, filter.category));
  if (filter.city) conditions.push(eq(events.city, filter.city));
  if (filter.communityId) conditions.push(eq(events.communityId, filter.communityId));
  // A range takes the events happening in it: started before its end and ending after its start.
  if (filter.from) conditions.push(sql`${events.endsAt} > ${filter.from}::timestamptz`);
  if (filter.to) conditions.push(sql`${events.startsAt} < ${filter.to}::timestamptz`);
  // One row a series: its next published occurrence (in the range, when one is asked for).
  const siblings = [sql`o.status = 'published'`];
  if (filter.from) siblings.push(sql`o.ends_at > ${filter.from}::timestamptz`);
  if (filter.to) siblings.push(sql`o.starts_at < ${filter.to}::timestamptz`);
  conditions.push(sql`(${events.seriesId} is null or ${events.status} = 'published')`);
  conditions.push(seriesRepresentative(now, sql.join(siblings, sql` and `)));
  // Title, description, venue and city however they are spelt (`events.search_text`, issue 18).
  const matches = matchesSearch(events.searchText, filter.q);
  if (matches) conditions.push(matches);
  if (cursor)
    conditions.push(
      upcoming
        ? sql`(${events.startsAt}, ${events.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
        : sql`(${events.startsAt}, ${events.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
    );
  const rows = await db
    .select(viewedColumns(viewerId, now))
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.organiserId))
    .where(and(...conditions))
    .orderBy(
      upcoming
        ? sql`${events.startsAt} asc, ${events.id} asc`
        : sql`${events.startsAt} desc, ${events.id} desc`,
    )
    .limit(limit + 1);
  return (rows as ViewedEventRow[]).map(normalise);
}

/** My events: organising (drafts too; one row a series), going, or saved; soonest first. */
export async function myEventRows(
  db: Executor,
  viewerId: string,
  role: 'organising' | 'going' | 'saved',
  cursor: Cursor | null,
  limit: number,
  now: Date,
): Promise<ViewedEventRow[]> {
  const conditions: SQL[] = [visibleTo(viewerId)];
  if (role === 'organising') {
    conditions.push(eq(events.organiserId, viewerId));
    conditions.push(seriesRepresentative(now, sql`true`));
  }
  if (role === 'going')
    conditions.push(sql`exists (select 1 from ${eventRsvps} r where r.event_id = ${events.id}
      and r.user_id = ${viewerId} and r.status = 'going')`);
  if (role === 'saved')
    conditions.push(sql`exists (select 1 from ${eventSaves} s where s.event_id = ${events.id}
      and s.user_id = ${viewerId})`);
  if (cursor)
    conditions.push(
      sql`(${events.startsAt}, ${events.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
    );
  const rows = await db
    .select(viewedColumns(viewerId, now))
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.organiserId))
    .where(and(...conditions))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit + 1);
  return (rows as ViewedEventRow[]).map(normalise);
}

/** The events a feed holds: those I organise or am going to (not drafts), from 30 days ago on. */
export async function feedEventRows(
  db: Executor,
  userId: string,
  since: Date,
): Promise<EventRow[]> {
  return await db
    .select(eventColumns)
    .from(events)
    .where(
      and(
        sql`${events.status} <> 'draft'`,
        sql`${events.endsAt} > ${since.toISOString()}::timestamptz`,
        sql`(${events.organiserId} = ${userId} or exists (select 1 from ${eventRsvps} r
          where r.event_id = ${events.id} and r.user_id = ${userId} and r.status = 'going'))`,
        // Still allowed to see it (a private community's event after leaving it is not).
        eventVisibleTo(userId, events),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(500);
}
