import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '@aebro/shared/connections';
import { http, HttpResponse } from 'msw';
import { popupsWanted } from '@/features/notifications/popup-choice';
import { apiError, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { NotificationSettings } from './notification-settings';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await setUpTexts();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
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
  notifyOnScheduledPosts: true,
};

const session = {
  user: { id: 'user-1', email: 'selam@example.test', emailVerified: true, twoFactorEnabled: false },
  profile: { id: 'user-1', username: 'selam' },
};

/** The session and the stored preferences; a change goes to `patch`. Returns the changes sent. */
function serve(
  patch: (body: Partial<NotificationPreferences>) => Response | Promise<Response>,
  stored: NotificationPreferences = allOn,
): Array<Partial<NotificationPreferences>> {
  const patches: Array<Partial<NotificationPreferences>> = [];
  const path = '/api/v1/me/notification-preferences';
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(session)),
    http.get(path, () => HttpResponse.json(stored)),
    http.patch(path, async ({ request }) => {
      const body = (await request.json()) as Partial<NotificationPreferences>;
      patches.push(body);
      return await patch(body);
    }),
  );
  return patches;
}

describe('Settings → Notifications', () => {
  it('has one switch per kind, and the popup and web push switches apart, for this device', async () => {
    serve(() => HttpResponse.json(allOn));
    renderWithApp(<NotificationSettings />);
    const kinds = await screen.findByRole('group', { name: 'What to notify you about' });
    const switches = within(kinds).getAllByRole('switch');
    expect(switches.map((control) => control.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'true',
      'true',
      'true',
    ]);
    for (const [name, description] of [
      ['Likes', 'When someone likes one of your posts.'],
      ['Comments', 'When someone comments on one of your posts, or edits a post you commented on.'],
      ['New followers', 'When someone starts following you.'],
      ['Saves', 'When someone saves one of your posts.'],
      [
        'Scheduled posts',
        'When a post you scheduled goes out. If one cannot go out, you are always told.',
      ],
    ] as const) {
      const control = within(kinds).getByRole('switch', { name });
      expect(
        document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe(description);
    }
    expect(screen.queryByRole('switch', { name: /^Allow/ })).toBeNull();

    const device = screen.getByRole('group', { name: 'On this device' });
    expect(await within(device).findByRole('switch', { name: 'Show popups' })).toBeTruthy();
    expect(
      within(device).getByRole('switch', { name: 'Notify me when Aebro is closed' }),
    ).toBeTruthy();
    expect(within(kinds).queryByRole('switch', { name: 'Show popups' })).toBeNull();
  });

  it('sets both fields of a kind in one PATCH, with the toast of SPEC §8', async () => {
    const patches = serve((body) => HttpResponse.json({ ...allOn, ...body }));
    renderWithApp(<NotificationSettings />);
    const likes = await screen.findByRole('switch', { name: 'Likes' });
    fireEvent.click(likes);
    await waitFor(() => expect(likes.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Settings Updated', {
        description: 'Notification preferences saved successfully',
      }),
    );
    expect(patches).toEqual([{ notifyOnLikes: false, allowLikeNotifications: false }]);
    expect(likes.getAttribute('aria-checked')).toBe('false');
  });

  it('shows a kind with only one of its two fields on as off, and turning it on sets both', async () => {
    const patches = serve((body) => HttpResponse.json({ ...allOn, ...body }), {
      ...allOn,
      allowSaveNotifications: false,
    });
    renderWithApp(<NotificationSettings />);
    const saves = await screen.findByRole('switch', { name: 'Saves' });
    expect(saves.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(saves);
    await waitFor(() => expect(saves.getAttribute('aria-checked')).toBe('true'));
    expect(patches).toEqual([{ notifyOnSaves: true, allowSaveNotifications: true }]);
  });

  it('has one field for scheduled posts (nobody else is involved), sent alone', async () => {
    const patches = serve((body) => HttpResponse.json({ ...allOn, ...body }));
    renderWithApp(<NotificationSettings />);
    const scheduled = await screen.findByRole('switch', { name: 'Scheduled posts' });
    fireEvent.click(scheduled);
    await waitFor(() => expect(scheduled.getAttribute('aria-checked')).toBe('false'));
    expect(patches).toEqual([{ notifyOnScheduledPosts: false }]);
  });

  it('puts the switch back and says so when saving fails', async () => {
    let refuse = (): void => undefined;
    serve(
      () =>
        new Promise<Response>(
          (resolve) =>
            (refuse = () =>
              resolve(HttpResponse.json(apiError('INTERNAL', 'boom'), { status: 500 }))),
        ),
    );
    renderWithApp(<NotificationSettings />);
    const follows = await screen.findByRole('switch', { name: 'New followers' });
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

  it('remembers the popup switch on this device, for this person', async () => {
    serve(() => HttpResponse.json(allOn));
    const first = renderWithApp(<NotificationSettings />);
    const popups = await screen.findByRole('switch', { name: 'Show popups' });
    expect(popups.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(popups);
    expect(popups.getAttribute('aria-checked')).toBe('false');
    expect(popupsWanted('user-1')).toBe(false);
    expect(popupsWanted('someone-else')).toBe(true);
    first.unmount();
    renderWithApp(<NotificationSettings />);
    expect(
      (await screen.findByRole('switch', { name: 'Show popups' })).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('explains when this browser cannot do web push', async () => {
    serve(() => HttpResponse.json(allOn));
    renderWithApp(<NotificationSettings />);
    const push = await screen.findByRole('switch', { name: 'Notify me when Aebro is closed' });
    expect(push).toHaveProperty('disabled', true);
    expect(
      screen.getByText('This browser cannot show notifications when Aebro is closed.'),
    ).toBeTruthy();
  });
});
