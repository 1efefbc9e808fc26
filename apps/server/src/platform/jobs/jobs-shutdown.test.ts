import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { createJobs } from './jobs';

declare module './jobs' {
  interface JobPayloads {
    'test.outlives-stop': { key: string };
  }
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('stopping the job queue', () => {
  it('lets a handler that outlives the grace and the pool end without an unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown): void => {
      rejections.push(reason);
    };
    process.on('unhandledRejection', onRejection);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const jobs = createJobs(pool, pino({ level: 'silent' }));
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    jobs.work(
      'test.outlives-stop',
      async () => {
        started();
        await released;
        throw new Error('the handler failed after shutdown');
      },
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      await jobs.schedule('test.outlives-stop', { key: 'slow' });
      await handlerStarted;
      // stop() waits its grace (5 s) for the handler, then gives up; the caller closes the pool.
      await jobs.stop();
      await pool.end();
      release();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  }, 30_000);
});
