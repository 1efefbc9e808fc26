import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import BellOff from 'lucide-react/icons/bell-off';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ClearAllDialog } from './clear-all-dialog';
import { NotificationItem } from './notification-item';
import { FilteredLink } from './filtered-link';
import { NotificationListSkeleton } from './notification-list-skeleton';
import { isListed } from './notification-rules';
import {
  markAllNotificationsRead,
  notificationListQuery,
  refreshNotifications,
  showAllAsRead,
  unreadCountQuery,
} from './notifications-api';

/** The time now, moving every 30 seconds while the panel is open, so that "2 minutes ago" stays true. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface NotificationPanelProps {
  userId: string;
  /** A notification was opened: the bell closes the panel. */
  onNavigate: () => void;
}

/**
 * The bell's panel (SPEC §2, §7): my notifications, newest first, at most 50, with Mark all as read
 * and Clear all. Finished join requests (approved or rejected) are hidden (SPEC §4).
 */
export function NotificationPanel({ userId, onNavigate }: NotificationPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(notificationListQuery);
  const unread = useQuery(unreadCountQuery).data ?? 0;
  const now = useNow();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = useMemo(() => (list.data ?? []).filter(isListed), [list.data]);
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => showAllAsRead(queryClient),
    onError: () => {
      void refreshNotifications(queryClient);
    },
  });
  const hasUnread = unread > 0 || items.some((item) => item.readAt === null);

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-b py-2 pr-2 pl-4">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold outline-none"
        >
          {t('notifications.panel.title')}
        </h2>
        <div className="ml-auto flex items-center">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={!hasUnread || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('notifications.panel.markAllRead')}
          </Button>
          <ClearAllDialog
            userId={userId}
            disabled={items.length === 0}
            onCleared={() => heading.current?.focus()}
          />
        </div>
      </div>
      <FilteredLink onNavigate={onNavigate} />
      {markAll.isError ? (
        <p role="alert" className="border-b px-4 py-2 text-sm text-destructive">
          {t('notifications.panel.actionFailed')}
        </p>
      ) : null}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {list.isPending ? (
          <NotificationListSkeleton />
        ) : list.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
            <p className="text-sm">{t('notifications.panel.error')}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            frame="bare"
            icon={BellOff}
            title={t('notifications.panel.empty')}
            text={t('notifications.panel.emptyHint')}
          />
        ) : (
          <ul className="divide-y">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={onNavigate}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
