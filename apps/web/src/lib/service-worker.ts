/**
 * The service worker /sw.js (built from src/sw.ts): web push, and the app shell kept for offline
 * use. Registered for every signed-in session (and by turning push on), for the whole site. It
 * keeps the build's files itself when it installs, whether or not this page loaded them.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  // The development server serves the worker as a module at its own address (vite.config.ts,
  // `devOptions`); a build is one classic script, /sw.js.
  if (import.meta.env.DEV)
    return await navigator.serviceWorker.register('/dev-sw.js?dev-sw', {
      scope: '/',
      type: 'module',
    });
  return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

/** Registers the worker. Never throws. */
export async function startServiceWorker(): Promise<void> {
  try {
    if (!(await registerServiceWorker())) return;
    const ready = await navigator.serviceWorker.ready;
    // Opened while the worker was activating: it missed this page; ask it to take the page now.
    if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: 'claim' });
  } catch (error) {
    // Without the worker Aebro works as before, only not offline.
    console.warn('The service worker could not start', error);
  }
}
