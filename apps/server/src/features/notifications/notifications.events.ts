import type { Notification } from '@aebro/shared/notifications';

declare module '../../platform/events' {
  interface DomainEvents {
    /** A notification to show now (a popup): delivered to the recipient's sockets or by web push. */
    'notification.created': { userId: string; notification: Notification };
    /** The list changed without a new popup (read, cleared, a repeat refreshed): refetch it. */
    'notifications.changed': { userId: string };
  }
}

export {};
