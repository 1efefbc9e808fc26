import { useQuery } from '@tanstack/react-query';
import ScrollText from 'lucide-react/icons/scroll-text';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { adminKeys, fetchLog } from './admin-api';
import { Failed, Loading } from './admin-parts';
import { useDateFormat } from '@/lib/use-date-format';

/** The moderation log, newest first. */
export function LogTab() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const log = useQuery({ queryKey: adminKeys.log, queryFn: fetchLog });
  if (log.isPending) return <Loading />;
  if (log.isError) return <Failed retry={() => void log.refetch()} />;
  if (log.data.items.length === 0)
    return <EmptyState icon={ScrollText} title={t('admin.log.empty')} />;
  return (
    <ol className="flex flex-col divide-y rounded-xl border bg-card">
      {log.data.items.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 p-3 text-sm">
          <span>
            <strong>{entry.actor ? `@${entry.actor.username}` : t('admin.log.system')}</strong>{' '}
            {t(`admin.log.action.${entry.action}`, { defaultValue: entry.action })}{' '}
            {entry.targetUser ? <strong>@{entry.targetUser.username}</strong> : null}
            {entry.scope === 'community' ? ` · ${t('admin.log.community')}` : null}
          </span>
          <span className="text-muted-foreground">
            {format.date(entry.createdAt, { withTime: true })}
            {entry.reason ? ` · ${entry.reason}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
