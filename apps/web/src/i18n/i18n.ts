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
import type { TextPart } from './parts';
import { tigrinyaPlurals } from './plural-rules';

type Messages = Record<string, unknown>;

export {
  appTextParts,
  frameTextParts,
  signedOutTextParts,
  textParts,
  type TextPart,
} from './parts';

/**
 * The part that holds each top-level key (`settings` is in `main` and `app`: `app` holds the rest
 * of it). locales.test.ts checks this against the files, so a new top-level key must be added here.
 */
export const namespaceParts: Record<string, TextPart> = {
  brand: 'main',
  common: 'main',
  header: 'main',
  language: 'main',
  landing: 'main',
  footer: 'main',
  notFound: 'main',
  error: 'main',
  screens: 'main',
  session: 'main',
  userMenu: 'app',
  forms: 'auth',
  auth: 'auth',
  business: 'app',
  categories: 'app',
  profileSetup: 'auth',
  dashboard: 'app',
  settings: 'app',
  account: 'account',
  validation: 'auth',
  admin: 'admin',
  calendar: 'calendar',
  communities: 'communities',
  dataSaver: 'data-saver',
  events: 'events',
  messages: 'messages',
  nav: 'nav',
  notifications: 'notifications',
  payments: 'payments',
  people: 'people',
  posts: 'posts',
  safety: 'safety',
  trust: 'posts',
  services: 'services',
  typing: 'typing',
};

const loaders: Record<TextPart, Record<Language, () => Promise<{ default: Messages }>>> = {
  main: {
    en: () => import('./locales/en.json'),
    am: () => import('./locales/am.json'),
    ti: () => import('./locales/ti.json'),
  },
  auth: {
    en: () => import('./locales/auth.en.json'),
    am: () => import('./locales/auth.am.json'),
    ti: () => import('./locales/auth.ti.json'),
  },
  account: {
    en: () => import('./locales/account.en.json'),
    am: () => import('./locales/account.am.json'),
    ti: () => import('./locales/account.ti.json'),
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

/** The parts this page has used so far; a language switch loads them all in the new language. */
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
 * Loads parts of the texts in the current language (a screen's or a menu's, with its code). Safe to
 * call before `initI18n` (the parts join the first load) and for parts already loaded.
 */
export async function loadTextParts(parts: readonly TextPart[]): Promise<void> {
  const missing = parts.filter((part) => !partsInUse.has(part));
  if (missing.length === 0 && i18next.isInitialized) return;
  for (const part of missing) partsInUse.add(part);
  if (!i18next.isInitialized) return;
  await ensureLoaded(parseLanguage(i18next.language) ?? defaultLanguage);
}

/** A text whose part is not loaded yet: load the part (the screen renders again when it is there). */
function loadPartOf(key: string): void {
  const part = namespaceParts[key.split('.', 1)[0] ?? ''];
  if (!part || partsInUse.has(part)) return;
  loadTextParts([part]).catch((error: unknown) => {
    partsInUse.delete(part); // a later use tries again (e.g. back online)
    console.error('Could not load texts', error);
  });
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
  await i18next
    .use(initReactI18next)
    .use(tigrinyaPlurals)
    .init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: first ?? {} } },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      // A missing text reports itself, so its part can load (see `loadPartOf`); components render
      // again when a part is added.
      saveMissing: true,
      saveMissingTo: 'current',
      missingKeyHandler: (_languages, _namespace, key) => loadPartOf(key),
      react: { bindI18nStore: 'added' },
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
