import type { Platform } from '../../platform/context';
import { recordTotpUse } from './auth.repository';

/** The code of a two-step request body, if it has one. */
export function codeOf(requestBody: unknown): string | null {
  if (typeof requestBody !== 'object' || requestBody === null || !('code' in requestBody))
    return null;
  const code = requestBody.code;
  return typeof code === 'string' ? code.trim() : null;
}

/**
 * Better Auth accepts the same TOTP code again while it is valid. Each code that makes a session is
 * recorded; false when this user used it before (a replay: no session is made).
 */
export async function firstUseOfCode(
  ctx: Platform,
  userId: string,
  code: string,
): Promise<boolean> {
  return await recordTotpUse(ctx.db, userId, code);
}
