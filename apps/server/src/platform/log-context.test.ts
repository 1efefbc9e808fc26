import type pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { jobFailureCounter } from './jobs/job-origin';
import { createJobs, type Jobs } from './jobs/jobs';
import { logMixin, withLogFields } from './log-context';

declare module './jobs/jobs' {
  interface JobPayloads {
    'test.log-origin': { key: string };
  }
}

let t: TestApp;
let jobs: Jobs;
const lines: Array<Record<string, unknown>> = [];
const payloads: unknown[] = [];
const failures = jobFailureCounter();
beforeAll(async () => {
  t = await createTestApp();
  const pool = (t.app.platform.db as unknown as { $client: pg.Pool }).$client;
  // The app's logger options, writing to memory.
  const log = pino(
    { level: 'info', mixin: logMixin },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  jobs = createJobs(pool, log, { failures });
  jobs.work('test.log-origin', async (payload) => {
    if (payload.key === 'fail') throw new Error('the provider said no');
    payloads.push(payload);
    log.info('working on it');
  });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe('the request id', () => {
  it('is answered in X-Request-Id: a sane one given is kept, any other replaced', async () => {
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7f3a.42:1' },
    });
    expect(given.headers['x-request-id']).toBe('edge-7f3a.42:1');
    for (const insane of ['a b', 'x'.repeat(65), '{"level":60}', ''])
      expect(
        (await t.app.inject({ url: '/api/health', headers: { 'x-request-id': insane } })).headers[
          'x-request-id'
        ],
      ).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('follows a job queued during a request onto the lines the job logs when it runs', async () => {
    await withLogFields({ reqId: 'req-from-a-post' }, () =>
      jobs.schedule('test.log-origin', { key: 'with-origin' }),
    );
    await jobs.schedule('test.log-origin', { key: 'without' });
    await jobs.drain();
    // The handler gets its payload as queued, the id travels beside it.
    expect(payloads).toEqual(expect.arrayContaining([{ key: 'with-origin' }, { key: 'without' }]));
    const working = lines.filter((line) => line.msg === 'working on it');
    expect(working).toHaveLength(2);
    expect(working).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ job: 'test.log-origin', reqId: 'req-from-a-post' }),
      ]),
    );
    expect(working.filter((line) => line.reqId === undefined)).toHaveLength(1);
  });

  it('counts a failed attempt and logs it with the job and its request', async () => {
    await withLogFields({ reqId: 'req-that-fails' }, () =>
      jobs.schedule('test.log-origin', { key: 'fail' }),
    );
    await jobs.drain();
    const counted = await failures.get();
    expect(
      counted.values.find((v) => v.labels.queue === 'test.log-origin')?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'job failed',
          job: 'test.log-origin',
          reqId: 'req-that-fails',
        }),
      ]),
    );
  });
});
