import { useQuery } from '@tanstack/react-query';
import Filter from 'lucide-react/icons/funnel';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { filteredNotificationsQuery } from '@/features/notifications/notification-filters-api';
import { NotificationItem } from '@/features/notifications/notification-item';
import { NotificationListSkeleton } from '@/features/notifications/notification-list-skeleton';

/** /notifications/filtered (issue 37): what my notification policy held back, newest first. */
export default function FilteredNotificationsPage() {
  const { t } = useTranslation();
  const list = useQuery(filteredNotificationsQuery);
  const now = new Date();
  return (
    <section
      aria-labelledby="filtered-notifications-title"
      className="mx-auto flex w-full max-w-[40rem] flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="filtered-notifications-title" className="text-2xl font-bold">
          {t('screens.filteredNotifications')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('notifications.filters.screen.intro')}</p>
        <Link
          to="/settings#filters"
          className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          {t('notifications.filters.screen.settingsLink')}
        </Link>
      </div>
      <div className="overflow-hidden rounded-xl border bg-card">
        {list.isPending ? (
          <NotificationListSkeleton />
        ) : list.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
            <p className="text-sm">{t('notifications.filters.screen.error')}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : list.data.items.length === 0 ? (
          <EmptyState
            frame="bare"
            icon={Filter}
            title={t('notifications.filters.screen.empty')}
            text={t('notifications.filters.screen.emptyHint')}
          />
        ) : (
          <ul className="divide-y" aria-labelledby="filtered-notifications-title">
            {list.data.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={() => undefined}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
