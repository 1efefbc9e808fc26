import { isDecidedRequest, notificationLimits } from '@aebro/shared/notification-rules';
import type { Notification, NotificationData } from '@aebro/shared/notifications';

export { notificationLimits };

/**
 * The pure rules of the bell and the popups (SPEC §2, §4, §9), kept apart from React so that each
 * one is tested on its own.
 */

/** A request (to join, to follow) that was approved or rejected is done with: the list hides it (SPEC §4). */
export function isListed(notification: Pick<Notification, 'type' | 'data'>): boolean {
  return !isDecidedRequest(notification.type, notification.data.status);
}

/** Popups stay away for 5 minutes after Clear all (SPEC §9); a time in the future (a clock moved back) does not count. */
export function isPopupSuppressed(clearedAt: number | null, now: number): boolean {
  if (clearedAt === null) return false;
  const since = now - clearedAt;
  return since >= 0 && since < notificationLimits.suppressAfterClearMs;
}

/** When each notification was shown as a popup, by id. */
export type PopupHistory = ReadonlyMap<string, number>;

/** Forgets popups shown more than an hour ago (SPEC §9: pruned every 10 minutes). */
export function prunePopupHistory(history: PopupHistory, now: number): Map<string, number> {
  const kept = new Map<string, number>();
  for (const [id, shownAt] of history) {
    if (now - shownAt < notificationLimits.popupHistoryMaxAgeMs) kept.set(id, shownAt);
  }
  return kept;
}

interface PopupContext {
  history: PopupHistory;
  clearedAt: number | null;
  now: number;
}

/** A new notification pops up once, if it is unread, listed, and Clear all was not just pressed. */
export function shouldShowPopup(
  notification: Notification,
  { history, clearedAt, now }: PopupContext,
): boolean {
  return (
    notification.readAt === null &&
    isListed(notification) &&
    !history.has(notification.id) &&
    !isPopupSuppressed(clearedAt, now)
  );
}

/** The name to show for the actor; the older keys of SPEC §3 are accepted too. */
export function actorName(
  data: Partial<NotificationData> & { actor_name?: string },
): string | null {
  return data.actor_display_name || data.actor_name || data.actor_username || null;
}

/**
 * SPEC §3: `data` may arrive as a JSON string. Anything else that is not an object becomes empty,
 * so the rest of the code can rely on an object.
 */
export function normalizeNotification(notification: Notification): Notification {
  const raw: unknown = notification.data;
  if (typeof raw === 'object' && raw !== null) return notification;
  let data: unknown = null;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      data = null;
    }
  }
  return {
    ...notification,
    data: (typeof data === 'object' && data !== null ? data : {}) as NotificationData,
  };
}
