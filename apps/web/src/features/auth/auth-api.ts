import type { SignUpInput, UsernameAvailability } from '@aebro/shared/accounts';
import { apiClient, unwrap } from '@/lib/api-client';

/**
 * Better Auth's client (about 12 KB gzip) loads with the first call that needs it, not with the
 * sign-in screen where new members arrive: `preloadAuthClient` starts it when a form takes the focus.
 */
const loadAuthClient = () => import('@/lib/auth-client');

export function preloadAuthClient(): void {
  void loadAuthClient().catch(() => undefined);
}

/** Where the e-mailed verification link lands (SPEC §4). */
const verificationCallbackPath = '/complete-profile';

/** A sign-up that takes longer than this is reported as slow (SPEC §8). */
const signUpTimeoutMs = 30_000;

export async function signUp(input: SignUpInput): Promise<{ status: 'verification_sent' }> {
  return await unwrap(
    apiClient.POST('/api/v1/accounts', {
      body: input,
      signal: AbortSignal.timeout(signUpTimeoutMs),
    }),
  );
}

export async function checkUsername(
  username: string,
  signal?: AbortSignal,
): Promise<UsernameAvailability> {
  return await unwrap(
    apiClient.GET('/api/v1/usernames/{name}/availability', {
      params: { path: { name: username } },
      signal,
    }),
  );
}

/** Set when signing in cancelled an account deletion that was in its grace period. */
interface DeletionNotice {
  accountDeletionCancelled?: boolean;
}

export type SignInResult =
  | { twoFactorRedirect: true }
  | ({ twoFactorRedirect?: false; redirect?: boolean } & DeletionNotice);

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const { authCall, authClient } = await loadAuthClient();
  return (await authCall(
    authClient.signIn.email({ email, password, rememberMe: true }),
  )) as SignInResult;
}

export async function verifyTotp(code: string): Promise<DeletionNotice> {
  const { authCall, authClient } = await loadAuthClient();
  return (await authCall(
    authClient.twoFactor.verifyTotp({ code, trustDevice: false }),
  )) as DeletionNotice;
}

export async function verifyBackupCode(code: string): Promise<DeletionNotice> {
  const { authCall, authClient } = await loadAuthClient();
  return (await authCall(authClient.twoFactor.verifyBackupCode({ code }))) as DeletionNotice;
}

export async function resendVerificationEmail(email: string): Promise<void> {
  const { authCall, authClient } = await loadAuthClient();
  await authCall(
    authClient.sendVerificationEmail({ email, callbackURL: verificationCallbackPath }),
  );
}

export async function requestPasswordReset(email: string): Promise<void> {
  const { authCall, authClient } = await loadAuthClient();
  await authCall(authClient.requestPasswordReset({ email, redirectTo: '/reset-password' }));
}

export async function resetPassword(newPassword: string, token: string): Promise<void> {
  const { authCall, authClient } = await loadAuthClient();
  await authCall(authClient.resetPassword({ newPassword, token }));
}
