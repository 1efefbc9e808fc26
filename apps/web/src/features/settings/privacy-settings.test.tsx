import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PrivacySettings as Settings } from '@aebro/shared/connections';
import { PrivacySettings } from '@/features/settings/privacy-settings';
import { apiError, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';

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

/** The privacy settings, and empty blocked and muted lists shown beside them. */
function serveSaved(): void {
  server.use(
    http.get('/api/v1/me/privacy', () => HttpResponse.json(saved)),
    http.get('/api/v1/me/blocks', () => HttpResponse.json({ items: [], nextCursor: null })),
    http.get('/api/v1/me/mutes', () => HttpResponse.json({ items: [], nextCursor: null })),
  );
}

beforeAll(setUpTexts);
afterEach(cleanup);

describe('Settings → Privacy', () => {
  it('has the six switches of SPEC §6 and "Hide my online status", labelled and described', async () => {
    serveSaved();
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
    const patches: unknown[] = [];
    serveSaved();
    server.use(
      http.patch('/api/v1/me/privacy', async ({ request }) => {
        patches.push(await request.json());
        return await new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    renderWithApp(<PrivacySettings />);
    const publicProfile = await screen.findByRole('switch', { name: 'Public profile' });
    fireEvent.click(publicProfile);
    await waitFor(() => expect(publicProfile.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() => expect(patches).toEqual([{ publicProfile: false }]));
    answer(HttpResponse.json(apiError('INTERNAL', 'boom'), { status: 500 }));
    await waitFor(() => expect(publicProfile.getAttribute('aria-checked')).toBe('true'));
  });
});
