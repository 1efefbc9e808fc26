import { Param, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A statement written for node-postgres (`$1`, `$2`… placeholders and their values) as Drizzle SQL,
 * so that a library that brings its own statements (the job queue) can run them inside one of our
 * transactions. A placeholder used twice is bound twice, with the same value.
 */
export function sqlWithValues(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${new Param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** Runs such a statement on `db` (a transaction, usually) and answers its rows. */
export async function executeWithValues(
  db: Executor,
  text: string,
  values: readonly unknown[] = [],
): Promise<{ rows: unknown[] }> {
  const result = await db.execute(sqlWithValues(text, values));
  return { rows: result.rows };
}
