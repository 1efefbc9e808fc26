import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { numberFormat } from '@/lib/locale-format';
import { useDateFormat } from '@/lib/use-date-format';
import { adminKeys, fetchFailedJobs, retryJob } from './admin-api';
import { Failed, Loading } from './admin-parts';

/**
 * Background jobs that failed every retry (the dead letters), by job: how many, the last error and
 * when; "Retry" puts the last one back in line once its cause is mended.
 */
export function JobsTab() {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  const client = useQueryClient();
  const jobs = useQuery({ queryKey: adminKeys.jobs, queryFn: fetchFailedJobs });
  const retry = useMutation({
    mutationFn: retryJob,
    onSuccess: async () => {
      toast.success(t('admin.jobs.retried'));
      await client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: () => toast.error(t('admin.failed')),
  });
  if (jobs.isPending) return <Loading />;
  if (jobs.isError) return <Failed retry={() => void jobs.refetch()} />;
  if (jobs.data.total === 0)
    return (
      <EmptyState
        icon={CircleCheck}
        title={t('admin.jobs.empty')}
        text={t('admin.jobs.emptyText')}
      />
    );
  const numbers = numberFormat(i18n.resolvedLanguage);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('admin.jobs.intro')}</p>
      <ul className="flex flex-col gap-3">
        {jobs.data.queues.map((queue) => (
          <li
            key={queue.name}
            className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <code className="font-mono text-sm break-all">{queue.name}</code>
              <span className="font-semibold">
                {t('admin.jobs.count', {
                  count: queue.count,
                  formatted: numbers.format(queue.count),
                })}
              </span>
            </div>
            <p className="text-muted-foreground">
              {t('admin.jobs.last', { date: format.date(queue.lastFailedAt, { withTime: true }) })}
            </p>
            <p className="rounded-md bg-muted p-2 font-mono text-xs break-words">
              {queue.lastError}
            </p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="self-start"
              disabled={retry.isPending}
              aria-label={t('admin.jobs.retryLabel', { name: queue.name })}
              onClick={() => retry.mutate(queue.lastJobId)}
            >
              {retry.isPending && retry.variables === queue.lastJobId
                ? t('admin.jobs.retrying')
                : t('admin.jobs.retry')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
