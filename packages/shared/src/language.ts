/**
 * The interface languages: SPEC §1 names English and Amharic; Tigrinya (`ti`) is our deliberate
 * extension (issue 18, see README). Kept free of zod: the browser's first download imports it.
 */
export const languages = ['en', 'am', 'ti'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Only `en`, `am` or `ti` is accepted from storage (SPEC §5); anything else is no choice at all. */
export function parseLanguage(value: unknown): Language | null {
  return languages.find((language) => language === value) ?? null;
}

/** The cookie that remembers the interface language for the server's prerendered landing page. */
export const languageCookie = 'aebro.language';

/**
 * The language a first visit should see when nothing is stored: the first of Amharic or Tigrinya the
 * browser lists among its preferred languages (`navigator.languages`, or the Accept-Language header,
 * in its order), else English (browsers list English by default, so it does not outrank them).
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'am' || primary === 'ti') return primary;
  }
  return defaultLanguage;
}
