import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  notificationLimits,
  notificationTarget,
  type NotificationType,
} from '@aebro/shared/notification-rules';
import type { Notification, NotificationData } from '@aebro/shared/notifications';
import { userNotifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { notificationText } from './notification-texts';
import type { PushSender } from './push.service';

export interface NotifyInput {
  type: NotificationType;
  recipientId: string;
  actorId: string;
  postId?: string;
  communityId?: string;
  requestId?: string;
}

export interface Notifier {
  /** Creates a notification if the recipient wants it; never for one's own action. */
  notify(input: NotifyInput): Promise<Notification | null>;
}

type Row = typeof userNotifications.$inferSelect;

export function toNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** For like, comment, follow and save both switches must be on; join requests and messages always pass. */
function wanted(type: NotificationType, p: typeof profiles.$inferSelect): boolean {
  switch (type) {
    case 'like':
      return p.notifyOnLikes && p.allowLikeNotifications;
    case 'comment':
      return p.notifyOnComments && p.allowCommentNotifications;
    case 'follow':
      return p.notifyOnFollows && p.allowFollowNotifications;
    case 'save':
      return p.notifyOnSaves && p.allowSaveNotifications;
    case 'community_join_request':
    case 'message':
      return true;
  }
}

export interface NotifierDeps {
  db: Database;
  events: EventBus;
  log: FastifyBaseLogger;
  isUserConnected: (userId: string) => Promise<boolean>;
  push: PushSender;
}

export function createNotifier({ db, events, log, isUserConnected, push }: NotifierDeps): Notifier {
  // Delivery happens after the request has its answer: an open tab shows the notification at once,
  // otherwise the recipient's browsers get a web push; the outcome is recorded.
  events.on('notification.created', async ({ userId, notification }) => {
    const status = (await isUserConnected(userId))
      ? 'not_needed'
      : ((await push.send(userId, notification)) ?? 'pending');
    await db
      .update(userNotifications)
      .set({ pushDeliveryStatus: status })
      .where(eq(userNotifications.id, notification.id))
      .catch((error: unknown) =>
        log.warn({ err: error }, 'could not record the delivery of a notification'),
      );
  });
  return {
    async notify(input) {
      if (input.recipientId === input.actorId) return null;
      const people = await db
        .select()
        .from(profiles)
        .where(inArray(profiles.id, [input.recipientId, input.actorId]));
      const recipient = people.find((person) => person.id === input.recipientId);
      const actor = people.find((person) => person.id === input.actorId);
      if (!recipient || !actor || !wanted(input.type, recipient)) return null;

      const displayName =
        (actor.accountType === 'business' ? actor.businessName : null) ??
        actor.fullName ??
        actor.username;
      const data: NotificationData = {
        actor_id: actor.id,
        actor_username: actor.username,
        actor_display_name: displayName,
        actor_account_type: actor.accountType,
        actor_avatar: actor.avatarUrl,
        link: '',
        ...(input.postId ? { post_id: input.postId } : {}),
        ...(input.communityId ? { community_id: input.communityId } : {}),
        ...(input.requestId ? { request_id: input.requestId, status: 'pending' as const } : {}),
      };
      data.link = notificationTarget(input.type, { ...data, link: '' });
      const text = notificationText(input.type, recipient.languagePreference, displayName);
      const [row] = await db
        .insert(userNotifications)
        .values({
          userId: input.recipientId,
          type: input.type,
          ...text,
          data,
          actorId: input.actorId,
          subjectId: input.postId ?? input.communityId ?? input.requestId ?? '',
        })
        .onConflictDoNothing()
        .returning();
      // A repeat (unlike, then like again) while the first is unread does not flood.
      if (!row) return null;
      const notification = toNotification(row);
      events.emit('notification.created', { userId: input.recipientId, notification });
      return notification;
    },
  };
}

/** Mine, not cleared, newest first, at most 50 (SPEC §7). */
export async function listNotifications(db: Database, userId: string): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.clearedAt)))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(notificationLimits.fetchLimit);
  return rows.map(toNotification);
}

/** Unread and listed: a join request already approved or rejected is hidden, so it is not counted. */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, userId),
        isNull(userNotifications.clearedAt),
        isNull(userNotifications.readAt),
        sql`not (${userNotifications.type} = 'community_join_request' and coalesce(${userNotifications.data}->>'status', '') in ('approved', 'rejected'))`,
      ),
    );
  return row?.count ?? 0;
}

export async function markRead(
  db: Database,
  events: EventBus,
  userId: string,
  id: string,
): Promise<void> {
  const rows = await db
    .update(userNotifications)
    .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
    .where(
      and(
        eq(userNotifications.id, id),
        eq(userNotifications.userId, userId),
        isNull(userNotifications.clearedAt),
      ),
    )
    .returning({ id: userNotifications.id });
  // Another user's notification is indistinguishable from a missing one.
  if (rows.length === 0) throw notFound('This notification does not exist.');
  events.emit('notifications.changed', { userId });
}

export async function markAllRead(db: Database, events: EventBus, userId: string): Promise<void> {
  await db
    .update(userNotifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(userNotifications.userId, userId),
        isNull(userNotifications.readAt),
        isNull(userNotifications.clearedAt),
      ),
    );
  events.emit('notifications.changed', { userId });
}

export async function clearAll(db: Database, events: EventBus, userId: string): Promise<void> {
  await db
    .update(userNotifications)
    .set({ clearedAt: sql`now()` })
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.clearedAt)));
  events.emit('notifications.changed', { userId });
}
