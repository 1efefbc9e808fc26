import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { apiError, recordRequests, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
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
afterEach(cleanup);

describe('RequireSession', () => {
  it("says 'Restoring session…' while the session loads, then shows the screen", async () => {
    let answer: (response: Response) => void = () => undefined;
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    server.use(http.get('/api/v1/session', () => answered));
    renderWithApp(null, { routes, path: '/settings' });
    expect(screen.getByRole('status').textContent).toContain('Restoring session…');
    answer(HttpResponse.json(session));
    expect(await screen.findByText('settings screen')).toBeTruthy();
  });

  it('sends a signed-out visitor to /auth, remembering where they were', async () => {
    server.use(
      http.get('/api/v1/session', () =>
        HttpResponse.json(apiError('UNAUTHENTICATED', 'Not signed in'), { status: 401 }),
      ),
    );
    const { router } = renderWithApp(null, { routes, path: '/settings?tab=account' });
    expect(await screen.findByText('auth screen')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth?redirect=%2Fsettings%3Ftab%3Daccount',
    );
  });

  it('offers to try again when the server cannot be reached', async () => {
    const sent = recordRequests();
    server.use(http.get('/api/v1/session', () => HttpResponse.error()));
    renderWithApp(null, { routes, path: '/settings' });
    // The session is retried at 150, 300, 600 and 1000 ms before giving up (SPEC §4).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(), {
      timeout: 4000,
    });
    expect(sent).toHaveLength(5);
  });
});
