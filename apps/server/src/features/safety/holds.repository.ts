import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { blockedDomains, holdWords } from '../../db/schema/holds';
import type { Executor } from '../../platform/db/client';

export type HoldWordRow = Pick<
  typeof holdWords.$inferSelect,
  'id' | 'phrase' | 'wholeWord' | 'createdAt'
>;
export type BlockedDomainRow = Pick<
  typeof blockedDomains.$inferSelect,
  'id' | 'domain' | 'createdAt'
>;

const wordColumns = {
  id: holdWords.id,
  phrase: holdWords.phrase,
  wholeWord: holdWords.wholeWord,
  createdAt: holdWords.createdAt,
};
const domainColumns = {
  id: blockedDomains.id,
  domain: blockedDomains.domain,
  createdAt: blockedDomains.createdAt,
};

/** Site-wide words when `communityId` is null, else the community's own. */
function inScope(communityId: string | null) {
  return communityId === null
    ? isNull(holdWords.communityId)
    : eq(holdWords.communityId, communityId);
}

export async function holdWordRows(
  db: Executor,
  communityId: string | null,
): Promise<HoldWordRow[]> {
  return await db
    .select(wordColumns)
    .from(holdWords)
    .where(inScope(communityId))
    .orderBy(asc(holdWords.phrase), asc(holdWords.id));
}

export async function countHoldWords(db: Executor, communityId: string | null): Promise<number> {
  const [row] = await db.select({ count: count() }).from(holdWords).where(inScope(communityId));
  return row?.count ?? 0;
}

/** Adds a word; null when the list has it already. */
export async function insertHoldWord(
  db: Executor,
  row: {
    communityId: string | null;
    phrase: string;
    wholeWord: boolean;
    patterns: string[];
    createdBy: string;
  },
): Promise<HoldWordRow | null> {
  const [created] = await db
    .insert(holdWords)
    .values(row)
    .onConflictDoNothing()
    .returning(wordColumns);
  return created ?? null;
}

export async function deleteHoldWord(
  db: Executor,
  communityId: string | null,
  id: string,
): Promise<boolean> {
  const removed = await db
    .delete(holdWords)
    .where(and(eq(holdWords.id, id), inScope(communityId)))
    .returning({ id: holdWords.id });
  return removed.length > 0;
}

/**
 * The first word that a text holds, of the site's list or the community's (the same document and
 * patterns as muted words: Ge'ez folding and Latin transliteration); null when none.
 */
export async function matchingHoldWord(
  db: Executor,
  body: string,
  communityId: string | null,
): Promise<{ community: boolean } | null> {
  const found = await db.execute<{ community_id: string | null }>(sql`
    select community_id from ${holdWords}
    where (community_id is null or community_id = ${communityId}::uuid)
      and (' ' || aebro_search_text(${body}) || ' ') like any (patterns)
    order by community_id nulls last limit 1`);
  const row = found.rows[0];
  return row ? { community: row.community_id !== null } : null;
}

export async function blockedDomainRows(db: Executor): Promise<BlockedDomainRow[]> {
  return await db.select(domainColumns).from(blockedDomains).orderBy(asc(blockedDomains.domain));
}

export async function countBlockedDomains(db: Executor): Promise<number> {
  const [row] = await db.select({ count: count() }).from(blockedDomains);
  return row?.count ?? 0;
}

/** Adds a domain; null when it is on the list already. */
export async function insertBlockedDomain(
  db: Executor,
  row: { domain: string; createdBy: string },
): Promise<BlockedDomainRow | null> {
  const [created] = await db
    .insert(blockedDomains)
    .values(row)
    .onConflictDoNothing()
    .returning(domainColumns);
  return created ?? null;
}

export async function deleteBlockedDomain(db: Executor, id: string): Promise<boolean> {
  const removed = await db
    .delete(blockedDomains)
    .where(eq(blockedDomains.id, id))
    .returning({ id: blockedDomains.id });
  return removed.length > 0;
}

/** The blocked domains among these (hosts and their parent domains, from the caller). */
export async function blockedAmong(db: Executor, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const found = await db
    .select({ domain: blockedDomains.domain })
    .from(blockedDomains)
    .where(inArray(blockedDomains.domain, domains))
    .limit(1);
  return found.map((row) => row.domain);
}
