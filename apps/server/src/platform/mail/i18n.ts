import i18next, { type TFunction } from 'i18next';
import type { Language } from '@aebro/shared/language';
import am from './locales/am.json';
import en from './locales/en.json';
import ti from './locales/ti.json';

/** The e-mail texts of each language, as the locale files hold them (same keys in all three). */
export const mailLocales: Record<Language, Record<string, unknown>> = { en, am, ti };

const instance = i18next.createInstance();
// The resources are in memory, so `init` finishes before it returns (no backend to wait for).
void instance.init({
  resources: {
    en: { mail: en },
    am: { mail: am },
    ti: { mail: ti },
  },
  ns: ['mail'],
  defaultNS: 'mail',
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
  // The e-mail template escapes what it writes (React in the HTML part; the text part is plain):
  // escaping here as well would show "&amp;" to the reader.
  interpolation: { escapeValue: false },
});

/** The e-mail texts in one language: `t('auth.verify.subject')`, `t('layout.greeting', { name })`. */
export function mailText(language: Language): TFunction {
  return instance.getFixedT(language);
}
