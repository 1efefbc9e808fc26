import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from '@aebro/shared/language';
import LandingPage from './routes/landing';

/** The landing page's texts (the `main` part), loaded the way the browser loads them. */
const texts: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./i18n/locales/en.json'),
  am: () => import('./i18n/locales/am.json'),
  ti: () => import('./i18n/locales/ti.json'),
};

/**
 * The landing page as HTML, rendered at build time (scripts/prerender.mjs) so that a first visit
 * paints before any JavaScript arrives; the browser then hydrates it (landing-entry.tsx). The tree
 * must be the one the browser renders, so it is the same page in the same StrictMode.
 */
export async function renderLandingHtml(language: Language): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: (await texts[language]()).default } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LandingPage />
      </I18nextProvider>
    </StrictMode>,
  );
}
