import type { Notification } from '@aebro/shared/notifications';

declare module '../../platform/events' {
  interface DomainEvents {
    /**
     * A notification to show now (a popup): delivered to the recipient's sockets or by web push.
     * `socketHere`: the recipient had a socket on the process that wrote it, which tells that
     * socket at once; the row already says no push is needed.
     */
    'notification.created': { userId: string; notification: Notification; socketHere: boolean };
    /** The list changed without a new popup (read, cleared, a repeat refreshed): refetch it. */
    'notifications.changed': { userId: string };
  }
}

export {};
