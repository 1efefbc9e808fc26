import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { searchPatterns } from '@aebro/shared/geez-search';

/**
 * Whether a search document matches a query however it is spelt (ሰላም, Selam, salam): the document
 * is a stored column generated as `aebro_search_text(<the searchable text>)` (migration 0017's
 * function: the text folded for Ge'ez letters that sound alike, plus its Latin phonetic key) with
 * a `gin (<column> gin_trgm_ops)` index, e.g. `posts.search_text`. It matches when it contains the
 * folded query or its key. Undefined for an empty query (no condition). Written as an `or` of
 * `like`s so that the trigram index serves each of them; the index's recheck reads the stored
 * column, never recomputing the function.
 */
export function matchesSearch(document: SQLWrapper, query: string): SQL | undefined {
  const patterns = searchPatterns(query);
  if (patterns.length === 0) return undefined;
  return sql`(${sql.join(
    patterns.map((pattern) => sql`${document} like ${pattern}`),
    sql` or `,
  )})`;
}
