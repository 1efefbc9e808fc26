import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { michael, seriesCalls } from '../events/series.test-fixtures';
import { exportData } from './my-data.repository';

/* A member's export holds the repeat rules of the series they organise, nobody else's (issue 36). */

let t: TestApp;
let organiser: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [organiser, other] = await Promise.all([
    createVerifiedMember(t.app),
    createVerifiedMember(t.app),
  ]);
});
afterAll(() => t.close());

const { createSeries } = seriesCalls(() => t.app);

describe('series in the export', () => {
  it('holds my series with their rules and ends, and links my occurrences to them', async () => {
    const monthly = await createSeries(organiser);
    const yearly = { rule: { kind: 'yearly', interval: 1 }, end: { kind: 'count', count: 3 } };
    const second = await createSeries(organiser, { recurrence: yearly });
    await createSeries(other);

    const { events } = await exportData(t.app.platform.db, organiser.id);
    expect(events.series.map((series) => series.id)).toEqual([
      monthly.event.series?.id,
      second.event.series?.id,
    ]);
    expect(events.series[0]?.recurrence).toEqual(michael);
    expect(events.series[1]?.recurrence).toEqual(yearly);
    expect(events.series[0]?.timeZone).toBe(monthly.event.timeZone);
    expect(events.series[0]?.firstStartsAt).toMatch(/^\d{4}-\d{2}-\d{2}T18:00$/);
    const linked = events.organised.filter((row) => row.seriesId === monthly.event.series?.id);
    expect(linked.length).toBeGreaterThanOrEqual(11);
    expect(JSON.stringify(events)).not.toContain(other.id);
  });
});
