import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presenceTimings } from '@aebro/shared/presence';
import { createPresenceScheduler } from './presence-scheduler';

let visible = true;
const send = vi.fn<(online: boolean) => void>();
const sendOnUnload = vi.fn<() => void>();

function scheduler() {
  return createPresenceScheduler({
    send,
    sendOnUnload,
    isVisible: () => visible,
    heartbeatMs: presenceTimings.heartbeatMs,
    hiddenGraceMs: presenceTimings.hiddenGraceMs,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  visible = true;
  send.mockClear();
  sendOnUnload.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('createPresenceScheduler (SPEC §4)', () => {
  it('uses the timings of the specification', () => {
    expect(presenceTimings.heartbeatMs).toBe(60_000);
    expect(presenceTimings.hiddenGraceMs).toBe(30_000);
  });

  it('says online at start and every 60 s while the page is visible', () => {
    const presence = scheduler();
    presence.start();
    expect(send.mock.calls).toEqual([[true]]);
    vi.advanceTimersByTime(59_999);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(120_000);
    expect(send.mock.calls).toEqual([[true], [true], [true], [true]]);
    presence.stop();
  });

  it('says offline 30 s after the page is hidden, and nothing more while hidden', () => {
    const presence = scheduler();
    presence.start();
    visible = false;
    presence.onVisibilityChange();
    vi.advanceTimersByTime(29_999);
    expect(send.mock.calls).toEqual([[true]]);
    vi.advanceTimersByTime(1);
    expect(send.mock.calls).toEqual([[true], [false]]);
    vi.advanceTimersByTime(10 * 60_000);
    expect(send.mock.calls).toEqual([[true], [false]]);
    presence.stop();
  });

  it('stays online when the page comes back within 30 s, and catches up a missed heartbeat', () => {
    const presence = scheduler();
    presence.start();
    vi.advanceTimersByTime(45_000);
    visible = false;
    presence.onVisibilityChange();
    vi.advanceTimersByTime(20_000); // the heartbeat at 60 s is skipped while hidden
    visible = true;
    presence.onVisibilityChange();
    expect(send.mock.calls).toEqual([[true], [true]]);
    vi.advanceTimersByTime(60_000);
    expect(send.mock.calls).toEqual([[true], [true], [true]]);
    presence.stop();
  });

  it('says online again at once when the page comes back after going offline', () => {
    const presence = scheduler();
    presence.start();
    visible = false;
    presence.onVisibilityChange();
    vi.advanceTimersByTime(30_000);
    visible = true;
    presence.onVisibilityChange();
    expect(send.mock.calls).toEqual([[true], [false], [true]]);
    vi.advanceTimersByTime(60_000);
    expect(send.mock.calls).toEqual([[true], [false], [true], [true]]);
    presence.stop();
  });

  it('does not say online from a page opened in the background until it is shown', () => {
    visible = false;
    const presence = scheduler();
    presence.start();
    presence.onVisibilityChange();
    vi.advanceTimersByTime(120_000);
    expect(send).not.toHaveBeenCalled();
    visible = true;
    presence.onVisibilityChange();
    expect(send.mock.calls).toEqual([[true]]);
    presence.stop();
  });

  it('says offline with the unload sender when the page goes away, once, and only if it said online', () => {
    const presence = scheduler();
    presence.start();
    presence.onUnload();
    presence.onUnload();
    expect(sendOnUnload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(send.mock.calls).toEqual([[true]]);

    visible = false;
    const hidden = scheduler();
    hidden.start();
    hidden.onUnload();
    expect(sendOnUnload).toHaveBeenCalledTimes(1);
  });

  it('stop() ends every timer without telling the server', () => {
    const presence = scheduler();
    presence.start();
    visible = false;
    presence.onVisibilityChange();
    presence.stop();
    vi.advanceTimersByTime(10 * 60_000);
    expect(send.mock.calls).toEqual([[true]]);
  });
});
