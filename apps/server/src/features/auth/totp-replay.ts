import type { Platform } from '../../platform/context';
import { deleteSessionByToken, recordTotpUse } from './auth.repository';

function readCode(requestBody: unknown): string | null {
  if (typeof requestBody !== 'object' || requestBody === null || !('code' in requestBody))
    return null;
  const code = requestBody.code;
  return typeof code === 'string' ? code.trim() : null;
}

function readSignIn(responseBody: string): { userId: string; token: string } | null {
  try {
    const body = JSON.parse(responseBody) as { token?: unknown; user?: { id?: unknown } };
    if (typeof body.token === 'string' && typeof body.user?.id === 'string')
      return { userId: body.user.id, token: body.token };
  } catch {
    // not a sign-in answer
  }
  return null;
}

/**
 * Better Auth accepts the same TOTP code again while it is valid. After a successful sign-in with a
 * code we record it; a second sign-in with the same code is refused and its new session revoked.
 * Returns false for a replay.
 */
export async function rememberTotpUse(
  ctx: Platform,
  requestBody: unknown,
  responseBody: string,
): Promise<boolean> {
  const code = readCode(requestBody);
  const signIn = readSignIn(responseBody);
  if (!code || !signIn) return true;
  if (await recordTotpUse(ctx.db, signIn.userId, code)) return true;
  await deleteSessionByToken(ctx.db, signIn.token);
  return false;
}
