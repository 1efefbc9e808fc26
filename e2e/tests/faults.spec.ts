import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runCrashLoop } from '../../bench/faults/crash-loop';

// The short version of `npm run bench -- faults` (20 restarts): the built server and its embedded
// PostgreSQL killed with SIGKILL twice under a write load; nothing acknowledged may be lost.
test('kill -9 under a write load loses nothing the server acknowledged', async () => {
  test.setTimeout(240_000);
  const result = await runCrashLoop({
    root: path.resolve(import.meta.dirname, '..', '..'),
    restarts: 2,
    loadMs: 1500,
    workers: 4,
  });
  expect(result.restartsSucceeded).toBe(2);
  expect(result.acknowledged).toBeGreaterThan(20);
  expect(result.lost).toEqual([]);
  expect(result.counterMismatches).toEqual([]);
});
