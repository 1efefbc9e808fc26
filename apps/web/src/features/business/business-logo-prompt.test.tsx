import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey, type Session } from '@/features/session/session';
import { jsonResponse, renderWithApp, setUpTexts, testQueryClient } from '@/test/render';
import { BusinessLogoPrompt } from './business-logo-prompt';

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const title = 'Complete Your Business Profile';

describe('BusinessLogoPrompt', () => {
  it("asks once: 'Skip for Now' is remembered on this device, for this person", async () => {
    const first = renderWithApp(<BusinessLogoPrompt userId="business-1" />);
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    first.unmount();

    const again = renderWithApp(<BusinessLogoPrompt userId="business-1" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: title })).toBeNull();
    again.unmount();
    renderWithApp(<BusinessLogoPrompt userId="business-2" />);
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });

  it('uploads the logo, which becomes the avatar at once, and closes on the dashboard', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { avatarUrl: '/media/logo.png' }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = testQueryClient();
    queryClient.setQueryData<Session>(sessionQueryKey, {
      user: {
        id: 'business-1',
        email: 'b@example.test',
        emailVerified: true,
        twoFactorEnabled: false,
      },
      profile: { id: 'business-1', avatarUrl: null } as Session['profile'],
    });
    const { router } = renderWithApp(<BusinessLogoPrompt userId="business-1" />, {
      path: '/dashboard',
      queryClient,
    });
    await screen.findByRole('dialog', { name: title });
    fireEvent.change(screen.getByLabelText('Choose a logo'), {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/me/avatar',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(queryClient.getQueryData<Session>(sessionQueryKey)?.profile.avatarUrl).toBe(
      '/media/logo.png',
    );
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
