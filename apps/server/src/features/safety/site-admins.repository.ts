import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { siteAdmins } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';

export async function isAdminRow(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(siteAdmins)
    .where(eq(siteAdmins.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function userIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

export async function setAdminRow(db: Executor, userId: string, admin: boolean): Promise<boolean> {
  const rows = admin
    ? await db
        .insert(siteAdmins)
        .values({ userId })
        .onConflictDoNothing()
        .returning({ id: siteAdmins.userId })
    : await db
        .delete(siteAdmins)
        .where(eq(siteAdmins.userId, userId))
        .returning({ id: siteAdmins.userId });
  return rows.length > 0;
}
