import { eq, sql } from 'drizzle-orm';
import { parseLanguage, type Language } from '@aebro/shared/language';
import type { Profile } from '@aebro/shared/profiles';
import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db/client';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

/** The owner's view of a profile row (counters and last seen are shown elsewhere). */
export function toProfile(row: ProfileRow): Profile {
  const {
    followersCount: _followers,
    followingCount: _following,
    postsCount: _posts,
    lastSeenAt: _lastSeen,
    ...profile
  } = row;
  return {
    ...profile,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row ?? null;
}

export async function insertProfile(db: Database, row: NewProfileRow): Promise<ProfileRow> {
  const [inserted] = await db.insert(profiles).values(row).returning();
  if (!inserted) throw new Error('profile insert returned nothing');
  return inserted;
}

export async function updateProfile(
  db: Database,
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

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export async function profileLanguage(db: Database, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.languagePreference })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return parseLanguage(row?.language) ?? 'en';
}
