import { describe, expect, it } from 'vitest';
import { retryDelay } from './realtime';

describe('realtime retry delays', () => {
  it('are 800, 1600, then 3000 ms repeating (SPEC §4)', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([800, 1600, 3000, 3000, 3000, 3000]);
  });
});
