import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../platform/realtime/realtime';
import { notify, notifyReportResolved, settleRequestNotification } from './notifications.service';
import { notificationFiltersRoutes } from './notification-filters.routes';
import { notificationsRoutes } from './notifications.routes';
import { setDeliveryStatus } from './notifications.repository';
import { sendPush } from './push.service';

/**
 * Notifications: the list, read and clear, web push subscriptions; and the durable subscriptions
 * that turn other areas' events into notifications and deliver them (an open tab at once, else
 * web push).
 */
export async function notificationsModule(app: FastifyInstance): Promise<void> {
  const { platform, realtime } = app;
  const { events } = platform;
  await app.register(notificationsRoutes);
  await app.register(notificationFiltersRoutes);

  events.subscribe('profile.followed', 'notifications.on-follow', async (follow) => {
    await notify(platform, {
      type: 'follow',
      recipientId: follow.followingId,
      actorId: follow.followerId,
    });
  });
  events.subscribe(
    'profile.follow-requested',
    'notifications.on-follow-request',
    async ({ requesterId, targetId }) => {
      await notify(platform, {
        type: 'follow_request',
        recipientId: targetId,
        actorId: requesterId,
      });
    },
  );
  events.subscribe(
    'profile.follow-request-settled',
    'notifications.on-follow-request-settled',
    async ({ requesterId, targetId, outcome }) => {
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
    },
  );
  events.subscribe(
    'post.engaged',
    'notifications.on-engagement',
    async (engaged) => {
      await notify(platform, {
        type: engaged.kind,
        recipientId: engaged.authorId,
        actorId: engaged.actorId,
        postId: engaged.postId,
      });
    },
    // Nobody is told of their own like or comment.
    { when: (engaged) => engaged.authorId !== engaged.actorId },
  );
  events.subscribe('moderation.report-resolved', 'notifications.on-report-resolved', (input) =>
    notifyReportResolved(platform, input).then(() => undefined),
  );

  // The popup in the recipient's open tabs, at once.
  events.on('notification.created', ({ userId, notification }) => {
    realtime.io.to(userRoom(userId)).emit('notification:new', notification);
  });
  // Web push when no tab is open; the delivery is recorded either way.
  events.subscribe(
    'notification.created',
    'notifications.deliver',
    async ({ userId, notification }) => {
      const status = (await realtime.isUserConnected(userId))
        ? 'not_needed'
        : ((await sendPush(platform, userId, notification)) ?? 'pending');
      await setDeliveryStatus(platform.db, notification.id, status);
    },
    // A recipient with a socket on the writing process was told by it, and the row says so.
    { when: (created) => !created.socketHere },
  );
  events.on('notifications.changed', ({ userId }) => {
    realtime.io.to(userRoom(userId)).emit('notifications:changed');
  });
}
