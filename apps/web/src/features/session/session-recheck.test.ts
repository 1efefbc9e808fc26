import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionRecheck } from './session-recheck';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(100_000);
});
afterEach(() => vi.useRealTimers());

describe('createSessionRecheck (SPEC §4)', () => {
  it('checks 1 s after the user returns, when the last check is 30 s old or more', async () => {
    const check = vi.fn(async () => undefined);
    const recheck = createSessionRecheck({ lastCheckedAt: () => 100_000 - 30_000, check });
    recheck.onReturn();
    await vi.advanceTimersByTimeAsync(999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('skips the check within 30 s of the last one', async () => {
    const check = vi.fn(async () => undefined);
    const recheck = createSessionRecheck({ lastCheckedAt: () => 100_000 - 29_000 + 1_000, check });
    recheck.onReturn();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(check).not.toHaveBeenCalled();
  });

  it('runs one check for a burst of focus and visibility events, and none after dispose', async () => {
    let release: () => void = () => undefined;
    const check = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const recheck = createSessionRecheck({ lastCheckedAt: () => 0, check });
    recheck.onReturn();
    recheck.onReturn();
    await vi.advanceTimersByTimeAsync(1_000);
    recheck.onReturn();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(check).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    recheck.onReturn();
    recheck.dispose();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
