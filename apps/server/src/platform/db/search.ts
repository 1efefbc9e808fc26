import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { searchPatterns } from '@aebro/shared/geez-search';

/**
 * The search document of a text: `aebro_search_text(text)` (migration 0012), the text folded for
 * Ge'ez letters that sound alike plus its Latin phonetic key. Index it with
 * `USING gin (aebro_search_text(<the same expression>) gin_trgm_ops)`.
 */
export function searchDocument(text: SQLWrapper): SQL<string> {
  return sql<string>`aebro_search_text(${text})`;
}

/**
 * Whether a text matches a search query however it is spelt (ሰላም, Selam, salam): its search
 * document contains the folded query or its phonetic key. Undefined for an empty query (no
 * condition). Written as an `or` of `like`s so that the trigram index serves each of them.
 */
export function matchesSearch(text: SQLWrapper, query: string): SQL | undefined {
  const patterns = searchPatterns(query);
  if (patterns.length === 0) return undefined;
  const document = searchDocument(text);
  return sql`(${sql.join(
    patterns.map((pattern) => sql`${document} like ${pattern}`),
    sql` or `,
  )})`;
}
