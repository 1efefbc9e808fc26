import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrivacySettings as Settings } from '@aebro/shared/connections';
import { PrivacySettings } from '@/features/settings/privacy-settings';
import { jsonResponse, renderWithApp, setUpTexts } from '@/test/render';

const saved: Settings = {
  allowCommentsOnPosts: true,
  allowLikesOnPosts: true,
  allowSavesOnPosts: true,
  allowNewMessages: true,
  restrictMessagingToContacts: false,
  publicProfile: true,
  hideOnlineStatus: false,
  showReadReceipts: true,
};

/** The privacy settings, or an empty page for the blocked and muted lists shown beside them. */
function savedOrEmptyList(url: string): Response {
  return /\/me\/(blocks|mutes)/.test(url)
    ? jsonResponse(200, { items: [], nextCursor: null })
    : jsonResponse(200, saved);
}

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings → Privacy', () => {
  it('has the six switches of SPEC §6 and "Hide my online status", labelled and described', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => savedOrEmptyList(url)),
    );
    renderWithApp(<PrivacySettings />);
    const labels = [
      'Public profile',
      'Allow new messages',
      'Restrict messages to contacts',
      'Allow comments on my posts',
      'Allow likes on my posts',
      'Allow saves of my posts',
      'Hide my online status',
    ];
    for (const label of labels)
      expect(await screen.findByRole('switch', { name: label })).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: 'Public profile' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      screen
        .getByRole('switch', { name: 'Hide my online status' })
        .getAttribute('aria-describedby'),
    ).toBeTruthy();
  });

  it('saves a switch at once and puts it back when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'PATCH'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : savedOrEmptyList(url),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PrivacySettings />);
    const publicProfile = await screen.findByRole('switch', { name: 'Public profile' });
    fireEvent.click(publicProfile);
    await waitFor(() => expect(publicProfile.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/me/privacy',
        expect.objectContaining({ method: 'PATCH', body: '{"publicProfile":false}' }),
      ),
    );
    answer(jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }));
    await waitFor(() => expect(publicProfile.getAttribute('aria-checked')).toBe('true'));
  });
});
