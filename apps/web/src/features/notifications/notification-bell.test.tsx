import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@aebro/shared/notifications';
import { jsonResponse, renderWithApp, setUpTexts } from '@/test/render';
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
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

interface FakeServer {
  items: Notification[];
  failList?: boolean;
}

/** The notification endpoints over an in-memory list. */
function serve(server: FakeServer) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/v1/notifications/unread-count')
      return jsonResponse(200, {
        count: server.items.filter((item) => item.readAt === null).length,
      });
    if (url === '/api/v1/notifications') {
      return server.failList
        ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } })
        : jsonResponse(200, { items: server.items });
    }
    if (method === 'POST' && url === '/api/v1/notifications/read-all') {
      server.items = server.items.map((item) => ({
        ...item,
        readAt: item.readAt ?? new Date().toISOString(),
      }));
      return jsonResponse(200, { ok: true });
    }
    if (method === 'POST' && url === '/api/v1/notifications/clear-all') {
      server.items = [];
      return jsonResponse(200, { ok: true });
    }
    const read = /^\/api\/v1\/notifications\/([^/]+)\/read$/.exec(url);
    if (method === 'POST' && read) {
      server.items = server.items.map((item) =>
        item.id === read[1] ? { ...item, readAt: new Date().toISOString() } : item,
      );
      return jsonResponse(200, { ok: true });
    }
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: url } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
    const fetchMock = serve({ items: [follow] });
    const { router } = renderWithApp(<NotificationBell userId="me" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('link', { name: /Dawit started following you/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/u2'));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/notifications/${follow.id}/read`,
      expect.objectContaining({ method: 'POST' }),
    );
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
    const fetchMock = serve({ items: [makeNotification()] });
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
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/v1/notifications/clear-all',
      expect.anything(),
    );

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
    const server: FakeServer = {
      items: [makeNotification({ data: { actor_display_name: 'Selam' } })],
      failList: true,
    };
    serve(server);
    renderWithApp(<NotificationBell userId="me" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('We could not load your notifications.')).toBeTruthy();
    server.failList = false;
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
