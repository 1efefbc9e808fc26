import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@aebro/shared/notifications';
import { useOnConnect, useRealtimeEvent } from '@/lib/realtime';
import { addNewNotification, refreshNotifications } from './notifications-api';
import { normalizeNotification } from './notification-rules';

/**
 * Keeps the bell's cache live: a new notification goes on top at once; a read or clear elsewhere
 * (another tab), and every (re)connect, refetch, so that nothing sent while the socket was away is lost.
 * Mounted once, by the popups.
 */
export function useNotificationsLive(onNew: (notification: Notification) => void): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification:new', (incoming) => {
    const notification = normalizeNotification(incoming);
    addNewNotification(queryClient, notification);
    onNew(notification);
  });
  useRealtimeEvent('notifications:changed', () => {
    void refreshNotifications(queryClient);
  });
  useOnConnect(() => {
    void refreshNotifications(queryClient);
  });
}
