import { describe, expect, it } from 'vitest';
import { heartbeatTimings } from './presence-timings';

describe('heartbeatTimings', () => {
  it('are SPEC §4: every 60 s while visible, offline 30 s after hidden', () => {
    expect(heartbeatTimings).toEqual({ heartbeatMs: 60_000, hiddenGraceMs: 30_000 });
  });
});
