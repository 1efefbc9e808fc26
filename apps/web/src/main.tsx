import { detectLanguage, frameTextParts, initI18n } from './i18n/i18n';
import { redirectIfSignedIn } from './landing-session';
import { renderLoadFailure } from './load-failure';
import './index.css';

type Render = (container: HTMLElement) => void;

/**
 * One import per branch: written as a ternary, the bundler gave both branches the app's preload list,
 * and the landing page downloaded the whole app.
 */
async function loadRenderer(landing: boolean): Promise<Render> {
  if (landing) {
    const { renderLanding } = await import('./landing-entry');
    return renderLanding;
  }
  const { renderApp } = await import('./app');
  return renderApp;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const landing = window.location.pathname === '/';
  // The texts, the screen's code and (on the landing page) the session check load in parallel.
  const [, render, redirecting] = await Promise.all([
    initI18n(detectLanguage(), landing ? ['main'] : frameTextParts),
    loadRenderer(landing),
    landing ? redirectIfSignedIn() : Promise.resolve(false),
  ]);
  if (!redirecting) render(container);
}

start().catch((error: unknown) => {
  console.error('Aebro failed to load', error);
  renderLoadFailure();
});
