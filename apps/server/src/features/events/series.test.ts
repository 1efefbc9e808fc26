import { eq } from 'drizzle-orm';
import { gregorianToEthiopian } from '@aebro/shared/ethiopian-calendar';
import { zonedToInstant, type Event } from '@aebro/shared/events';
import { dateOfIso } from '@aebro/shared/recurrence';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventInput, localIn } from './events.test-fixtures';
import { expand, michael, next12th, seriesCalls } from './series.test-fixtures';

/* Repeating events (issue 36): a series of ordinary events, one fee, one calendar entry. */

let t: TestApp;
let almaz: TestUser;
let dawit: TestUser;
let hana: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [almaz, dawit, hana] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Almaz Series' }),
    createVerifiedMember(t.app, { fullName: 'Dawit Series' }),
    createVerifiedMember(t.app, { fullName: 'Hana Series' }),
  ]);
});
afterAll(() => t.close());

const call = caller(() => t.app);
const zone = 'America/New_York';

const { createSeries, pay, occurrenceRows } = seriesCalls(() => t.app);

async function eventOf(user: TestUser, id: string): Promise<Event> {
  const response = await call(user, 'GET', `/api/v1/events/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Event>();
}

describe('a series on the 12th of every Ethiopian month', () => {
  let event: Event;
  let seriesId: string;
  let dates: string[];

  beforeAll(async () => {
    const created = await createSeries(almaz);
    event = created.event;
    seriesId = event.series?.id ?? '';
    const rows = await occurrenceRows(seriesId);
    dates = rows.map((row) => row.date ?? '');
    // All drafts until the one fee is paid.
    expect(rows.every((row) => row.status === 'draft')).toBe(true);
    expect((await call(dawit, 'GET', `/api/v1/events/${rows[1]?.id}`)).statusCode).toBe(404);
    await pay(almaz, created.sessionId);
  });

  it('creates the occurrences of the next 12 months on the 12th, published by one payment', async () => {
    expect(event.series?.recurrence).toEqual(michael);
    // 13 Ethiopian months a year, Pagume has no 12th: 13 dates from the first to the same day a year later.
    expect(dates[0]).toBe(next12th());
    expect(dates.length).toBeGreaterThanOrEqual(12);
    expect(dates.length).toBeLessThanOrEqual(13);
    for (const date of dates) expect(gregorianToEthiopian(dateOfIso(date)).day).toBe(12);
    const months = dates.map((date) => gregorianToEthiopian(dateOfIso(date)).month);
    expect(months).not.toContain(13);
    expect(new Set(months).size).toBe(dates.length);

    const rows = await occurrenceRows(seriesId);
    expect(rows.every((row) => row.status === 'published')).toBe(true);
    const fees = await t.app.platform.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.userId, almaz.id));
    expect(fees.filter((fee) => fee.status === 'paid')).toHaveLength(1);
    expect((await call(almaz, 'POST', `/api/v1/events/${rows[2]?.id}/checkout`)).statusCode).toBe(
      409,
    );

    // The page lists the next three occurrences, at 18:00 in the organiser's zone.
    const seen = await eventOf(dawit, event.id);
    expect(seen.series?.occurrences.map((o) => o.startsAt)).toEqual(
      dates.slice(0, 3).map((date) => zonedToInstant(`${date}T18:00`, zone).toISOString()),
    );
  });

  it('keeps answers and places apart for each occurrence', async () => {
    const [first, second] = await occurrenceRows(seriesId);
    await call(almaz, 'PUT', `/api/v1/events/${first?.id}`, {
      ...eventInput({ title: 'St Michael coffee', capacity: 1 }),
      startsAt: `${first?.date}T18:00`,
      endsAt: `${first?.date}T20:00`,
      communityId: undefined,
    });
    const going = await call(dawit, 'PUT', `/api/v1/events/${first?.id}/rsvp`, { status: 'going' });
    expect(going.json<Event>().viewer.rsvp).toBe('going');
    const waiting = await call(hana, 'PUT', `/api/v1/events/${first?.id}/rsvp`, {
      status: 'going',
    });
    expect(waiting.json<Event>().viewer.waitlistPosition).toBe(1);
    // The next occurrence is not full and knows nothing of those answers.
    const other = await eventOf(hana, second?.id ?? '');
    expect(other).toMatchObject({ goingCount: 0, capacity: null, viewer: { rsvp: null } });
    const there = await call(hana, 'PUT', `/api/v1/events/${second?.id}/rsvp`, {
      status: 'going',
    });
    expect(there.json<Event>()).toMatchObject({ goingCount: 1, viewer: { rsvp: 'going' } });
    expect((await eventOf(dawit, first?.id ?? '')).goingCount).toBe(1);
  });

  it('lists one row a series, its next occurrence', async () => {
    const listed = await call(dawit, 'GET', '/api/v1/events?q=michael&limit=50');
    const items = listed.json<{ items: Event[] }>().items.filter((e) => e.series?.id === seriesId);
    expect(items.map((item) => item.id)).toEqual([event.id]);
    const mine = await call(almaz, 'GET', '/api/v1/me/events?role=organising&limit=50');
    const organising = mine.json<{ items: Event[] }>().items;
    expect(organising.filter((e) => e.series?.id === seriesId)).toHaveLength(1);
  });

  it('carries the series as one VEVENT that a calendar expands to the same dates', async () => {
    const rows = await occurrenceRows(seriesId);
    const [cancelled, moved] = [rows[3], rows[4]];
    const cancel = await call(almaz, 'POST', `/api/v1/events/${cancelled?.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    // One occurrence moved on its own to 19:30–21:30 the same day.
    const edit = await call(almaz, 'PUT', `/api/v1/events/${moved?.id}`, {
      ...eventInput({ title: 'St Michael coffee' }),
      startsAt: `${moved?.date}T19:30`,
      endsAt: `${moved?.date}T21:30`,
      communityId: undefined,
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const response = await call(dawit, 'GET', `/api/v1/events/${rows[1]?.id}/calendar.ics`);
    expect(response.statusCode, response.body).toBe(200);
    const component = new ICAL.Component(ICAL.parse(response.body));
    const [master, exception, ...rest] = component.getAllSubcomponents('vevent');
    if (!master || !exception) throw new Error('no VEVENT');
    expect(rest).toEqual([]);
    expect(master.getFirstPropertyValue('uid')).toBe(`${seriesId}@localhost`);
    expect(exception.getFirstPropertyValue('uid')).toBe(`${seriesId}@localhost`);
    expect(String(master.getFirstProperty('exdate')?.getFirstValue())).toMatch(
      new RegExp(`^${cancelled?.date}T18:00:00`),
    );
    const expanded = expand(master);
    expect(expanded).toEqual(dates.filter((date) => date !== cancelled?.date));
    expect(expanded).toHaveLength(dates.length - 1);

    // The calendar puts the moved one at its new time (RECURRENCE-ID overrides its date).
    const event = new ICAL.Event(master);
    event.relateException(exception);
    const planned = ICAL.Time.fromDateTimeString(`${moved?.date}T18:00:00`);
    const details = event.getOccurrenceDetails(planned);
    expect(details.startDate.toJSDate().toISOString()).toBe(
      zonedToInstant(`${moved?.date}T19:30`, zone).toISOString(),
    );
  });
});

describe('Gregorian series in a calendar', () => {
  it('writes an RRULE with DTSTART in the event zone, expanded to the occurrences', async () => {
    const start = localIn(2, 19);
    const weekday = new Date(`${start.slice(0, 10)}T12:00:00Z`).getUTCDay();
    const byDay = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][weekday];
    const created = await call(
      almaz,
      'POST',
      '/api/v1/events',
      eventInput({
        title: 'Weekly Amharic class',
        startsAt: start,
        endsAt: localIn(2, 21),
        recurrence: {
          rule: { kind: 'weekly', interval: 1, weekdays: [byDay] },
          end: { kind: 'count', count: 5 },
        },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { event, checkout } = created.json<{ event: Event; checkout: { checkoutUrl: string } }>();
    await pay(almaz, checkout.checkoutUrl.split('/').pop() ?? '');
    const rows = await occurrenceRows(event.series?.id ?? '');
    expect(rows).toHaveLength(5);
    const ics = await call(almaz, 'GET', `/api/v1/events/${event.id}/calendar.ics`);
    expect(ics.body).toMatch(new RegExp(`DTSTART;TZID=${zone}:${start.replace(/[-:]/g, '')}00`));
    expect(ics.body).toMatch(/RRULE:FREQ=WEEKLY;.*COUNT=5/);
    const [vevent] = new ICAL.Component(ICAL.parse(ics.body)).getAllSubcomponents('vevent');
    if (!vevent) throw new Error('no VEVENT');
    expect(expand(vevent)).toEqual(rows.map((row) => row.date));

    // The organiser's feed holds the series once; one going to an occurrence has that one.
    await call(hana, 'PUT', `/api/v1/events/${rows[2]?.id}/rsvp`, { status: 'going' });
    const feedOf = async (user: TestUser) => {
      const url = (await call(user, 'POST', '/api/v1/me/calendar-feed')).json<{ url: string }>();
      const feed = await call(null, 'GET', new URL(url.url).pathname);
      return new ICAL.Component(ICAL.parse(feed.body))
        .getAllSubcomponents('vevent')
        .filter((entry) => entry.getFirstPropertyValue('summary') === 'Weekly Amharic class');
    };
    const [whole, ...others] = await feedOf(almaz);
    expect(others).toEqual([]);
    expect(whole?.getFirstPropertyValue('uid')).toBe(`${event.series?.id}@localhost`);
    expect(whole && expand(whole)).toEqual(rows.map((row) => row.date));
    const going = await feedOf(hana);
    expect(going.map((entry) => entry.getFirstPropertyValue('uid'))).toEqual([
      `${rows[2]?.id}@localhost`,
    ]);
  });
});

describe('bad recurrences', () => {
  it('are refused with a 400 and a clear message', async () => {
    const date = next12th();
    const cases: Array<[unknown, RegExp]> = [
      [{ rule: { kind: 'fortnightly' }, end: { kind: 'never' } }, /kind/],
      [{ rule: { kind: 'ethiopian-monthly', day: 31 }, end: { kind: 'never' } }, /day/],
      [{ rule: { kind: 'ethiopian-monthly', day: 12 }, end: { kind: 'count', count: 0 } }, /count/],
      [{ rule: { kind: 'feast', feast: 'christmas' }, end: { kind: 'never' } }, /feast/],
      [
        {
          rule: { kind: 'ethiopian-monthly', day: 12 },
          end: { kind: 'until', date: '2000-01-01' },
        },
        /last date must be on or after the start/,
      ],
      [
        // Pagume has at most 6 days: a 7th never comes.
        { rule: { kind: 'ethiopian-yearly', month: 13, day: 7 }, end: { kind: 'never' } },
        /no date in the next 12 months/,
      ],
    ];
    for (const [recurrence, message] of cases) {
      const response = await call(
        almaz,
        'POST',
        '/api/v1/events',
        eventInput({ startsAt: `${date}T18:00`, endsAt: `${date}T20:00`, recurrence }),
      );
      expect(response.statusCode, JSON.stringify(recurrence)).toBe(400);
      expect(response.body).toMatch(message);
    }
  });
});
