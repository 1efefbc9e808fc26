/** The interface languages (SPEC §1). Kept free of zod: the browser's first download imports it. */
export const languages = ['en', 'am'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Only `en` or `am` is accepted from storage (SPEC §5); anything else is no choice at all. */
export function parseLanguage(value: unknown): Language | null {
  return languages.find((language) => language === value) ?? null;
}
