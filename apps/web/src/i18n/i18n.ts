import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  languageCookie,
  parseLanguage,
  preferredLanguage,
  type Language,
} from '@aebro/shared/language';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

type Messages = Record<string, unknown>;

/**
 * The texts come in parts per language, each its own chunk: `main` (the landing page, the signed-out
 * header and the error screens) and the parts every screen behind the landing page loads: `app`
 * (accounts, forms, settings), `people`, `posts`, `notifications`, `nav` (the signed-in frame:
 * sidebar, tabs, More sheet, offline state), `calendar` (the calendar choice, holiday texts),
 * `payments`, `communities`, `typing` (the Ge'ez typing aid) and `data-saver`. A first visit to / downloads only `main` in one language.
 */
export const textParts = [
  'main',
  'app',
  'people',
  'posts',
  'notifications',
  'nav',
  'calendar',
  'payments',
  'communities',
  'typing',
  'data-saver',
] as const;
export type TextPart = (typeof textParts)[number];
/** What every screen behind the landing page loads. */
export const appTextParts: readonly TextPart[] = textParts;

const loaders: Record<TextPart, Record<Language, () => Promise<{ default: Messages }>>> = {
  main: {
    en: () => import('./locales/en.json'),
    am: () => import('./locales/am.json'),
  },
  app: {
    en: () => import('./locales/app.en.json'),
    am: () => import('./locales/app.am.json'),
  },
  people: {
    en: () => import('./locales/people.en.json'),
    am: () => import('./locales/people.am.json'),
  },
  posts: {
    en: () => import('./locales/posts.en.json'),
    am: () => import('./locales/posts.am.json'),
  },
  notifications: {
    en: () => import('./locales/notifications.en.json'),
    am: () => import('./locales/notifications.am.json'),
  },
  nav: {
    en: () => import('./locales/nav.en.json'),
    am: () => import('./locales/nav.am.json'),
  },
  calendar: {
    en: () => import('./locales/calendar.en.json'),
    am: () => import('./locales/calendar.am.json'),
  },
  payments: {
    en: () => import('./locales/payments.en.json'),
    am: () => import('./locales/payments.am.json'),
  },
  communities: {
    en: () => import('./locales/communities.en.json'),
    am: () => import('./locales/communities.am.json'),
  },
  typing: {
    en: () => import('./locales/typing.en.json'),
    am: () => import('./locales/typing.am.json'),
  },
  'data-saver': {
    en: () => import('./locales/data-saver.en.json'),
    am: () => import('./locales/data-saver.am.json'),
  },
};

/** The parts this page uses; a language switch loads them all in the new language. */
const partsInUse = new Set<TextPart>(['main']);
const loaded = new Set<`${Language}:${TextPart}`>();

/** The stored choice (only `en` or `am` is accepted), else the browser's preference, else English. */
export function detectLanguage(): Language {
  const stored = parseLanguage(readStorage(storageKeys.language));
  if (stored) return stored;
  return preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

async function loadParts(language: Language, parts: Iterable<TextPart>): Promise<Messages[]> {
  const missing = [...parts].filter((part) => !loaded.has(`${language}:${part}`));
  return await Promise.all(
    missing.map(async (part) => {
      const messages = (await loaders[part][language]()).default;
      loaded.add(`${language}:${part}`);
      return messages;
    }),
  );
}

async function ensureLoaded(language: Language): Promise<void> {
  for (const messages of await loadParts(language, partsInUse)) {
    i18next.addResourceBundle(language, 'translation', messages, true, true);
  }
}

/**
 * The page's language, and a cookie that tells the server which prerendered landing page to send
 * next time (it cannot read localStorage). The cookie carries nothing else and is not a session.
 */
function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export async function initI18n(
  language: Language = detectLanguage(),
  parts: readonly TextPart[] = ['main'],
): Promise<void> {
  for (const part of parts) partsInUse.add(part);
  const [first, ...rest] = await loadParts(language, partsInUse);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: first ?? {} } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  for (const messages of rest)
    i18next.addResourceBundle(language, 'translation', messages, true, true);
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
