import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Notification, PushSubscriptionInput } from '@aebro/shared/notifications';
import { pushSubscriptions } from '../../db/schema/notifications';
import type { Database } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';

export interface PushSender {
  /** Sends to every browser of the user; 'sent' if one accepted, 'failed' if none, null if none exist. */
  send(userId: string, notification: Notification): Promise<'sent' | 'failed' | null>;
}

export function createPushSender(
  db: Database,
  log: FastifyBaseLogger,
  keys: { publicKey: string; privateKey: string },
  subject: string,
): PushSender {
  return {
    async send(userId, notification) {
      const subscriptions = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      if (subscriptions.length === 0) return null;
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
                vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
                TTL: 24 * 60 * 60,
                timeout: 5000,
              },
            );
            return true;
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            // The browser unsubscribed: forget the subscription.
            if (status === 404 || status === 410)
              await db
                .delete(pushSubscriptions)
                .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
            else log.warn({ err: error, status }, 'web push failed');
            return false;
          }
        }),
      );
      return results.some(Boolean) ? 'sent' : 'failed';
    },
  };
}

/**
 * Records (or moves to me) a browser's subscription. The server will POST to this URL, so outside
 * development only https endpoints on public host names are accepted.
 */
export async function subscribe(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  production: boolean,
): Promise<void> {
  const url = new URL(input.endpoint);
  const privateHost =
    /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|\[?::1\]?$|0\.)/.test(
      url.hostname,
    );
  if (production && (url.protocol !== 'https:' || privateHost))
    throw badRequest('A push endpoint must be a public https URL.');
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, userId, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
}

export async function unsubscribe(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
