import { act, cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { NotificationBell } from './notification-bell';
import type * as PopoverModule from './notification-bell-popover';
import { makeNotification } from './test-notifications';

/** The popover's chunk arrives when the test says so. */
const chunk = vi.hoisted(() => {
  let arrive = (): void => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive(), prepared: false };
});
vi.mock('./notification-bell-popover', async (importOriginal) => {
  const actual = await importOriginal<typeof PopoverModule>();
  chunk.prepared = true;
  await chunk.arrived;
  return actual;
});

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await setUpTexts();
});
afterEach(cleanup);

describe('the bell pressed while its popover is still loading', () => {
  it('opens the popover when the chunk lands between the pointer going down and up', async () => {
    const items = [makeNotification({ type: 'follow', data: { actor_display_name: 'Dawit' } })];
    server.use(
      http.get('/api/v1/notifications/unread-count', () => HttpResponse.json({ count: 1 })),
      http.get('/api/v1/notifications', () => HttpResponse.json({ items })),
      http.get('/api/v1/notifications/filtered', () => HttpResponse.json({ items: [], count: 0 })),
    );
    renderWithApp(<NotificationBell userId="me" />);
    const standIn = await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    // Pointed at (the chunk is asked for), pressed, and only then the chunk arrives.
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn, { button: 0 });
    await vi.waitFor(() => expect(chunk.prepared).toBe(true), { timeout: 5000 });
    await act(async () => {
      chunk.arrive();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // The button under the pointer is still the one that was pressed, so the click reaches it.
    expect(standIn.isConnected).toBe(true);
    fireEvent.pointerUp(standIn, { button: 0 });
    fireEvent.click(standIn);

    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(await screen.findByRole('link', { name: /Dawit started following you/ })).toBeTruthy();
    expect(panel).toBeTruthy();
  });
});
