import { useQuery } from '@tanstack/react-query';
import Filter from 'lucide-react/icons/funnel';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filteredNotificationsQuery } from './notification-filters-api';

/**
 * Issue 37: where my notifications are, the way to those my notification policy filtered, with
 * their count; shown only when there are some (they never ring the bell).
 */
export function FilteredLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const count = useQuery(filteredNotificationsQuery).data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to="/notifications/filtered"
      onClick={onNavigate}
      aria-label={t('notifications.filters.linkLabel', { count })}
      className="flex items-center gap-2 border-b px-4 py-2 text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
    >
      <Filter className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="flex-1 font-medium">{t('notifications.filters.link')}</span>
      <span className="rounded-full bg-muted px-2 text-xs font-semibold">{count}</span>
    </Link>
  );
}
