import { api } from '@/lib/api';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await api('/api/auth/change-password', {
    method: 'POST',
    json: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

export async function revokeOtherSessions(): Promise<void> {
  await api('/api/auth/revoke-other-sessions', { method: 'POST', json: {} });
}

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export async function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return await api<TwoFactorSetup>('/api/auth/two-factor/enable', {
    method: 'POST',
    json: { password },
  });
}

export async function disableTwoFactor(password: string): Promise<void> {
  await api('/api/auth/two-factor/disable', { method: 'POST', json: { password } });
}

/** The secret of an otpauth:// URI, for typing into an app that cannot scan. */
export function totpSecret(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
}
