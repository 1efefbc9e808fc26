import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, eventSeries } from '../../db/schema/events';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { extendSeries } from './series-extension.service';
import { seriesCalls } from './series.test-fixtures';

/* A series over time (issue 36): kept 12 months ahead by the daily job. */

let t: TestApp;
let almaz: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  almaz = await createVerifiedMember(t.app, { fullName: 'Almaz Lifecycle' });
});
afterAll(() => t.close());

const { createSeries, pay, occurrenceRows } = seriesCalls(() => t.app);

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
