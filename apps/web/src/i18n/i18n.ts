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
import { ensureTigrinyaPluralRules } from './plural-rules';

type Messages = Record<string, unknown>;

/**
 * The texts come in parts per language, each its own chunk: `main` (the landing page, the signed-out
 * header and the error screens) and the parts every screen behind the landing page loads: `app`
 * (accounts, forms, settings), `people`, `posts`, `notifications`, `nav` (the signed-in frame:
 * sidebar, tabs, More sheet, offline state), `calendar` (the calendar choice, holiday texts),
 * `payments`, `communities`, `events`, `services`, `safety`, `admin`, `typing` (the Ge'ez typing aid)
 * and `data-saver`. A first visit to / downloads only `main` in one language.
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
  'messages',
  'events',
  'services',
  'safety',
  'admin',
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
    ti: () => import('./locales/ti.json'),
  },
  app: {
    en: () => import('./locales/app.en.json'),
    am: () => import('./locales/app.am.json'),
    ti: () => import('./locales/app.ti.json'),
  },
  people: {
    en: () => import('./locales/people.en.json'),
    am: () => import('./locales/people.am.json'),
    ti: () => import('./locales/people.ti.json'),
  },
  posts: {
    en: () => import('./locales/posts.en.json'),
    am: () => import('./locales/posts.am.json'),
    ti: () => import('./locales/posts.ti.json'),
  },
  notifications: {
    en: () => import('./locales/notifications.en.json'),
    am: () => import('./locales/notifications.am.json'),
    ti: () => import('./locales/notifications.ti.json'),
  },
  nav: {
    en: () => import('./locales/nav.en.json'),
    am: () => import('./locales/nav.am.json'),
    ti: () => import('./locales/nav.ti.json'),
  },
  calendar: {
    en: () => import('./locales/calendar.en.json'),
    am: () => import('./locales/calendar.am.json'),
    ti: () => import('./locales/calendar.ti.json'),
  },
  payments: {
    en: () => import('./locales/payments.en.json'),
    am: () => import('./locales/payments.am.json'),
    ti: () => import('./locales/payments.ti.json'),
  },
  communities: {
    en: () => import('./locales/communities.en.json'),
    am: () => import('./locales/communities.am.json'),
    ti: () => import('./locales/communities.ti.json'),
  },
  messages: {
    en: () => import('./locales/messages.en.json'),
    am: () => import('./locales/messages.am.json'),
    ti: () => import('./locales/messages.ti.json'),
  },
  events: {
    en: () => import('./locales/events.en.json'),
    am: () => import('./locales/events.am.json'),
    ti: () => import('./locales/events.ti.json'),
  },
  services: {
    en: () => import('./locales/services.en.json'),
    am: () => import('./locales/services.am.json'),
    ti: () => import('./locales/services.ti.json'),
  },
  safety: {
    en: () => import('./locales/safety.en.json'),
    am: () => import('./locales/safety.am.json'),
    ti: () => import('./locales/safety.ti.json'),
  },
  admin: {
    en: () => import('./locales/admin.en.json'),
    am: () => import('./locales/admin.am.json'),
    ti: () => import('./locales/admin.ti.json'),
  },
  typing: {
    en: () => import('./locales/typing.en.json'),
    am: () => import('./locales/typing.am.json'),
    ti: () => import('./locales/typing.ti.json'),
  },
  'data-saver': {
    en: () => import('./locales/data-saver.en.json'),
    am: () => import('./locales/data-saver.am.json'),
    ti: () => import('./locales/data-saver.ti.json'),
  },
};

/** The parts this page uses; a language switch loads them all in the new language. */
const partsInUse = new Set<TextPart>(['main']);
const loaded = new Set<`${Language}:${TextPart}`>();

/** The stored choice (only `en`, `am` or `ti` is accepted), else the browser's preference, else English. */
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
  ensureTigrinyaPluralRules();
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
