import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../authorization/world';
import { createTestApp, type TestApp } from '../test-app';
import { fuzz } from './fuzz';
import { writeFuzzReport } from './report';

/**
 * The schema fuzzer over every route. `npm test` sends a sample (FUZZ_REQUESTS, 600 by default);
 * `npm run fuzz` sends 10,000 and writes the result to bench/README.md. A failure prints the seed:
 * FUZZ_SEED=<seed> repeats the same requests.
 */
const count = Number(process.env.FUZZ_REQUESTS ?? 600);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await createWorld(t.app);
});
afterAll(() => t.close());

describe('the schema fuzzer', () => {
  it(`sends ${count} hostile and plausible requests: no 5xx, no internals, nothing changed by a rejection`, async () => {
    const result = await fuzz(t.app, world, count, seed);
    if (process.env.FUZZ_REPORT) writeFuzzReport(process.env.FUZZ_REPORT, result);
    if (result.failures.length > 0)
      fs.writeSync(2, `fuzz seed ${seed}: ${result.failures.length} failures\n`);
    expect(result.sent).toBe(count);
    expect(result.failures.slice(0, 10), `seed ${seed}`).toEqual([]);
    // Most requests reached the services rather than all bouncing off validation.
    const accepted = Object.entries(result.byStatus)
      .filter(([status]) => Number(status) < 300)
      .reduce((sum, [, n]) => sum + n, 0);
    expect(accepted).toBeGreaterThan(count * 0.05);
  }, 3_600_000);
});
