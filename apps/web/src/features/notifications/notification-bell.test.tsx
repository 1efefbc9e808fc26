import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@aebro/shared/notifications';
import { apiError, recordRequests, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { readClearedAt } from './cleared-at';
import { NotificationBell } from './notification-bell';
import { makeNotification } from './test-notifications';

beforeAll(async () => {
  // The panel is a lazy chunk: the first open transforms it, which can take a while on a busy machine.
  configure({ asyncUtilTimeout: 5000 });
  await setUpTexts();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

interface FakeServer {
  items: Notification[];
  failList?: boolean;
}

/** The notification endpoints over an in-memory list; returns the requests sent. */
function serve(store: FakeServer) {
  const sent = recordRequests();
  server.use(
    http.get('/api/v1/notifications/unread-count', () =>
      HttpResponse.json({ count: store.items.filter((item) => item.readAt === null).length }),
    ),
    http.get('/api/v1/notifications/filtered', () => HttpResponse.json({ items: [], count: 0 })),
    http.get('/api/v1/notifications', () =>
      store.failList
        ? HttpResponse.json(apiError('INTERNAL', 'boom'), { status: 500 })
        : HttpResponse.json({ items: store.items }),
    ),
    http.post('/api/v1/notifications/read-all', () => {
      store.items = store.items.map((item) => ({
        ...item,
        readAt: item.readAt ?? new Date().toISOString(),
      }));
      return HttpResponse.json({ ok: true });
    }),
    http.post('/api/v1/notifications/clear-all', () => {
      store.items = [];
      return HttpResponse.json({ ok: true });
    }),
    http.post<{ id: string }>('/api/v1/notifications/:id/read', ({ params }) => {
      store.items = store.items.map((item) =>
        item.id === params.id ? { ...item, readAt: new Date().toISOString() } : item,
      );
      return HttpResponse.json({ ok: true });
    }),
  );
  return sent;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('NotificationBell', () => {
  it('names the unread count and lists the notifications newest first, hiding finished join requests', async () => {
    serve({
      items: [
        makeNotification({
          type: 'follow',
          createdAt: minutesAgo(2),
          data: { actor_display_name: 'Dawit', link: '/profile/u2' },
        }),
        makeNotification({
          type: 'community_join_request',
          data: { actor_display_name: 'Hidden', status: 'approved', link: '/communities/c1' },
        }),
        makeNotification({
          type: 'comment',
          createdAt: minutesAgo(90),
          readAt: minutesAgo(60),
          data: { actor_display_name: 'Hanna' },
        }),
      ],
    });
    renderWithApp(<NotificationBell userId="me" />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const links = await within(panel).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]?.textContent).toMatch(/Dawit started following you.*2 minutes ago.*Unread/);
    expect(links[0]?.getAttribute('href')).toBe('/profile/u2');
    expect(links[1]?.textContent).toMatch(/Hanna commented on your post.*1 hour ago/);
    expect(links[1]?.textContent).not.toContain('Unread');
    expect(within(panel).queryByText(/Hidden/)).toBeNull();
  });

  it('marks one read when it is opened, and goes where it leads', async () => {
    const follow = makeNotification({
      type: 'follow',
      data: { actor_display_name: 'Dawit', link: '/profile/u2' },
    });
    const sent = serve({ items: [follow] });
    const { router } = renderWithApp(<NotificationBell userId="me" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('link', { name: /Dawit started following you/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/u2'));
    expect(sent).toContainEqual({
      method: 'POST',
      path: `/api/v1/notifications/${follow.id}/read`,
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('marks all as read', async () => {
    serve({ items: [makeNotification(), makeNotification()] });
    renderWithApp(<NotificationBell userId="me" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());
  });

  it('clears all after a confirmation, shows the empty state and silences popups for this user', async () => {
    const sent = serve({ items: [makeNotification()] });
    renderWithApp(<NotificationBell userId="me" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByText('Almaz Bekele liked your post');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The panel itself is a (non-modal) dialog too: it stays open.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Clear all notifications?' })).toBeNull(),
    );
    expect(sent.map(({ path }) => path)).not.toContain('/api/v1/notifications/clear-all');

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Clear all notifications?' })).getByRole(
        'button',
        { name: 'Clear all' },
      ),
    );
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Clear all notifications?' })).toBeNull(),
    );
    // The dialog's effects let go of the page a frame after it is gone (aria-hidden, scroll lock).
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(readClearedAt('me')).toBeGreaterThan(Date.now() - 5000);
    expect(readClearedAt('someone-else')).toBeNull();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const store: FakeServer = {
      items: [makeNotification({ data: { actor_display_name: 'Selam' } })],
      failList: true,
    };
    serve(store);
    renderWithApp(<NotificationBell userId="me" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('We could not load your notifications.')).toBeTruthy();
    store.failList = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Selam liked your post')).toBeTruthy();
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    serve({ items: [] });
    renderWithApp(<NotificationBell userId="me" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    // The popover's code loads on first use: its own button has taken the stand-in's place.
    const bell = screen.getByRole('button', { name: 'Notifications' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    // The popover gives the focus back once it has closed.
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });
});
