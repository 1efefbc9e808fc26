import type { SignUpInput, UsernameAvailability } from '@aebro/shared/accounts';
import { api } from '@/lib/api';
import { apiClient } from '@/lib/api-client';

/** Where the e-mailed verification link lands (SPEC §4). */
const verificationCallbackPath = '/complete-profile';

/** A sign-up that takes longer than this is reported as slow (SPEC §8). */
const signUpTimeoutMs = 30_000;

export async function signUp(input: SignUpInput): Promise<{ status: 'verification_sent' }> {
  return await apiClient.post('/api/v1/accounts', {
    body: input,
    signal: AbortSignal.timeout(signUpTimeoutMs),
  });
}

export async function checkUsername(
  username: string,
  signal?: AbortSignal,
): Promise<UsernameAvailability> {
  return await apiClient.get('/api/v1/usernames/{name}/availability', {
    path: { name: username },
    signal,
  });
}

/** Set when signing in cancelled an account deletion that was in its grace period. */
interface DeletionNotice {
  accountDeletionCancelled?: boolean;
}

export type SignInResult =
  | { twoFactorRedirect: true }
  | ({ twoFactorRedirect?: false; redirect?: boolean } & DeletionNotice);

export async function signIn(email: string, password: string): Promise<SignInResult> {
  return await api<SignInResult>('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password, rememberMe: true },
  });
}

export async function verifyTotp(code: string): Promise<DeletionNotice> {
  return await api<DeletionNotice>('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    json: { code, trustDevice: false },
  });
}

export async function verifyBackupCode(code: string): Promise<DeletionNotice> {
  return await api<DeletionNotice>('/api/auth/two-factor/verify-backup-code', {
    method: 'POST',
    json: { code },
  });
}

export async function resendVerificationEmail(email: string): Promise<void> {
  await api('/api/auth/send-verification-email', {
    method: 'POST',
    json: { email, callbackURL: verificationCallbackPath },
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
  });
}

export async function resetPassword(newPassword: string, token: string): Promise<void> {
  await api('/api/auth/reset-password', { method: 'POST', json: { newPassword, token } });
}
