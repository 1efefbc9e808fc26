import { notificationTarget } from '@aebro/shared/notification-rules';
import type { Notification } from '@aebro/shared/notifications';
import { safeRedirect } from '@/lib/redirect';

/**
 * The server stores where a notification leads in `data.link` (it is `notificationTarget(type, data)`
 * of the shared package at creation). It is used when it is a path of this site; anything else never
 * becomes a link.
 */
export function storedTarget(notification: Notification): string | null {
  const link: unknown = notification.data.link;
  return typeof link === 'string' ? safeRedirect(link) : null;
}

/** Where a click on a notification goes (SPEC §2): its link, otherwise by type (the shared rule). */
export async function notificationDestination(notification: Notification): Promise<string> {
  const stored = storedTarget(notification);
  if (stored) return stored;
  return (
    safeRedirect(notificationTarget(notification.type, { ...notification.data, link: '' })) ??
    '/dashboard'
  );
}
