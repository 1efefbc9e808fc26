import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '@aebro/shared/connections';
import { jsonResponse, renderWithApp, setUpTexts } from '@/test/render';
import { NotificationSettings } from './notification-settings';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await setUpTexts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

const allOn: NotificationPreferences = {
  notifyOnComments: true,
  notifyOnLikes: true,
  notifyOnFollows: true,
  notifyOnSaves: true,
  allowCommentNotifications: true,
  allowLikeNotifications: true,
  allowFollowNotifications: true,
  allowSaveNotifications: true,
};

function serve(patch: (body: Partial<NotificationPreferences>) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PATCH'
      ? await patch(JSON.parse(init.body as string) as Partial<NotificationPreferences>)
      : jsonResponse(200, allOn),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Settings → Notifications', () => {
  it('has both switches for comments, likes, follows and saves, with their descriptions', async () => {
    serve(() => jsonResponse(200, allOn));
    renderWithApp(<NotificationSettings />);
    for (const name of [
      'Notify me about comments',
      'Allow comment notifications',
      'Notify me about likes',
      'Allow like notifications',
      'Notify me about new followers',
      'Allow follow notifications',
      'Notify me about saves',
      'Allow save notifications',
    ]) {
      const control = await screen.findByRole('switch', { name });
      expect(control.getAttribute('aria-checked')).toBe('true');
      expect(control.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: 'Likes' })).toBeTruthy();
  });

  it('saves a switch at once with the toast of SPEC §8', async () => {
    const fetchMock = serve((body) => jsonResponse(200, { ...allOn, ...body }));
    renderWithApp(<NotificationSettings />);
    const likes = await screen.findByRole('switch', { name: 'Notify me about likes' });
    fireEvent.click(likes);
    await waitFor(() => expect(likes.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Settings Updated', {
        description: 'Notification preferences saved successfully',
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/me/notification-preferences',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ notifyOnLikes: false }) }),
    );
    expect(likes.getAttribute('aria-checked')).toBe('false');
  });

  it('puts the switch back and says so when saving fails', async () => {
    let refuse = (): void => undefined;
    serve(
      () =>
        new Promise<Response>(
          (resolve) =>
            (refuse = () =>
              resolve(jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }))),
        ),
    );
    renderWithApp(<NotificationSettings />);
    const follows = await screen.findByRole('switch', { name: 'Allow follow notifications' });
    fireEvent.click(follows);
    // Shown at once, before the server answers.
    await waitFor(() => expect(follows.getAttribute('aria-checked')).toBe('false'));
    refuse();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to update settings. Please try again.',
      }),
    );
    expect(follows.getAttribute('aria-checked')).toBe('true');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('explains when this browser cannot do web push', async () => {
    serve(() => jsonResponse(200, allOn));
    renderWithApp(<NotificationSettings />);
    const push = await screen.findByRole('switch', { name: 'Notify me when Aebro is closed' });
    expect(push).toHaveProperty('disabled', true);
    expect(
      screen.getByText('This browser cannot show notifications when Aebro is closed.'),
    ).toBeTruthy();
  });
});
