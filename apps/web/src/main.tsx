import { initI18n } from './i18n/i18n';
import { renderLoadFailure } from './load-failure';
import './index.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // The texts and the screen's code load in parallel.
  const [, render] = await Promise.all([
    initI18n(),
    window.location.pathname === '/'
      ? import('./landing-entry').then((module) => module.renderLanding)
      : import('./app').then((module) => module.renderApp),
  ]);
  render(container);
}

start().catch((error: unknown) => {
  console.error('Aebro failed to load', error);
  renderLoadFailure();
});
