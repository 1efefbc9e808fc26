import { useTranslation } from 'react-i18next';
import type { Notification } from '@aebro/shared/notifications';
import { Avatar } from '@/components/ui/avatar';
import { JoinRequestActions } from '@/features/communities/join-request-actions';
import { cn } from '@/lib/cn';
import { NotificationLink } from './notification-link';
import { actorName } from './notification-rules';
import { notificationText } from './notification-text';
import { NotificationTime } from './notification-time';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onOpen: () => void;
}

/**
 * A row of the panel: the actor's avatar, the text (bold while unread, with a dot) and the time; a
 * join request has Approve and Decline under it.
 */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const unread = notification.readAt === null;
  const name = actorName(notification.data) ?? t('notifications.someone');
  return (
    <li>
      <NotificationLink
        notification={notification}
        onOpen={onOpen}
        className={cn(
          'flex items-start gap-3 px-4 py-3 outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
          unread && 'bg-primary/5',
        )}
      >
        <Avatar name={name} src={notification.data.actor_avatar} size="md" />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm break-words', unread && 'font-semibold')}>
            {notificationText(t, notification)}
          </span>
          <NotificationTime
            date={notification.createdAt}
            now={now}
            className="text-xs text-muted-foreground"
          />
          {unread ? <span className="sr-only">{t('notifications.panel.unread')}</span> : null}
        </span>
        {unread ? (
          <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" />
        ) : null}
      </NotificationLink>
      {notification.type === 'community_join_request' ? (
        <JoinRequestActions notification={notification} />
      ) : null}
    </li>
  );
}
