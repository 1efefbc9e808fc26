import { describe, expect, it } from 'vitest';
import {
  isListed,
  isPopupSuppressed,
  normalizeNotification,
  notificationLimits,
  prunePopupHistory,
  shouldShowPopup,
} from './notification-rules';
import { makeNotification } from './test-notifications';

const minute = 60_000;

describe('notification limits', () => {
  it('are those of the shared package (SPEC §9)', () => {
    expect(notificationLimits.popupMs).toBe(5000);
    expect(notificationLimits.suppressAfterClearMs).toBe(300_000);
  });
});

describe('isListed', () => {
  it('hides join requests that were approved or rejected, and nothing else (SPEC §4)', () => {
    const request = (status?: 'pending' | 'approved' | 'rejected') =>
      makeNotification({
        type: 'community_join_request',
        data: { community_id: 'c1', request_id: 'r1', ...(status ? { status } : {}) },
      });
    expect(isListed(request('pending'))).toBe(true);
    expect(isListed(request())).toBe(true);
    expect(isListed(request('approved'))).toBe(false);
    expect(isListed(request('rejected'))).toBe(false);
    expect(isListed(makeNotification({ type: 'like', data: { status: 'approved' } }))).toBe(true);
  });
});

describe('isPopupSuppressed', () => {
  const clearedAt = Date.UTC(2025, 0, 1, 12);
  it('holds popups back for 5 minutes after Clear all', () => {
    expect(isPopupSuppressed(clearedAt, clearedAt)).toBe(true);
    expect(isPopupSuppressed(clearedAt, clearedAt + 5 * minute - 1)).toBe(true);
    expect(isPopupSuppressed(clearedAt, clearedAt + 5 * minute)).toBe(false);
    expect(isPopupSuppressed(null, clearedAt)).toBe(false);
  });

  it('ignores a clearing time in the future (the clock was moved back)', () => {
    expect(isPopupSuppressed(clearedAt, clearedAt - minute)).toBe(false);
  });
});

describe('prunePopupHistory', () => {
  it('forgets popups shown an hour ago or more and keeps the rest', () => {
    const now = Date.UTC(2025, 0, 1, 12);
    const history = new Map([
      ['old', now - 60 * minute],
      ['older', now - 3 * 60 * minute],
      ['recent', now - 59 * minute],
      ['new', now],
    ]);
    const pruned = prunePopupHistory(history, now);
    expect([...pruned.keys()]).toEqual(['recent', 'new']);
    expect(history.size).toBe(4);
  });
});

describe('shouldShowPopup', () => {
  const now = Date.UTC(2025, 0, 1, 12);
  const context = { history: new Map<string, number>(), clearedAt: null, now };

  it('shows an unread, listed notification once', () => {
    const notification = makeNotification();
    expect(shouldShowPopup(notification, context)).toBe(true);
    expect(
      shouldShowPopup(notification, {
        ...context,
        history: new Map([[notification.id, now - minute]]),
      }),
    ).toBe(false);
  });

  it('shows nothing within 5 minutes of Clear all, nor read or hidden notifications', () => {
    expect(shouldShowPopup(makeNotification(), { ...context, clearedAt: now - 4 * minute })).toBe(
      false,
    );
    expect(shouldShowPopup(makeNotification(), { ...context, clearedAt: now - 6 * minute })).toBe(
      true,
    );
    expect(
      shouldShowPopup(makeNotification({ readAt: new Date(now).toISOString() }), context),
    ).toBe(false);
    expect(
      shouldShowPopup(
        makeNotification({ type: 'community_join_request', data: { status: 'rejected' } }),
        context,
      ),
    ).toBe(false);
  });
});

describe('normalizeNotification', () => {
  it('parses data delivered as a JSON string (SPEC §3) and leaves objects alone', () => {
    const notification = makeNotification();
    expect(normalizeNotification(notification)).toBe(notification);
    const asString = {
      ...notification,
      data: JSON.stringify(notification.data),
    } as unknown as typeof notification;
    expect(normalizeNotification(asString).data).toEqual(notification.data);
    const broken = { ...notification, data: '{not json' } as unknown as typeof notification;
    expect(normalizeNotification(broken).data).toEqual({});
  });
});
