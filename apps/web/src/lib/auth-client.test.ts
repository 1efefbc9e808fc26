import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/features/auth/auth-api';
import { apiError, recordRequests, server } from '@/test/msw';
import { ApiRequestError } from './api';

describe("Better Auth's client", () => {
  it('signs in through /api/auth and answers what the server answered', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/sign-in/email', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ twoFactorRedirect: true });
      }),
    );
    const requests = recordRequests();
    await expect(signIn('selam@example.test', 'Injera2025')).resolves.toMatchObject({
      twoFactorRedirect: true,
    });
    expect(requests).toEqual([{ method: 'POST', path: '/api/auth/sign-in/email' }]);
    expect(sent).toEqual([
      { email: 'selam@example.test', password: 'Injera2025', rememberMe: true },
    ]);
  });

  it("turns the server's refusal into an ApiRequestError with its code and message", async () => {
    server.use(
      http.post('/api/auth/sign-in/email', () =>
        HttpResponse.json(
          apiError('ACCOUNT_SUSPENDED', 'This account is suspended until 2026-12-01.'),
          {
            status: 403,
          },
        ),
      ),
    );
    const failure = await signIn('selam@example.test', 'Injera2025').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 403,
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account is suspended until 2026-12-01.',
    });
  });

  it('reports a request that never reached the server as a network error', async () => {
    server.use(http.post('/api/auth/sign-in/email', () => HttpResponse.error()));
    await expect(signIn('selam@example.test', 'Injera2025')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });
});
