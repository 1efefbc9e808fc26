import { randomBytes } from 'node:crypto';
import { cities } from '@aebro/shared/cities';
import type { CalendarFeed } from '@aebro/shared/events';
import type { Context, Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { canSeeOnlineLink } from './events.policy';
import {
  deleteFeedToken,
  feedTokenOf,
  replaceFeedToken,
  userOfFeedToken,
} from './calendar.repository';
import { feedEventRows, type EventRow } from './events.repository';
import { missing, viewedEvent } from './events.service';
import { calendarFile, type IcsEvent } from './ics';
import { seriesIcs } from './series-ics';
import { findSeries, occurrencesOf } from './series.repository';

/* Calendar files: one event's .ics, and each person's private feed behind a revocable token. */

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

/**
 * An occurrence of a series stands for its whole series in a calendar (one entry, issue 36): the
 * series' id, its first occurrence's times, and its dates.
 */
async function withSeries(ctx: Platform, event: IcsEvent, row: EventRow): Promise<IcsEvent> {
  if (!row.seriesId) return event;
  const series = await findSeries(ctx.db, row.seriesId);
  const all = (await occurrencesOf(ctx.db, row.seriesId)).filter((o) => o.status !== 'draft');
  const [first] = all;
  if (!series || !first) return event;
  return {
    ...event,
    id: series.id,
    url: event.url.replace(row.id, first.id),
    startsAt: first.startsAt,
    endsAt: first.endsAt,
    cancelled: all.every((o) => o.status === 'cancelled'),
    series: seriesIcs(series, all),
  };
}

function domainOf(ctx: Platform): string {
  return new URL(ctx.config.publicUrl).hostname;
}

/** One event's .ics file, for anyone who may see the event, with its title (the file's name). */
export async function eventCalendar(
  ctx: Context,
  eventId: string,
): Promise<{ text: string; title: string }> {
  const row = await viewedEvent(ctx, eventId);
  if (row.status === 'draft') throw notFound(missing);
  const event = icsOf(ctx, row, canSeeOnlineLink(ctx.viewer.id, row, row.viewerRsvp));
  const text = calendarFile([await withSeries(ctx, event, row)], {
    domain: domainOf(ctx),
    name: row.title,
    timeZone: row.timeZone,
  });
  return { text, title: row.title };
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
  // The series one organises are one entry each; occurrences one goes to are entries of their own.
  const seen = new Set<string>();
  const entries: IcsEvent[] = [];
  for (const row of rows) {
    const whole = row.seriesId !== null && row.organiserId === userId;
    if (whole && seen.has(row.seriesId ?? '')) continue;
    if (whole) seen.add(row.seriesId ?? '');
    const event = icsOf(ctx, row, true);
    entries.push(whole ? await withSeries(ctx, event, row) : event);
  }
  return calendarFile(entries, { domain: domainOf(ctx), name: 'Aebro events' });
}
