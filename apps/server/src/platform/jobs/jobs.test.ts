import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobs, type Jobs } from './jobs';

declare module './jobs' {
  interface JobPayloads {
    'test.count': { key: string };
  }
}

let one: TestApp;
let two: TestApp;
let jobsOne: Jobs;
let jobsTwo: Jobs;
const runs: string[] = [];
beforeAll(async () => {
  one = await createTestApp();
  two = await createTestApp({}, { sameDatabaseAs: one });
  // Two processes on one database, each with the same handler.
  const pool = (app: TestApp) => (app.app.platform.db as unknown as { $client: pg.Pool }).$client;
  jobsOne = createJobs(pool(one), one.app.log);
  jobsTwo = createJobs(pool(two), two.app.log);
  for (const jobs of [jobsOne, jobsTwo])
    jobs.work('test.count', async ({ key }) => {
      runs.push(key);
    });
});
afterAll(async () => {
  await jobsOne.stop();
  await jobsTwo.stop();
  await two.close();
  await one.close();
});

describe('the job queue', () => {
  it('runs a job once across processes, when its time comes', async () => {
    await jobsOne.schedule(
      'test.count',
      { key: 'later' },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    await jobsOne.schedule('test.count', { key: 'now' });
    const ran = await Promise.all([jobsOne.runDue(), jobsTwo.runDue()]);
    // A job due now also wakes the scheduling process's worker, which may take it before either
    // runDue: whoever runs it, it runs once.
    await vi.waitFor(() => expect(runs).toContain('now'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toEqual(['now']);
    expect(ran[0] + ran[1]).toBeLessThanOrEqual(1);
    // As if the hour had passed.
    await Promise.all([jobsOne.runDue({ scheduled: true }), jobsTwo.runDue({ scheduled: true })]);
    expect(runs).toEqual(['now', 'later']);
  });

  it('keeps one waiting job per singleton key', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await jobsTwo.schedule(
      'test.count',
      { key: 'single' },
      { startAfter: later, singletonKey: 'k' },
    );
    await jobsTwo.schedule(
      'test.count',
      { key: 'single' },
      { startAfter: later, singletonKey: 'k' },
    );
    await jobsTwo.runDue({ scheduled: true });
    expect(runs.filter((key) => key === 'single')).toHaveLength(1);
  });
});
