import { z } from 'zod';

export const languages = ['en', 'am'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export const languageSchema = z.enum(languages);

/** Only `en` or `am` is accepted from storage (SPEC §5); anything else falls back to the default. */
export function parseLanguage(value: unknown): Language | null {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
