import webpush from 'web-push';
import type { Notification, PushSubscriptionInput } from '@aebro/shared/notifications';
import type { Context, Platform } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { mayTakePushEndpoint } from './notifications.policy';
import {
  deleteOwnSubscription,
  deleteSubscription,
  findSubscription,
  saveSubscription,
  subscriptionsOf,
} from './push.repository';

/** Sends to every browser of the user; 'sent' if one accepted, 'failed' if none, null if none exist. */
export async function sendPush(
  ctx: Platform,
  userId: string,
  notification: Notification,
): Promise<'sent' | 'failed' | null> {
  const subscriptions = await subscriptionsOf(ctx.db, userId);
  if (subscriptions.length === 0) return null;
  const { vapidKeys, vapidSubject, publicUrl } = ctx.config;
  const subject = vapidSubject ?? `mailto:admin@${new URL(publicUrl).hostname}`;
  const payload = JSON.stringify({
    title: notification.title,
    body: notification.message,
    link: notification.data.link,
    id: notification.id,
  });
  const results = await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webpush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          payload,
          {
            vapidDetails: { subject, ...vapidKeys },
            TTL: 24 * 60 * 60,
            timeout: 5000,
          },
        );
        return true;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        // The browser unsubscribed: forget the subscription.
        if (status === 404 || status === 410)
          await deleteSubscription(ctx.db, subscription.endpoint);
        else ctx.log.warn({ err: error, status }, 'web push failed');
        return false;
      }
    }),
  );
  return results.some(Boolean) ? 'sent' : 'failed';
}

/**
 * Records this browser's subscription for the viewer. The server will POST to this URL, so outside
 * development only https endpoints on public host names are accepted; an endpoint registered by
 * another account is never taken from it (unless the same browser keys prove it is that browser).
 */
export async function subscribe(ctx: Context, input: PushSubscriptionInput): Promise<void> {
  const url = new URL(input.endpoint);
  const privateHost =
    /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|\[?::1\]?$|0\.)/.test(
      url.hostname,
    );
  if (ctx.config.nodeEnv === 'production' && (url.protocol !== 'https:' || privateHost))
    throw badRequest('A push endpoint must be a public https URL.');
  const existing = await findSubscription(ctx.db, input.endpoint);
  const refused = (): Error =>
    conflict('This browser is registered for notifications of another account.');
  if (!mayTakePushEndpoint(existing, ctx.viewer, input.keys)) throw refused();
  const saved = await saveSubscription(ctx.db, {
    endpoint: input.endpoint,
    userId: ctx.viewer.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
  if (!saved) throw refused();
}

export async function unsubscribe(ctx: Context, endpoint: string): Promise<void> {
  await deleteOwnSubscription(ctx.db, ctx.viewer.id, endpoint);
}
