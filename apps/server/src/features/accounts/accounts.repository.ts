import { eq, sql } from 'drizzle-orm';
import { accounts, users } from '../../db/schema/auth';
import type { Executor } from '../../platform/db/client';

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** The sign-in address of an account (for e-mails of other areas), null when there is none. */
export async function findEmailByUserId(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email ?? null;
}

/**
 * The rows Better Auth reads at sign-in, written by us so that they commit with the profile: the
 * user (unverified) and its credential account with the password hash.
 */
export async function insertUserWithPassword(
  db: Executor,
  user: { id: string; email: string; name: string; username: string; passwordHash: string },
): Promise<void> {
  await db.insert(users).values({
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: false,
    username: user.username.toLowerCase(),
    displayUsername: user.username,
  });
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: user.id,
    providerId: 'credential',
    userId: user.id,
    password: user.passwordHash,
  });
}
