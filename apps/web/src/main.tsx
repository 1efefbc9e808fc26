import { startHomeFeedEarly } from './features/posts/early-feed';
import { detectLanguage, frameTextParts, initI18n } from './i18n/i18n';
import { keepEarlyLanguageChoice } from './landing-early-choice';
import { redirectIfSignedIn } from './landing-session';
import { fetchEarly } from './lib/early-requests';
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

/**
 * What the first screen will certainly ask for starts now, beside its code: the session on every
 * screen of the app and, on the home feed (where most visits start), the feed and its first photo
 * as soon as the session says someone is signed in.
 */
function startEarly(pathname: string): void {
  const session = fetchEarly('/api/v1/session');
  if (pathname !== '/dashboard') return;
  preloadHomeScreen();
  startHomeFeedEarly(session);
}

/**
 * The home feed screen's code downloads beside the frame's instead of after it (the router asks for
 * it only once the frame runs): one round trip less before the feed shows on a slow network. The
 * router's own import of the screen then finds the module loaded.
 */
function preloadHomeScreen(): void {
  void import('./routes/dashboard').catch(() => {
    // The router's import reports a failure to load, with its error screen.
  });
}

/** The static top bar of index.html goes once the app (or its failure screen) shows in #root. */
function removeShellOnFirstRender(container: HTMLElement): void {
  const shell = document.getElementById('app-shell');
  if (!shell) return;
  const observer = new MutationObserver(() => {
    if (!container.firstChild) return;
    shell.remove();
    observer.disconnect();
  });
  observer.observe(container, { childList: true });
}

/**
 * A page's first Intl formatter loads ICU's locale data: tens of milliseconds on a slow phone. Done
 * in a task of its own while the app's code downloads, it stays out of the first render (the
 * formatters the screens build later find the data loaded).
 */
function warmIntl(): void {
  setTimeout(() => {
    const language = document.documentElement.lang;
    try {
      new Intl.NumberFormat(language).format(1);
      new Intl.PluralRules(language).select(1);
      new Intl.RelativeTimeFormat(language).format(-1, 'minute');
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    } catch {
      // A browser without one of these: the screens fall back as they always do.
    }
  }, 0);
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  removeShellOnFirstRender(container);
  const landing = window.location.pathname === '/';
  const carryOutEarlyChoice = landing ? keepEarlyLanguageChoice(container) : undefined;
  if (!landing) {
    startEarly(window.location.pathname);
    warmIntl();
  }
  // The texts, the screen's code and (on the landing page) the session check load in parallel.
  const [, render, redirecting] = await Promise.all([
    initI18n(detectLanguage(), landing ? ['main'] : frameTextParts),
    loadRenderer(landing),
    landing ? redirectIfSignedIn() : Promise.resolve(false),
  ]);
  if (redirecting) return;
  render(container);
  carryOutEarlyChoice?.();
}

start().catch((error: unknown) => {
  console.error('Aebro failed to load', error);
  renderLoadFailure();
});
