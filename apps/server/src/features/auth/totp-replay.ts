import { and, eq, lt, sql } from 'drizzle-orm';
import { sessions, usedTotpCodes } from '../../db/schema/auth';
import type { Database } from '../../platform/db/client';

/** A TOTP code is valid for up to 90 s (one step either side); remembering it for 5 min is enough. */
const rememberFor = sql`interval '5 minutes'`;

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
  db: Database,
  requestBody: unknown,
  responseBody: string,
): Promise<boolean> {
  const code = readCode(requestBody);
  const signIn = readSignIn(responseBody);
  if (!code || !signIn) return true;
  await db
    .delete(usedTotpCodes)
    .where(
      and(
        eq(usedTotpCodes.userId, signIn.userId),
        lt(usedTotpCodes.usedAt, sql`now() - ${rememberFor}`),
      ),
    );
  const inserted = await db
    .insert(usedTotpCodes)
    .values({ userId: signIn.userId, code })
    .onConflictDoNothing()
    .returning({ code: usedTotpCodes.code });
  if (inserted.length > 0) return true;
  await db.delete(sessions).where(eq(sessions.token, signIn.token));
  return false;
}
