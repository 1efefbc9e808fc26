import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { ApiRequestError, clientErrorCodes } from './api';

/**
 * Better Auth's own client for its endpoints under /api/auth (sign-in, two-step codes, passwords,
 * verification, sessions), with its two-step plugin. The server answers its errors in our shape
 * (`{ error: { code, message } }`, see the server's auth.routes.ts); `authCall` turns them into the
 * same ApiRequestError as every other API call, so screens handle both alike.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [twoFactorClient()],
  fetchOptions: {
    credentials: 'same-origin',
    // The fetch of the moment of the call, not of this module's loading (what tests answer through).
    customFetchImpl: (input, init) => globalThis.fetch(input, init),
  },
});

interface AuthFailure {
  status?: number;
  statusText?: string;
  code?: string;
  message?: string;
  error?: { code?: string; message?: string };
}

/** The answer of a Better Auth client call, or its failure as an ApiRequestError. */
export async function authCall<T>(
  call: Promise<{ data: T; error: null } | { data: null; error: AuthFailure }>,
): Promise<T> {
  let result: { data: T; error: null } | { data: null; error: AuthFailure };
  try {
    result = await call;
  } catch {
    throw new ApiRequestError(0, clientErrorCodes.network, 'Network error');
  }
  if (result.error === null) return result.data;
  const { error } = result;
  const status = error.status ?? 0;
  if (status === 0) throw new ApiRequestError(0, clientErrorCodes.network, 'Network error');
  throw new ApiRequestError(
    status,
    error.error?.code ?? error.code ?? 'HTTP_ERROR',
    error.error?.message ??
      error.message ??
      error.statusText ??
      'The request could not be completed.',
  );
}
