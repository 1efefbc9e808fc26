import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, eventSeries } from '../../db/schema/events';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import type { Event } from '@aebro/shared/events';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { extendSeries } from './series-extension.service';
import { eventInput } from './events.test-fixtures';
import { michael, seriesCalls } from './series.test-fixtures';

/* A series over time (issue 36): kept 12 months ahead by the daily job. */

let t: TestApp;
let almaz: TestUser;
let dawit: TestUser;
let hana: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [almaz, dawit, hana] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Almaz Lifecycle' }),
    createVerifiedMember(t.app, { fullName: 'Dawit Lifecycle' }),
    createVerifiedMember(t.app, { fullName: 'Hana Lifecycle' }),
  ]);
});
afterAll(() => t.close());

const { call, createSeries, pay, occurrenceRows } = seriesCalls(() => t.app);

async function cancelNotices(user: TestUser, eventId: string): Promise<number> {
  await settle(t.app);
  const response = await call(user, 'GET', '/api/v1/notifications');
  const { items } = response.json<{
    items: Array<{ type: string; data: Record<string, string> }>;
  }>();
  return items.filter((n) => n.type === 'event_cancelled' && n.data.event_id === eventId).length;
}

async function paidSeries(): Promise<string[]> {
  const { event, sessionId } = await createSeries(almaz);
  await pay(almaz, sessionId);
  return (await occurrenceRows(event.series?.id ?? '')).map((row) => row.id);
}

describe('the daily extension of series', () => {
  it('materialises the months that came within the horizon, once however often it runs', async () => {
    const { event, sessionId } = await createSeries(almaz);
    await pay(almaz, sessionId);
    const seriesId = event.series?.id ?? '';
    const all = await occurrenceRows(seriesId);
    const cut = all[5]?.date ?? '';
    // As if the series had been made half a year ago: its last occurrences are not there yet.
    await t.app.platform.db
      .delete(events)
      .where(and(eq(events.seriesId, seriesId), gt(events.occurrenceDate, cut)));
    await t.app.platform.db
      .update(eventSeries)
      .set({ materialisedUntil: cut })
      .where(eq(eventSeries.id, seriesId));
    expect(await occurrenceRows(seriesId)).toHaveLength(6);

    // The job itself, twice (a retry, a second process): the same rows, published.
    await t.app.platform.jobs.schedule('events.extend-series', { at: 'test' });
    await t.app.platform.jobs.runDue();
    await settle(t.app);
    const extended = await occurrenceRows(seriesId);
    expect(extended.map((row) => row.date)).toEqual(all.map((row) => row.date));
    expect(extended.every((row) => row.status === 'published')).toBe(true);
    expect(await extendSeries(t.app.platform, new Date())).toBe(0);
    expect(await occurrenceRows(seriesId)).toHaveLength(all.length);

    // A month later, the next month's occurrence comes in; a second run adds nothing.
    const later = new Date(Date.now() + 31 * 86_400_000);
    const made = await extendSeries(t.app.platform, later);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(await extendSeries(t.app.platform, later)).toBe(0);
    const after = await occurrenceRows(seriesId);
    expect(after).toHaveLength(all.length + made);
    expect(new Set(after.map((row) => row.date)).size).toBe(after.length);
  });

  it('leaves unpaid series as they are', async () => {
    const { event } = await createSeries(almaz);
    const seriesId = event.series?.id ?? '';
    const before = await occurrenceRows(seriesId);
    await extendSeries(t.app.platform, new Date(Date.now() + 62 * 86_400_000));
    expect(await occurrenceRows(seriesId)).toHaveLength(before.length);
  });
});

describe('"this and following"', () => {
  it('splits the series: kept dates move with their answers, dropped ones are cancelled and told', async () => {
    const ids = await paidSeries();
    const rows = await occurrenceRows((await eventOf(ids[0])).series?.id ?? '');
    const dateOf = (index: number) => rows[index]?.date ?? '';
    const [at, kept, dropped] = [ids[3] ?? '', ids[4] ?? '', ids[7] ?? ''];
    for (const [user, id] of [
      [dawit, kept],
      [hana, dropped],
    ] as const)
      expect(
        (await call(user, 'PUT', `/api/v1/events/${id}/rsvp`, { status: 'going' })).statusCode,
      ).toBe(200);
    const form = (changes: Record<string, unknown> = {}) => {
      const { communityId: _c, ...rest } = eventInput({
        title: 'St Michael coffee, new hall',
        startsAt: `${dateOf(3)}T19:00`,
        endsAt: `${dateOf(3)}T21:00`,
        recurrence: { ...michael, end: { kind: 'until', date: dateOf(5) } },
        ...changes,
      });
      return rest;
    };

    expect((await call(dawit, 'PUT', `/api/v1/events/${at}/following`, form())).statusCode).toBe(
      403,
    );
    const bad = await call(
      almaz,
      'PUT',
      `/api/v1/events/${at}/following`,
      form({ recurrence: null }),
    );
    expect(bad.statusCode).toBe(400);
    // A clear text, not zod's generic one: none chosen, or one the app does not know.
    const refusal = (response: typeof bad) =>
      response.json<{ error: { message: string; issues: Array<{ path: string; key?: string }> } }>()
        .error;
    expect(refusal(bad).message).toBe(
      'Invalid body.recurrence: Please choose how the event repeats.',
    );
    expect(refusal(bad).issues[0]?.key).toBe('validation.recurrenceRequired');
    const { recurrence: _none, ...withoutRule } = form();
    const missing = await call(almaz, 'PUT', `/api/v1/events/${at}/following`, withoutRule);
    expect(refusal(missing).issues[0]?.key).toBe('validation.recurrenceRequired');
    for (const rule of [{ kind: 'fortnightly' }, { kind: 'ethiopian-monthly', day: 31 }, {}]) {
      const unknown = await call(
        almaz,
        'PUT',
        `/api/v1/events/${at}/following`,
        form({ recurrence: { rule, end: { kind: 'never' } } }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(refusal(unknown).issues[0]?.key).toBe('validation.recurrenceRuleInvalid');
    }
    const noEnd = await call(
      almaz,
      'PUT',
      `/api/v1/events/${at}/following`,
      form({ recurrence: { rule: michael.rule, end: { kind: 'sometime' } } }),
    );
    expect(refusal(noEnd).issues[0]?.key).toBe('validation.recurrenceEndInvalid');
    const early = form({ startsAt: `${dateOf(2)}T19:00`, endsAt: `${dateOf(2)}T21:00` });
    expect((await call(almaz, 'PUT', `/api/v1/events/${at}/following`, early)).statusCode).toBe(
      400,
    );

    const split = await call(almaz, 'PUT', `/api/v1/events/${at}/following`, form());
    expect(split.statusCode, split.body).toBe(200);
    const edited = split.json<Event>();
    expect(edited.id).toBe(at);
    expect(edited.title).toBe('St Michael coffee, new hall');
    const before = await eventOf(ids[0]);
    expect(before.title).toBe('St Michael coffee');
    expect(before.series?.recurrence.end).toEqual({ kind: 'until', date: dayBefore(dateOf(3)) });
    expect(edited.series?.id).not.toBe(before.series?.id);
    // Three dates in the new series, the old occurrences moved (same ids, same dates).
    const moved = await occurrenceRows(edited.series?.id ?? '');
    expect(moved.map((row) => row.id)).toEqual(ids.slice(3, 6));
    expect(moved.map((row) => row.date)).toEqual([dateOf(3), dateOf(4), dateOf(5)]);
    expect((await eventOf(kept, dawit)).viewer.rsvp).toBe('going');
    // Dates the new rule dropped are cancelled; Hana, going to one, is told.
    expect((await eventOf(dropped)).status).toBe('cancelled');
    expect(await cancelNotices(hana, dropped)).toBe(1);
    expect(await cancelNotices(dawit, kept)).toBe(0);
  });
});

describe('cancelling a whole series', () => {
  it('cancels every occurrence to come and tells their people, for the organiser only', async () => {
    const ids = await paidSeries();
    const [first, later] = [ids[0] ?? '', ids[2] ?? ''];
    expect(
      (await call(hana, 'PUT', `/api/v1/events/${later}/rsvp`, { status: 'going' })).statusCode,
    ).toBe(200);
    expect((await call(dawit, 'POST', `/api/v1/events/${first}/cancel-series`)).statusCode).toBe(
      403,
    );
    const cancelled = await call(almaz, 'POST', `/api/v1/events/${first}/cancel-series`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const seriesId = cancelled.json<Event>().series?.id ?? '';
    expect((await occurrenceRows(seriesId)).every((row) => row.status === 'cancelled')).toBe(true);
    expect(await cancelNotices(hana, later)).toBe(1);
    // Nothing is made again for it, and cancelling again changes nothing.
    await extendSeries(t.app.platform, new Date(Date.now() + 62 * 86_400_000));
    expect((await occurrenceRows(seriesId)).every((row) => row.status === 'cancelled')).toBe(true);
    expect((await call(almaz, 'POST', `/api/v1/events/${first}/cancel-series`)).statusCode).toBe(
      200,
    );
    expect(await cancelNotices(hana, later)).toBe(1);
  });

  it('refuses an event that does not repeat', async () => {
    const single = await call(almaz, 'POST', '/api/v1/events', eventInput());
    const { event } = single.json<{ event: Event }>();
    expect((await call(almaz, 'POST', `/api/v1/events/${event.id}/cancel-series`)).statusCode).toBe(
      409,
    );
  });
});

function dayBefore(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

async function eventOf(id: string | undefined, user: TestUser = almaz): Promise<Event> {
  const response = await call(user, 'GET', `/api/v1/events/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Event>();
}
