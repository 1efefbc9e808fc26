import {
  notificationTarget,
  type NotificationType,
  type SiteNoticeType,
} from '@aebro/shared/notification-rules';
import type { Notification, NotificationData } from '@aebro/shared/notifications';
import { displayName } from '@aebro/shared/display-name';
import { parseLanguage } from '@aebro/shared/language';
import { isFilterableNotification } from '@aebro/shared/notification-filters';
import type { Context, Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { profileRows } from '../profiles/profiles.service';
import { silencedBetween } from '../safety/safety.service';
import { notificationText } from './notification-texts';
import { siteNoticeParts, type SiteNotice } from './site-notices';
import {
  canReadNotification,
  isQuietRepeat,
  wantsNotification,
  wantsSiteNotice,
} from './notifications.policy';
import { decideReach } from './reach.service';
import {
  clearRows,
  setJoinRequestRowsStatus,
  countUnread,
  listRows,
  markRowRead,
  recipientOf,
  markMessageRowsRead,
  markRowsRead,
  settleRequestRows,
  upsertNotification,
  type NotificationRow,
} from './notifications.repository';
import './notifications.events';

export interface NotifyInput {
  type: Exclude<NotificationType, SiteNoticeType>;
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
  /** The recipient already accepted what this is about (a conversation): no policy applies. */
  accepted?: boolean;
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
  // Both reads at once: a notification waits on one round trip for them, not two (issue 39).
  const [silenced, people] = await Promise.all([
    silencedBetween(ctx, input.recipientId, input.actorId),
    profileRows(ctx, [input.recipientId, input.actorId]),
  ]);
  if (silenced) return null;
  const recipient = people.find((person) => person.id === input.recipientId);
  const actor = people.find((person) => person.id === input.actorId);
  if (!recipient || !actor || !wantsNotification(input.type, recipient, actor.id)) return null;
  // Issue 37: the recipient's notification policy accepts, filters (kept, told nowhere) or drops it.
  const reach =
    isFilterableNotification(input.type) && !input.accepted
      ? await decideReach(ctx, input.recipientId, input.actorId)
      : 'accept';
  if (reach === 'drop') return null;

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
  return await store(
    ctx,
    {
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
      filtered: reach === 'filter',
    },
    isQuietRepeat(input.type),
  );
}

/**
 * Writes (or refreshes) the notification and, in the same transaction, its delivery: a popup in
 * the open tabs after the commit, and web push (durable) when none is open. A quiet repeat (a like
 * again) only refreshes the list, and a filtered one (issue 37) only the Filtered list's count.
 */
async function store(
  ctx: Platform,
  row: Parameters<typeof upsertNotification>[1],
  quietRepeat: boolean,
): Promise<Notification | null> {
  // Issue 39: a recipient with a socket on this process hears of it from this process as soon as
  // it commits; the row says so at once, and no delivery job is queued to find it out.
  const socketHere = !row.filtered && ctx.socketsHere.has(row.userId);
  const stored = await ctx.events.transaction(ctx.db, async (tx) => {
    const result = await upsertNotification(
      tx,
      socketHere ? { ...row, pushDeliveryStatus: 'not_needed' } : row,
    );
    if (!result) return null;
    const notification = toNotification(result.row);
    const popup = !row.filtered && (result.created || !quietRepeat);
    if (popup)
      await ctx.events.publish(tx, 'notification.created', {
        userId: row.userId,
        notification,
        socketHere,
      });
    return { notification, popup };
  });
  if (stored && !stored.popup) ctx.events.emit('notifications.changed', { userId: row.userId });
  return stored?.notification ?? null;
}

/**
 * A notice from the site itself (a decided report, a published event, a refund): no person is
 * named, so the actor shown is Aebro; the recipient's own id fills the actor column, which only
 * de-duplicates repeats (a retried job refreshes the one notice instead of adding another).
 */
export async function notifyFromSite(
  ctx: Platform,
  notice: SiteNotice,
): Promise<Notification | null> {
  const [recipient] = await profileRows(ctx, [notice.recipientId]);
  if (!recipient || !wantsSiteNotice(notice.type, recipient)) return null;
  const language = parseLanguage(recipient.languagePreference) ?? 'en';
  const parts = siteNoticeParts(notice, language);
  const data: NotificationData = {
    actor_id: '',
    actor_username: '',
    actor_display_name: 'Aebro',
    actor_account_type: 'community',
    actor_avatar: null,
    link: '',
    ...parts.data,
  };
  data.link ||= notificationTarget(notice.type, data);
  return await store(
    ctx,
    {
      userId: notice.recipientId,
      type: notice.type,
      ...parts.text,
      data,
      actorId: notice.recipientId,
      subjectId: parts.subjectId,
    },
    false,
  );
}

/** A site admin decided a report the recipient made. */
export async function notifyReportResolved(
  ctx: Platform,
  input: { recipientId: string; reportId: string; outcome: 'actioned' | 'dismissed'; link: string },
): Promise<Notification | null> {
  return await notifyFromSite(ctx, { type: 'report_resolved', ...input });
}

export async function listNotifications(ctx: Context): Promise<Notification[]> {
  return (await listRows(ctx.db, ctx.viewer.id)).map(toNotification);
}

/** Issue 37: what my notification policy filtered, newest first, and how many. */
export async function listFilteredNotifications(
  ctx: Context,
): Promise<{ items: Notification[]; count: number }> {
  const items = (await listRows(ctx.db, ctx.viewer.id, true)).map(toNotification);
  return { items, count: items.length };
}

export async function unreadCount(ctx: Context): Promise<number> {
  return await countUnread(ctx.db, ctx.viewer.id);
}

export async function markRead(ctx: Context, id: string): Promise<void> {
  // Another user's notification looks missing.
  const recipientId = await recipientOf(ctx.db, id);
  if (!recipientId || !canReadNotification(ctx.viewer, recipientId))
    throw notFound('This notification does not exist.');
  await markRowRead(ctx.db, recipientId, id);
  ctx.events.emit('notifications.changed', { userId: ctx.viewer.id });
}

export async function markAllRead(ctx: Context): Promise<void> {
  await markRowsRead(ctx.db, ctx.viewer.id);
  ctx.events.emit('notifications.changed', { userId: ctx.viewer.id });
}

/**
 * The reader caught up with a conversation: its "sent you a message" notices are read too, in the
 * bell and badge of every open tab.
 */
export async function markMessageNoticesRead(
  ctx: Context,
  senderIds: readonly string[],
): Promise<void> {
  if (await markMessageRowsRead(ctx.db, ctx.viewer.id, senderIds))
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
