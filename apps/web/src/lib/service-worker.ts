/**
 * The service worker /sw.js: web push, and the app shell kept for offline use. Registered for every
 * signed-in session (and by turning push on), for the whole site.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

/**
 * The page's scripts, styles and fonts loaded before the worker controlled it, so it never saw them:
 * it is given their addresses to keep, so that the shell also starts offline.
 */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, window.location.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/** Registers the worker and hands it what the page has loaded so far. Never throws. */
export async function startServiceWorker(): Promise<void> {
  try {
    if (!(await registerServiceWorker())) return;
    const ready = await navigator.serviceWorker.ready;
    // Opened while the worker was activating: it missed this page; ask it to take the page now.
    if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: 'claim' });
    ready.active?.postMessage({ type: 'cache-assets', urls: loadedAssets() });
  } catch (error) {
    // Without the worker Aebro works as before, only not offline.
    console.warn('The service worker could not start', error);
  }
}
