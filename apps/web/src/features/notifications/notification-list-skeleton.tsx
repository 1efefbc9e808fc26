import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Three rows in the shape of notifications, while the list (or the panel itself) loads. */
export function NotificationListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-1 p-3">
      <span className="sr-only">{t('notifications.panel.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3 py-2">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-4/5" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
