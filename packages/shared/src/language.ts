/** The interface languages (SPEC §1). Kept free of zod: the browser's first download imports it. */
export const languages = ['en', 'am'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Only `en` or `am` is accepted from storage (SPEC §5); anything else is no choice at all. */
export function parseLanguage(value: unknown): Language | null {
  return languages.find((language) => language === value) ?? null;
}

/** The cookie that remembers the interface language for the server's prerendered landing page. */
export const languageCookie = 'aebro.language';

/**
 * The language a first visit should see when nothing is stored: Amharic when the browser lists it
 * among its preferred languages (`navigator.languages`, or the Accept-Language header), else English.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  return tags.some((tag) => tag.trim().toLowerCase().startsWith('am')) ? 'am' : defaultLanguage;
}
