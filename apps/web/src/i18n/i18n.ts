import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, parseLanguage, type Language } from '@aebro/shared/language';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

type Messages = Record<string, unknown>;

// Each language is its own chunk, so a visitor downloads only the texts of the language they read.
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  am: () => import('./locales/am.json'),
};

/** The stored choice (only `en` or `am` is accepted), else the browser's preference, else English. */
export function detectLanguage(): Language {
  const stored = parseLanguage(readStorage(storageKeys.language));
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return preferred.some((tag) => tag.toLowerCase().startsWith('am')) ? 'am' : defaultLanguage;
}

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const messages = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', messages.default, true, true);
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
}

export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  const messages = await loaders[language]();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages.default } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyToDocument(language);
}

/** Switches the interface language and remembers it on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  writeStorage(storageKeys.language, language);
  applyToDocument(language);
}

export function currentLanguage(): Language {
  return parseLanguage(i18next.resolvedLanguage) ?? defaultLanguage;
}
