import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@aebro/shared/notifications';
import { recordRequests, server } from '@/test/msw';
import { renderWithApp, setUpTexts, testQueryClient } from '@/test/render';
import { rememberClearedAt } from './cleared-at';
import { NotificationPopups } from './notification-popups';
import { notificationKeys } from './notifications-api';
import { rememberPopupsWanted } from './popup-choice';
import { makeNotification } from './test-notifications';

// The socket is replaced by a hand that delivers events to the hooks' handlers.
const handlers = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());
vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: (event: string, handler: (...args: unknown[]) => void) => {
    handlers.set(event, handler);
  },
  useOnConnect: () => undefined,
  useOnReconnect: () => undefined,
}));

function deliver(notification: Notification): void {
  act(() => handlers.get('notification:new')?.(notification));
}

const userId = 'user-1';

beforeAll(setUpTexts);
beforeEach(() => {
  server.use(http.post('/api/v1/notifications/:id/read', () => HttpResponse.json({ ok: true })));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
  handlers.clear();
});

describe('NotificationPopups', () => {
  it('shows a card for a new notification in a polite live region, and closes it after 5000 ms', () => {
    vi.useFakeTimers();
    renderWithApp(<NotificationPopups userId={userId} />);
    deliver(makeNotification({ data: { actor_display_name: 'Almaz Bekele' } }));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(
      screen.getByRole('link', { name: /Almaz Bekele liked your post/ }).textContent,
    ).toContain('just now');
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Almaz Bekele liked your post')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Almaz Bekele liked your post')).toBeNull();
  });

  it('waits while the pointer is on the card', () => {
    vi.useFakeTimers();
    renderWithApp(<NotificationPopups userId={userId} />);
    deliver(makeNotification());
    const card = screen.getByRole('listitem');
    fireEvent.pointerEnter(card);
    act(() => void vi.advanceTimersByTime(20_000));
    expect(screen.queryByRole('listitem')).not.toBeNull();
    fireEvent.pointerLeave(card);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('closes with its X button (labelled Close) and with Escape', () => {
    renderWithApp(<NotificationPopups userId={userId} />);
    deliver(makeNotification({ data: { actor_display_name: 'First' } }));
    deliver(makeNotification({ data: { actor_display_name: 'Second' } }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByText('Second liked your post')).toBeNull();
    const link = screen.getByRole('link', { name: /First liked your post/ });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('goes to the link when clicked and marks the notification read', async () => {
    const sent = recordRequests();
    const queryClient = testQueryClient();
    queryClient.setQueryData(notificationKeys.unreadCount, 4);
    const { router } = renderWithApp(<NotificationPopups userId={userId} />, { queryClient });
    const notification = makeNotification({ data: { link: '/post/p9' } });
    deliver(notification);
    expect(queryClient.getQueryData(notificationKeys.unreadCount)).toBe(5);
    fireEvent.click(screen.getByRole('link', { name: /liked your post/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/post/p9'));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'POST',
        path: `/api/v1/notifications/${notification.id}/read`,
      }),
    );
    expect(queryClient.getQueryData(notificationKeys.unreadCount)).toBe(4);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('pops each notification up once, and none within 5 minutes of Clear all (in any tab)', () => {
    renderWithApp(<NotificationPopups userId={userId} />);
    const notification = makeNotification();
    deliver(notification);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    deliver(notification);
    expect(screen.queryByRole('listitem')).toBeNull();

    rememberClearedAt(userId, Date.now() - 60_000);
    deliver(makeNotification());
    expect(screen.queryByRole('listitem')).toBeNull();
    rememberClearedAt('someone-else', Date.now());
    rememberClearedAt(userId, Date.now() - 5 * 60_000 - 1);
    deliver(makeNotification());
    expect(screen.queryAllByRole('listitem')).toHaveLength(1);
  });

  it('shows no popup for a finished join request, but still keeps the cache live', () => {
    const queryClient = testQueryClient();
    const listed = makeNotification();
    queryClient.setQueryData(notificationKeys.list, [listed]);
    renderWithApp(<NotificationPopups userId={userId} />, { queryClient });
    const finished = makeNotification({
      type: 'community_join_request',
      data: { status: 'approved' },
    });
    deliver(finished);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(
      queryClient.getQueryData<Notification[]>(notificationKeys.list)?.map((item) => item.id),
    ).toEqual([finished.id, listed.id]);
  });

  it('shows no popup once popups are turned off on this device, but still keeps the cache live', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(notificationKeys.list, []);
    rememberPopupsWanted(userId, false);
    renderWithApp(<NotificationPopups userId={userId} />, { queryClient });
    const quiet = makeNotification();
    deliver(quiet);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(queryClient.getQueryData(notificationKeys.list)).toEqual([quiet]);
    rememberPopupsWanted(userId, true);
    deliver(makeNotification());
    expect(screen.queryAllByRole('listitem')).toHaveLength(1);
  });

  it('refetches the list and the count when they changed in another tab', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(notificationKeys.unreadCount, 2);
    renderWithApp(<NotificationPopups userId={userId} />, { queryClient });
    act(() => handlers.get('notifications:changed')?.());
    expect(queryClient.getQueryState(notificationKeys.unreadCount)?.isInvalidated).toBe(true);
  });
});
