import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '@aebro/shared/notifications';
import { apiClient, unwrap } from '@/lib/api-client';
import { normalizeNotification, notificationLimits } from './notification-rules';

/** GET /api/v1/notifications and /unread-count, and the cache updates of the bell and the popups. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

/** Newest first, at most 50 (SPEC §9); the server decides both. */
export const notificationListQuery = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: async (): Promise<Notification[]> =>
    (await unwrap(apiClient.GET('/api/v1/notifications'))).items.map(normalizeNotification),
});

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: async (): Promise<number> =>
    (await unwrap(apiClient.GET('/api/v1/notifications/unread-count'))).count,
});

const listKey = notificationListQuery.queryKey;
const countKey = unreadCountQuery.queryKey;

async function markNotificationRead(id: string): Promise<void> {
  await unwrap(apiClient.POST('/api/v1/notifications/{id}/read', { params: { path: { id } } }));
}

export async function markAllNotificationsRead(): Promise<void> {
  await unwrap(apiClient.POST('/api/v1/notifications/read-all'));
}

export async function clearAllNotifications(): Promise<void> {
  await unwrap(apiClient.POST('/api/v1/notifications/clear-all'));
}

/** Refetches the list and the count (another tab read or cleared, or the socket was away). */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** A notification the socket just delivered: on top of the list, and one more unread. */
export function addNewNotification(queryClient: QueryClient, notification: Notification): void {
  const list = queryClient.getQueryData(listKey);
  if (list?.some((item) => item.id === notification.id)) return;
  if (list)
    queryClient.setQueryData(
      listKey,
      [notification, ...list].slice(0, notificationLimits.fetchLimit),
    );
  if (notification.readAt === null)
    queryClient.setQueryData(countKey, (count) => (count === undefined ? count : count + 1));
  // An answer already on its way was read before this notification existed: ask again once it lands.
  if (queryClient.isFetching({ queryKey: notificationKeys.all }) > 0)
    void refreshNotifications(queryClient);
}

/**
 * Shows one notification as read at once; `known` is used when the list is not loaded (a popup).
 * False when it was read already.
 */
function showAsRead(queryClient: QueryClient, known: Notification): boolean {
  const list = queryClient.getQueryData(listKey);
  const current = list?.find((item) => item.id === known.id) ?? known;
  if (current.readAt !== null) return false;
  const readAt = new Date().toISOString();
  if (list)
    queryClient.setQueryData(
      listKey,
      list.map((item) => (item.id === known.id ? { ...item, readAt } : item)),
    );
  queryClient.setQueryData(countKey, (count) =>
    count === undefined ? count : Math.max(0, count - 1),
  );
  return true;
}

/**
 * Everything read, at once. A list or count still on its way from before would land after this
 * and bring the old unread back, so those fetches are cancelled first (the server's change event
 * and the next visit fetch them again).
 */
export async function showAllAsRead(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: notificationKeys.all });
  const readAt = new Date().toISOString();
  queryClient.setQueryData(listKey, (list) =>
    list?.map((item) => (item.readAt === null ? { ...item, readAt } : item)),
  );
  queryClient.setQueryData(countKey, 0);
}

/** Everything cleared, at once; as with showAllAsRead, older fetches on their way are cancelled. */
export async function showAllCleared(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: notificationKeys.all });
  queryClient.setQueryData(listKey, []);
  queryClient.setQueryData(countKey, 0);
}

/** Marks one read: shown at once, then confirmed by the server (whose change event refetches). */
export async function openNotification(
  queryClient: QueryClient,
  notification: Notification,
): Promise<void> {
  if (!showAsRead(queryClient, notification)) return;
  try {
    await markNotificationRead(notification.id);
  } catch {
    await refreshNotifications(queryClient);
  }
}
