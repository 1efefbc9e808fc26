import { notificationTarget, type NotificationType } from '@aebro/shared/notification-rules';
import type { Notification, NotificationData } from '@aebro/shared/notifications';
import { displayName } from '@aebro/shared/display-name';
import { parseLanguage } from '@aebro/shared/language';
import type { Context, Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { profileRows } from '../profiles/profiles.service';
import { silencedBetween } from '../safety/safety.service';
import { notificationText, reportResolvedText } from './notification-texts';
import { canReadNotification, isQuietRepeat, wantsNotification } from './notifications.policy';
import {
  clearRows,
  setJoinRequestRowsStatus,
  countUnread,
  listRows,
  markRowRead,
  markRowsRead,
  settleRequestRows,
  upsertNotification,
  type NotificationRow,
} from './notifications.repository';
import './notifications.events';

export interface NotifyInput {
  type: NotificationType;
  recipientId: string;
  actorId: string;
  postId?: string;
  communityId?: string;
  /** Shown in the texts of the community kinds, and kept in data.community_name. */
  communityName?: string;
  requestId?: string;
  eventId?: string;
  /** Shown in the texts of the event kinds, and kept in data.event_title. */
  eventTitle?: string;
  /** The services directory: the listing, named in the texts and kept in data.service_*. */
  serviceId?: string;
  serviceTitle?: string;
}

export function toNotification(row: NotificationRow): Notification {
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

/**
 * Creates (or refreshes) a notification when the recipient wants it; never for one's own action.
 * Runs after the act it announces has committed (from a domain event), and announces itself.
 */
export async function notify(ctx: Platform, input: NotifyInput): Promise<Notification | null> {
  if (input.recipientId === input.actorId) return null;
  // Nothing between people separated by a block, and nothing from someone the recipient muted.
  if (await silencedBetween(ctx, input.recipientId, input.actorId)) return null;
  const people = await profileRows(ctx, [input.recipientId, input.actorId]);
  const recipient = people.find((person) => person.id === input.recipientId);
  const actor = people.find((person) => person.id === input.actorId);
  if (!recipient || !actor || !wantsNotification(input.type, recipient, actor.id)) return null;

  const name = displayName(actor);
  const data: NotificationData = {
    actor_id: actor.id,
    actor_username: actor.username,
    actor_display_name: name,
    actor_account_type: actor.accountType,
    actor_avatar: actor.avatarUrl,
    link: '',
    ...(input.postId ? { post_id: input.postId } : {}),
    ...(input.communityId ? { community_id: input.communityId } : {}),
    ...(input.communityName ? { community_name: input.communityName } : {}),
    ...(input.eventId ? { event_id: input.eventId } : {}),
    ...(input.eventTitle ? { event_title: input.eventTitle } : {}),
    ...(input.serviceId ? { service_id: input.serviceId } : {}),
    ...(input.serviceTitle ? { service_title: input.serviceTitle } : {}),
    ...(input.requestId && input.type === 'community_join_request'
      ? { request_id: input.requestId, status: 'pending' as const }
      : {}),
    ...(input.type === 'follow_request' ? { status: 'pending' as const } : {}),
  };
  data.link = notificationTarget(input.type, { ...data, link: '' });
  const result = await upsertNotification(ctx.db, {
    userId: input.recipientId,
    type: input.type,
    ...notificationText(
      input.type,
      recipient.languagePreference,
      name,
      input.communityName ?? input.eventTitle ?? input.serviceTitle,
    ),
    data,
    actorId: input.actorId,
    subjectId: input.postId ?? input.communityId ?? input.requestId ?? input.eventId ?? '',
  });
  if (!result) return null;
  const notification = toNotification(result.row);
  if (result.created || !isQuietRepeat(input.type))
    ctx.events.emit('notification.created', { userId: input.recipientId, notification });
  else ctx.events.emit('notifications.changed', { userId: input.recipientId });
  return notification;
}

/**
 * A notice from the site itself (a decided report): no person is named, so the actor shown is
 * Aebro; the recipient's own id fills the actor column, which only de-duplicates repeats.
 */
export async function notifyReportResolved(
  ctx: Platform,
  input: { recipientId: string; reportId: string; outcome: 'actioned' | 'dismissed'; link: string },
): Promise<Notification | null> {
  const [recipient] = await profileRows(ctx, [input.recipientId]);
  if (!recipient) return null;
  const language = parseLanguage(recipient.languagePreference) ?? 'en';
  const data: NotificationData = {
    actor_id: '',
    actor_username: '',
    actor_display_name: 'Aebro',
    actor_account_type: 'community',
    actor_avatar: null,
    link: input.link,
    report_outcome: input.outcome,
  };
  const result = await upsertNotification(ctx.db, {
    userId: input.recipientId,
    type: 'report_resolved',
    ...reportResolvedText(language, input.outcome),
    data,
    actorId: input.recipientId,
    subjectId: input.reportId,
  });
  if (!result) return null;
  const notification = toNotification(result.row);
  ctx.events.emit('notification.created', { userId: input.recipientId, notification });
  return notification;
}

export async function listNotifications(ctx: Context): Promise<Notification[]> {
  return (await listRows(ctx.db, ctx.viewer.id)).map(toNotification);
}

export async function unreadCount(ctx: Context): Promise<number> {
  return await countUnread(ctx.db, ctx.viewer.id);
}

export async function markRead(ctx: Context, id: string): Promise<void> {
  // The update is limited to the viewer's rows: another user's notification looks missing.
  if (
    !canReadNotification(ctx.viewer, ctx.viewer.id) ||
    !(await markRowRead(ctx.db, ctx.viewer.id, id))
  )
    throw notFound('This notification does not exist.');
  ctx.events.emit('notifications.changed', { userId: ctx.viewer.id });
}

export async function markAllRead(ctx: Context): Promise<void> {
  await markRowsRead(ctx.db, ctx.viewer.id);
  ctx.events.emit('notifications.changed', { userId: ctx.viewer.id });
}

export async function clearAll(ctx: Context): Promise<void> {
  await clearRows(ctx.db, ctx.viewer.id);
  ctx.events.emit('notifications.changed', { userId: ctx.viewer.id });
}

/** The answer to a request (to follow, to join) reaches the notification that asked it. */
export async function settleRequestNotification(
  ctx: Platform,
  about: {
    recipientId: string;
    actorId: string;
    type: 'follow_request' | 'community_join_request';
  },
  status: 'approved' | 'rejected' | 'withdrawn',
): Promise<void> {
  const where = { userId: about.recipientId, actorId: about.actorId, type: about.type };
  if (await settleRequestRows(ctx.db, where, status))
    ctx.events.emit('notifications.changed', { userId: about.recipientId });
}

/**
 * A join request was decided: every admin's notification of it carries the new status (the list
 * hides decided requests, SPEC §4), and each of those admins' lists is refreshed.
 */
export async function setJoinRequestStatus(
  ctx: Platform,
  requestId: string,
  status: 'approved' | 'rejected',
): Promise<void> {
  const recipients = await setJoinRequestRowsStatus(ctx.db, requestId, status);
  for (const userId of recipients) ctx.events.emit('notifications.changed', { userId });
}
