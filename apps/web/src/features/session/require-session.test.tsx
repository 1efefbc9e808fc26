import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { jsonResponse, renderWithApp, setUpTexts } from '@/test/render';
import { RequireSession } from './require-session';

const session = {
  user: { id: 'u1', email: 'selam@example.test', emailVerified: true, twoFactorEnabled: false },
  profile: { id: 'u1', username: 'selam', fullName: 'Selam Tesfaye', accountType: 'community' },
};

const routes: RouteObject[] = [
  {
    element: <RequireSession />,
    children: [{ path: '/settings', element: <p>settings screen</p> }],
  },
  { path: '/auth', element: <p>auth screen</p> },
];

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequireSession', () => {
  it("says 'Restoring session…' while the session loads, then shows the screen", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithApp(null, { routes, path: '/settings' });
    expect(screen.getByRole('status').textContent).toContain('Restoring session…');
    answer(jsonResponse(200, session));
    expect(await screen.findByText('settings screen')).toBeTruthy();
  });

  it('sends a signed-out visitor to /auth, remembering where they were', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } }),
      ),
    );
    const { router } = renderWithApp(null, { routes, path: '/settings?tab=account' });
    expect(await screen.findByText('auth screen')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth?redirect=%2Fsettings%3Ftab%3Daccount',
    );
  });

  it('offers to try again when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithApp(null, { routes, path: '/settings' });
    // The session is retried at 150, 300, 600 and 1000 ms before giving up (SPEC §4).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(), {
      timeout: 4000,
    });
    expect(fetch).toHaveBeenCalledTimes(5);
  });
});
