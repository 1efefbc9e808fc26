import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import LandingPage from './routes/landing';

/**
 * A first visit to / renders the landing page on its own: no router, query cache or toaster, so a
 * cheap phone downloads only what this page needs. Its links load the app's other screens.
 */
export function renderLanding(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
