/*
 * Aebro's service worker: web push, and the app shell for offline use.
 *
 * Push: the server pushes a notification when the person has no open tab; this shows it, and a
 * click brings an Aebro tab to its link.
 *
 * Offline: page loads go to the network first (so a new version is picked up at once) and fall back
 * to the last app shell (index.html) kept here; the hashed build assets are kept as they are
 * requested (their names change with their content, so a kept copy is never stale). The API, media,
 * sockets and the dev pages always go to the network and are never kept. Plain script, same origin,
 * no imports: it passes the CSP (script-src 'self', worker-src 'self').
 */

'use strict';

/** Only a path of this site may be opened: no other host, no protocol-relative '//' or '/\'. */
function sameSitePath(link) {
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

function readPayload(data) {
  if (!data) return {};
  try {
    const payload = data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: data.text() };
  }
}

/** Bump when what is kept changes shape: activate deletes every other Aebro cache. */
const cacheName = 'aebro-shell-v1';
const shellPath = '/index.html';
/** The small files of the shell besides index.html and its assets. */
const shellFiles = ['/theme-init.js', '/favicon.svg', '/manifest.webmanifest'];
/** Old hashed assets pile up across versions; past this many kept files the oldest go. */
const maxEntries = 200;
const networkOnly = ['/api/', '/media/', '/socket.io/', '/dev/'];

function isKeepable(response) {
  return response && response.ok && response.type === 'basic';
}

async function trim(cache) {
  const keys = await cache.keys();
  const excess = keys.length - maxEntries;
  for (const request of keys.slice(0, Math.max(0, excess))) {
    if (new URL(request.url).pathname !== shellPath) await cache.delete(request);
  }
}

/** The shell and the scripts and styles it names, so that it can start without the network. */
async function keepShell(cache, response) {
  const html = await response.clone().text();
  await cache.put(shellPath, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await keepAssets(cache, assets);
}

async function keepAssets(cache, paths) {
  const wanted = [...new Set(paths)].filter(
    (path) => typeof path === 'string' && path.startsWith('/assets/'),
  );
  await Promise.all(
    wanted.map(async (path) => {
      if (await cache.match(path, { ignoreVary: true })) return;
      const response = await fetch(path).catch(() => null);
      if (isKeepable(response)) await cache.put(path, response);
    }),
  );
  await trim(cache);
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      await Promise.all(
        shellFiles.map(async (path) => {
          const response = await fetch(path, { cache: 'no-cache' }).catch(() => null);
          if (isKeepable(response)) await cache.put(path, response);
        }),
      );
      const shell = await fetch(shellPath, { cache: 'no-cache' }).catch(() => null);
      if (isKeepable(shell)) await keepShell(cache, shell);
    })(),
  );
});

// Old versions' caches go; then take the open tabs at once, so that a click can move an already open
// tab to the link and the page's requests come here.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('aebro-') && name !== cacheName)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

// The page lists the assets it loaded before this worker controlled it. A page that opened while
// this worker was activating (after its claim, before it could serve the navigation) asks to be taken.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'claim') {
    event.waitUntil(self.clients.claim());
    return;
  }
  if (data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    caches.open(cacheName).then((cache) => keepAssets(cache, data.urls.slice(0, 300))),
  );
});

/**
 * Network first, and the answer is kept as the shell (after the page has it, not before). Offline:
 * the kept shell, which starts the app.
 */
async function navigate(event, path) {
  try {
    const response = await fetch(event.request);
    // Every app path answers with index.html; '/' is the prerendered landing page, not the shell.
    const html = (response.headers.get('content-type') || '').includes('text/html');
    if (path !== '/' && isKeepable(response) && html) {
      const copy = response.clone();
      event.waitUntil(caches.open(cacheName).then((cache) => keepShell(cache, copy)));
    }
    return response;
  } catch (error) {
    const shell = await caches.match(shellPath, { ignoreVary: true });
    if (shell) return shell;
    throw error;
  }
}

/** Hashed assets never change: the kept copy, else the network (and keep it). */
async function asset(request) {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (isKeepable(response)) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

/** The shell's other files (theme script, icons, manifest): network first, the kept copy offline. */
async function shellFile(request) {
  try {
    const response = await fetch(request);
    if (isKeepable(response)) {
      const cache = await caches.open(cacheName);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await caches.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (networkOnly.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event, url.pathname));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (shellFiles.includes(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(shellFile(request));
  }
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Aebro';
  const options = {
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
  const data = event.notification.data || {};
  const target = new URL(sameSitePath(data.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus().catch(() => tab);
        // navigate() works on tabs this worker controls; otherwise a new tab is the way.
        const moved =
          focused && 'navigate' in focused
            ? await focused.navigate(target).catch(() => null)
            : null;
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

// The push service replaced the subscription: give the new one to the server (cookies come along).
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch('/api/v1/push/public-key', { credentials: 'same-origin' });
      if (!response.ok) return;
      const { publicKey } = await response.json();
      const subscription = await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      await fetch('/api/v1/push/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
      const old = event.oldSubscription;
      if (old && old.endpoint !== subscription.endpoint) {
        await fetch('/api/v1/push/subscriptions', {
          method: 'DELETE',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ endpoint: old.endpoint }),
        });
      }
    })(),
  );
});
