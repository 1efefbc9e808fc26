/// <reference lib="webworker" />
/*
 * Aebro's service worker (/sw.js, scope '/'): web push, and the app shell for offline use.
 * Built by vite-plugin-pwa (injectManifest, see vite.config.ts and docs/decisions/service-worker.md):
 * Workbox's modules are bundled in, so the built file has no imports and passes the CSP
 * (script-src 'self', worker-src 'self').
 *
 * Push: the server pushes a notification when the person has no open tab; this shows it, and a
 * click brings an Aebro tab to its link.
 *
 * Offline: the list of the build's files that Workbox writes in (index.html, the hashed scripts,
 * styles and fonts, the shell's small files) is fetched when this worker installs and served from
 * here. Page loads still go to the network first (so a new version is picked up at once) and fall
 * back to the kept index.html, which starts the app. The API, media, sockets and the dev pages
 * always go to the network and are never kept.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

const shellPath = '/index.html';
/** Paths the browser app never owns (the server's own): never answered from here. */
const networkOnly = [/^\/api\//, /^\/media\//, /^\/socket\.io\//, /^\/dev\//];
/**
 * The caches of the hand-written worker before this one (`aebro-shell-v1`): Workbox keeps its own
 * (`workbox-precache-v2-…`), so every `aebro-` cache is left over and goes on activation.
 */
const oldCachePrefix = 'aebro-';

/** Only a path of this site may be opened: no other host, no protocol-relative '//' or '/\'. */
function sameSitePath(link: unknown): string {
  if (
    typeof link !== 'string' ||
    !link.startsWith('/') ||
    link.startsWith('//') ||
    link.startsWith('/\\')
  )
    return '/dashboard';
  try {
    const url = new URL(link, self.location.origin);
    return url.origin === self.location.origin
      ? url.pathname + url.search + url.hash
      : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

/** What the server pushes (notifications/push): every field may be missing. */
interface PushPayload {
  id?: unknown;
  title?: unknown;
  body?: unknown;
  link?: unknown;
}

function readPayload(data: PushMessageData | null): PushPayload {
  if (!data) return {};
  try {
    const payload: unknown = data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: data.text() };
  }
}

// Installing fetches and keeps the build's files; Workbox drops the kept files of older builds.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// A new version takes over at once: page loads go to the network first, so nothing old is mixed in.
self.addEventListener('install', () => {
  void self.skipWaiting();
});

// Old caches go; then take the open tabs at once, so that a click can move an already open tab to
// the link and the page's requests come here.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(oldCachePrefix)).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

// A page that opened while this worker was activating (after its claim, before it could serve the
// navigation) asks to be taken.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && 'type' in data && data.type === 'claim') {
    event.waitUntil(self.clients.claim());
  }
});

/**
 * Page loads: the network first; offline, the kept index.html, which starts the app (every app path
 * answers with it; '/' is the prerendered landing page, which is not kept).
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(shellPath);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: networkOnly },
  ),
);

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Aebro';
  const options: NotificationOptions = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: '/icons/icon-192.png',
    badge: '/favicon.svg',
    data: { link: sameSitePath(payload.link) },
  };
  // One notification per notification id: a repeat replaces rather than piles up.
  if (typeof payload.id === 'string') options.tag = payload.id;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const link = data && typeof data === 'object' && 'link' in data ? data.link : undefined;
  const target = new URL(sameSitePath(link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus().catch(() => tab);
        // navigate() works on tabs this worker controls; otherwise a new tab is the way.
        const moved =
          'navigate' in focused ? await focused.navigate(target).catch(() => null) : null;
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

/** The server's answer to GET /api/v1/push/public-key. */
interface PublicKey {
  publicKey: string;
}

// The push service replaced the subscription: give the new one to the server (cookies come along).
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch('/api/v1/push/public-key', { credentials: 'same-origin' });
      if (!response.ok) return;
      const { publicKey } = (await response.json()) as PublicKey;
      const subscription = await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      const headers = { 'content-type': 'application/json', accept: 'application/json' };
      await fetch('/api/v1/push/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers,
        body: JSON.stringify(subscription.toJSON()),
      });
      const old = event.oldSubscription;
      if (old && old.endpoint !== subscription.endpoint) {
        await fetch('/api/v1/push/subscriptions', {
          method: 'DELETE',
          credentials: 'same-origin',
          headers,
          body: JSON.stringify({ endpoint: old.endpoint }),
        });
      }
    })(),
  );
});
