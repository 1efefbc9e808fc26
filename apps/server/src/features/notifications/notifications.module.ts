import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../platform/realtime/realtime';
import { notify, notifyReportResolved, settleRequestNotification } from './notifications.service';
import { notificationsRoutes } from './notifications.routes';
import { setDeliveryStatus } from './notifications.repository';
import { sendPush } from './push.service';

/**
 * Notifications: the list, read and clear, web push subscriptions; and the subscriptions that turn
 * other areas' events into notifications and deliver them (an open tab at once, else web push).
 */
export async function notificationsModule(app: FastifyInstance): Promise<void> {
  const { platform, realtime } = app;
  const { events } = platform;
  await app.register(notificationsRoutes);

  events.on('profile.followed', async ({ followerId, followingId }) => {
    await notify(platform, { type: 'follow', recipientId: followingId, actorId: followerId });
  });
  events.on('profile.follow-requested', async ({ requesterId, targetId }) => {
    await notify(platform, { type: 'follow_request', recipientId: targetId, actorId: requesterId });
  });
  events.on('profile.follow-request-settled', async ({ requesterId, targetId, outcome }) => {
    await settleRequestNotification(
      platform,
      { recipientId: targetId, actorId: requesterId, type: 'follow_request' },
      outcome,
    );
    if (outcome === 'approved')
      await notify(platform, {
        type: 'follow_accepted',
        recipientId: requesterId,
        actorId: targetId,
      });
  });
  events.on('post.engaged', async ({ kind, postId, authorId, actorId }) => {
    await notify(platform, { type: kind, recipientId: authorId, actorId, postId });
  });

  events.on('moderation.report-resolved', async (input) => {
    await notifyReportResolved(platform, input);
  });

  events.on('notification.created', async ({ userId, notification }) => {
    realtime.io.to(userRoom(userId)).emit('notification:new', notification);
    // Delivery is recorded after the answer: an open tab shows it at once, otherwise web push.
    const status = (await realtime.isUserConnected(userId))
      ? 'not_needed'
      : ((await sendPush(platform, userId, notification)) ?? 'pending');
    await setDeliveryStatus(platform.db, notification.id, status).catch((error: unknown) =>
      platform.log.warn({ err: error }, 'could not record the delivery of a notification'),
    );
  });
  events.on('notifications.changed', ({ userId }) => {
    realtime.io.to(userRoom(userId)).emit('notifications:changed');
  });
}
