import { apiClient, unwrap } from '@/lib/api-client';
import { registerServiceWorker } from '@/lib/service-worker';

/**
 * Web push on this device (the server pushes when I have no open tab): the service worker /sw.js,
 * the browser's permission, and the subscription the server sends to.
 */

/** A VAPID key as the server gives it (base64url, no padding) into the bytes PushManager wants. */
export function base64UrlToUint8Array(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export type PushAvailability = 'unsupported' | 'denied' | 'available';

/** Push needs a service worker, PushManager and notifications (iOS offers them only to installed apps). */
export function pushAvailability(): PushAvailability {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this browser is subscribed (and still allowed to show notifications). */
export async function isPushEnabled(): Promise<boolean> {
  if (pushAvailability() !== 'available' || Notification.permission !== 'granted') return false;
  return (await existingSubscription()) !== null;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * Asks for the permission (only ever from the user's own click), registers /sw.js for the whole site,
 * subscribes with the server's VAPID key and gives the subscription to the server.
 */
export async function enablePush(): Promise<'enabled' | 'denied' | 'dismissed'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await unwrap(apiClient.GET('/api/v1/push/public-key'));
  const key = base64UrlToUint8Array(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made with other keys (the server's changed): the push service would refuse the server's messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  try {
    const { endpoint = '', keys } = subscription.toJSON();
    await unwrap(
      apiClient.POST('/api/v1/push/subscriptions', {
        body: { endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
      }),
    );
  } catch (error) {
    // The server does not know it: do not leave a subscription nobody sends to.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'enabled';
}

/** The server forgets this browser first; then the browser drops the subscription. */
export async function disablePush(): Promise<void> {
  const subscription = await existingSubscription();
  if (!subscription) return;
  await unwrap(
    apiClient.DELETE('/api/v1/push/subscriptions', { body: { endpoint: subscription.endpoint } }),
  );
  await subscription.unsubscribe();
}
