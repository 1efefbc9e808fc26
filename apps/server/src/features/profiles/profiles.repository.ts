import { eq, inArray, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db/client';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row ?? null;
}

export async function findProfiles(db: Executor, ids: readonly string[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return await db
    .select()
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
}

export async function insertProfile(db: Executor, row: NewProfileRow): Promise<ProfileRow> {
  const [inserted] = await db.insert(profiles).values(row).returning();
  if (!inserted) throw new Error('profile insert returned nothing');
  return inserted;
}

export async function updateProfile(
  db: Executor,
  userId: string,
  changes: Partial<NewProfileRow>,
): Promise<ProfileRow | null> {
  const [updated] = await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  return updated ?? null;
}

export async function touchLastSeen(db: Executor, userId: string): Promise<void> {
  await db.update(profiles).set({ lastSeenAt: new Date() }).where(eq(profiles.id, userId));
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}
