import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { currentLanguage } from './i18n/i18n';
import LandingPage from './routes/landing';

/**
 * A first visit to / renders the landing page on its own: no router, query cache or toaster, so a
 * cheap phone downloads only what this page needs. Its links load the app's other screens.
 *
 * The server sends the page already rendered (prerender.tsx) in the language it guessed; when the
 * guess is this browser's language the markup is hydrated, otherwise it is rendered afresh.
 */
export function renderLanding(container: HTMLElement): void {
  const page = (
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <LandingPage />
      </I18nextProvider>
    </StrictMode>
  );
  if (container.dataset.prerendered === currentLanguage()) {
    hydrateRoot(container, page);
  } else {
    createRoot(container).render(page);
  }
}
