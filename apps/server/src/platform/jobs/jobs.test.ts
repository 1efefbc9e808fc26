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
/** Which process ran each durable effect (`<process>:<key>`). */
const effects: string[] = [];
let failNext = false;
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
  for (const [label, jobs] of [
    ['one', jobsOne],
    ['two', jobsTwo],
  ] as const)
    jobs.workQueue('test.effect', async (payload) => {
      if (failNext) {
        failNext = false;
        throw new Error('a moment of outage');
      }
      effects.push(`${label}:${(payload as { key: string }).key}`);
    });
});

/** Queues an effect in a committed transaction of process one, to be run where it committed. */
async function commitEffect(key: string): Promise<string> {
  const id = await one.app.platform.db.transaction(
    async (tx) => await jobsOne.enqueueQueue(tx, 'test.effect', { key }, { runHere: true }),
  );
  if (!id) throw new Error('no job id');
  return id;
}

async function stateOf(id: string): Promise<string | undefined> {
  const pool = (one.app.platform.db as unknown as { $client: pg.Pool }).$client;
  const { rows } = await pool.query<{ state: string }>(
    'select state from pgboss.job where id = $1',
    [id],
  );
  return rows[0]?.state;
}
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

  it('runs a committed effect at once in the process that committed it, and only there', async () => {
    const id = await commitEffect('here');
    await jobsOne.runCommitted('test.effect', [id]);
    // Done when runCommitted resolves: no wake-up, no worker's fetch in between.
    expect(effects).toEqual(['one:here']);
    expect(await stateOf(id)).toBe('completed');
    expect(await jobsTwo.runDue()).toBe(0);
    expect(effects).toEqual(['one:here']);
  });

  it('leaves a committed effect to the workers when its process died before running it', async () => {
    const id = await commitEffect('orphan');
    // The committing process is gone before runCommitted: another process's worker runs it.
    await jobsTwo.runDue();
    await vi.waitFor(async () => expect(await stateOf(id)).toBe('completed'));
    // Had the first process only been slow, its late run finds the job taken and does nothing.
    await jobsOne.runCommitted('test.effect', [id]);
    expect(effects.filter((run) => run.endsWith(':orphan'))).toHaveLength(1);
  });

  it('retries a committed effect that failed, as a worker would', async () => {
    failNext = true;
    const id = await commitEffect('retried');
    await jobsOne.runCommitted('test.effect', [id]);
    expect(await stateOf(id)).toBe('retry');
    expect(effects.filter((run) => run.endsWith(':retried'))).toHaveLength(0);
    await jobsTwo.runDue({ scheduled: true });
    expect(effects.filter((run) => run.endsWith(':retried'))).toHaveLength(1);
    expect(await stateOf(id)).toBe('completed');
  });
});
