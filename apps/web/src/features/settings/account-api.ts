import { ApiRequestError } from '@/lib/api';
import { authCall, authClient } from '@/lib/auth-client';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await authCall(
    authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }),
  );
}

export async function revokeOtherSessions(): Promise<void> {
  await authCall(authClient.revokeOtherSessions());
}

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export async function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  const setup = await authCall(authClient.twoFactor.enable({ password }));
  // The server sets up an authenticator app (TOTP), never codes by e-mail.
  if (!setup || !('totpURI' in setup))
    throw new ApiRequestError(502, 'HTTP_ERROR', 'Two-step verification could not be set up.');
  return { totpURI: setup.totpURI, backupCodes: setup.backupCodes };
}

export async function disableTwoFactor(password: string): Promise<void> {
  await authCall(authClient.twoFactor.disable({ password }));
}

/** The secret of an otpauth:// URI, for typing into an app that cannot scan. */
export function totpSecret(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
}
