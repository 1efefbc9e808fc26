import { apiClient, unwrap } from '@/lib/api-client';

const presencePath = '/api/v1/me/presence';

/** POST /api/v1/me/presence; a failure only means the dot is late, so it is never reported. */
export async function reportPresence(online: boolean): Promise<void> {
  try {
    await unwrap(apiClient.POST('/api/v1/me/presence', { body: { online } }));
  } catch {
    // Offline, signed out meanwhile or the server restarting: the next heartbeat tries again.
  }
}

/** "Offline" that survives the page going away: a beacon (JSON body), else a keepalive fetch. */
export function reportOfflineOnUnload(): void {
  const body = JSON.stringify({ online: false });
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(presencePath, blob))
    return;
  void fetch(presencePath, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}
