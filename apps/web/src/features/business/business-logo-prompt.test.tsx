import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionQueryKey, type Session } from '@/features/session/session';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts, testQueryClient } from '@/test/render';
import { BusinessLogoPrompt } from './business-logo-prompt';

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
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
    const uploads: unknown[] = [];
    server.use(
      http.post('/api/v1/me/avatar', async ({ request }) => {
        const file = (await request.formData()).get('file');
        // jsdom's File reaches Node's fetch as a blob of its own: its type survives, not its name.
        uploads.push(typeof file === 'string' ? file : file?.type);
        return HttpResponse.json({ avatarUrl: '/media/logo.png' });
      }),
    );
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
    expect(uploads).toEqual(['image/png']);
    expect(queryClient.getQueryData<Session>(sessionQueryKey)?.profile.avatarUrl).toBe(
      '/media/logo.png',
    );
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
