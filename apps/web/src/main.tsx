import { firstVisitTexts, signedOut } from './first-visit-paths';
import { frameTextParts, signedOutTextParts, type TextPart } from './i18n/parts';
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

/** The texts of the first screen: the signed-out screens, where new members arrive, go without the frame's. */
function firstTexts(pathname: string): readonly TextPart[] {
  if (pathname === '/') return ['main'];
  if (signedOut.test(pathname)) return signedOutTextParts;
  return [...frameTextParts, ...firstVisitTexts(pathname)];
}

/**
 * i18next and the texts of the first screen. i18n.ts (with i18next) is a chunk of its own that
 * loads beside the screen's code: as part of the entry, a phone compiled it (about 280 ms on the
 * bench's phone profile) before the entry could start the session request and the screen's chunks.
 */
async function loadTexts(pathname: string) {
  const i18n = await import('./i18n/i18n');
  await i18n.initI18n(i18n.detectLanguage(), firstTexts(pathname));
  return i18n;
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
 * A page's first Intl formatter loads ICU's locale data: tens of milliseconds on a slow phone (245 ms
 * on the bench's phone profile on a slow host). Done in a task of its own once the first screen's
 * code and data have been asked for, while they download, it stays out of the first render (the
 * formatters the screens build later find the data loaded) without holding those requests back.
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
    // The session now; the screen's code and data as soon as first-visit.ts (a small chunk, kept
    // out of the entry that the landing page loads too) is here.
    const session = fetchEarly('/api/v1/session');
    const path = window.location.pathname;
    import('./first-visit')
      .then(({ startFirstVisit }) => startFirstVisit(path, session))
      .catch(() => undefined)
      .finally(warmIntl);
  }
  // The texts, the screen's code and (on the landing page) the session check load in parallel.
  const [i18n, render, redirecting] = await Promise.all([
    loadTexts(window.location.pathname),
    loadRenderer(landing),
    landing ? redirectIfSignedIn() : Promise.resolve(false),
  ]);
  if (redirecting) return;
  render(container);
  carryOutEarlyChoice?.(i18n);
}

start().catch((error: unknown) => {
  console.error('Aebro failed to load', error);
  renderLoadFailure();
});
