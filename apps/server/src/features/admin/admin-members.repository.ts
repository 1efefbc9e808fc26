import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { accountRestrictions, siteAdmins, trustLevels } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';
import { matchesSearch } from '../../platform/db/search';

const adminPersonColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  email: users.email,
  emailVerified: users.emailVerified,
  twoFactorEnabled: users.twoFactorEnabled,
  accountType: profiles.accountType,
  businessName: profiles.businessName,
  businessCategory: profiles.businessCategory,
  businessEmail: profiles.businessEmail,
  website: profiles.website,
  location: profiles.location,
  isVerified: profiles.isVerified,
  languagePreference: profiles.languagePreference,
  createdAt: users.createdAt,
  isAdmin: sql<boolean>`exists (select 1 from ${siteAdmins} sa where sa.user_id = ${profiles.id})`,
  restriction: accountRestrictions.kind,
  until: accountRestrictions.until,
  trustLevel: sql<'new' | 'member' | 'regular' | 'leader'>`coalesce(${trustLevels.level}, 'new')`,
  trustLevelManual: sql<boolean>`coalesce(${trustLevels.manual}, false)`,
};
export type AdminPersonRow = Awaited<ReturnType<typeof adminPeopleRows>>[number];

function adminPeople(db: Executor) {
  return db
    .select(adminPersonColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(
      accountRestrictions,
      and(
        eq(accountRestrictions.userId, profiles.id),
        sql`(${accountRestrictions.until} is null or ${accountRestrictions.until} > now())`,
      ),
    )
    .leftJoin(trustLevels, eq(trustLevels.userId, profiles.id));
}

/**
 * Members by name, username, business name or e-mail, newest first. Names are matched as every
 * other search box matches them, however they are spelt ("selam" finds ሰላም): through
 * `profiles.search_text`; the e-mail as typed.
 */
export async function adminPeopleRows(db: Executor, query: string, offset: number, limit: number) {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const names = matchesSearch(profiles.searchText, query);
  return await adminPeople(db)
    .where(names ? sql`(${names} or lower(${users.email}) like ${pattern})` : undefined)
    .orderBy(desc(users.createdAt), desc(profiles.id))
    .offset(offset)
    .limit(limit + 1);
}

export async function adminPeopleByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return await adminPeople(db).where(inArray(profiles.id, [...ids]));
}

export async function usernamesOf(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.username]));
}
