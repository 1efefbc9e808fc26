/*
 * Aebro's service worker: web push only. The server pushes a notification when the person has no
 * open tab; this shows it, and a click brings an Aebro tab to its link. No fetch handler, so pages
 * and requests never go through here. Plain script, same origin, no imports: it passes the CSP
 * (script-src 'self', worker-src 'self').
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

self.addEventListener('install', () => {
  self.skipWaiting();
});

// Take the open tabs at once, so that a click can move an already open tab to the link.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Aebro';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: '/favicon.svg',
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
