import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { mutedWords } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';

export type MutedWordRow = Pick<
  typeof mutedWords.$inferSelect,
  'id' | 'phrase' | 'wholeWord' | 'expiresAt' | 'createdAt'
>;

const columns = {
  id: mutedWords.id,
  phrase: mutedWords.phrase,
  wholeWord: mutedWords.wholeWord,
  expiresAt: mutedWords.expiresAt,
  createdAt: mutedWords.createdAt,
};

const inForce = or(isNull(mutedWords.expiresAt), gt(mutedWords.expiresAt, sql`now()`));

/** A member's muted words still in force, oldest first (the order they were added). */
export async function mutedWordRows(db: Executor, userId: string): Promise<MutedWordRow[]> {
  return await db
    .select(columns)
    .from(mutedWords)
    .where(and(eq(mutedWords.userId, userId), inForce))
    .orderBy(asc(mutedWords.createdAt), asc(mutedWords.id));
}

export async function countMutedWords(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(mutedWords)
    .where(and(eq(mutedWords.userId, userId), inForce));
  return row?.count ?? 0;
}

/** Adds one; words that expired are removed first (they hide nothing any more). */
export async function insertMutedWord(
  db: Executor,
  row: {
    userId: string;
    phrase: string;
    wholeWord: boolean;
    patterns: string[];
    expiresAt: Date | null;
  },
): Promise<MutedWordRow> {
  await db
    .delete(mutedWords)
    .where(and(eq(mutedWords.userId, row.userId), sql`${mutedWords.expiresAt} <= now()`));
  const [created] = await db.insert(mutedWords).values(row).returning(columns);
  if (!created) throw new Error('muted word insert returned nothing');
  return created;
}

/** Removes one of the member's muted words; false when they have no such word. */
export async function deleteMutedWord(db: Executor, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(mutedWords)
    .where(and(eq(mutedWords.id, id), eq(mutedWords.userId, userId)))
    .returning({ id: mutedWords.id });
  return removed.length > 0;
}
