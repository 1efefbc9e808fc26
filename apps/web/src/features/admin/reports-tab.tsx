import { useQuery } from '@tanstack/react-query';
import Flag from 'lucide-react/icons/flag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReport, ModerationAction } from '@aebro/shared/safety';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { adminKeys, decide, fetchReports } from './admin-api';
import { Failed, Loading, StatusBadge } from './admin-parts';
import type { Pending } from './reason-dialog';
import { useDateFormat } from '@/lib/use-date-format';

function ReportCard({ report, ask }: { report: AdminReport; ask: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const name = report.target ? `@${report.target.username}` : t('admin.reports.nobody');
  const action = (value: ModerationAction): Pending => ({
    title: t(`admin.reports.confirm.${value}`, { name }),
    withDays: value === 'suspend',
    reasonRequired: true,
    confirm: t(`admin.reports.action.${value}`),
    run: (reason, days) =>
      decide(report.id, { action: value, reason, ...(value === 'suspend' ? { days } : {}) }),
  });
  const actions: ModerationAction[] =
    report.kind === 'post' || report.kind === 'comment'
      ? ['dismiss', 'remove', 'warn', 'suspend', 'ban']
      : ['dismiss', 'warn', 'suspend', 'ban'];
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4" data-report={report.id}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-destructive/10 px-2 py-0.5 font-medium text-destructive">
          {t(`safety.category.${report.category}`)}
        </span>
        <span className="font-medium">{t(`admin.kind.${report.kind}`)}</span>
        <span className="text-muted-foreground">
          {format.date(report.createdAt, { withTime: true })}
        </span>
        {report.reportCount > 1 ? (
          <span className="text-muted-foreground">
            {t('admin.reports.count', { count: report.reportCount })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('admin.reports.about', { name })}</span>
        {report.target ? <StatusBadge person={report.target} /> : null}
        {report.reporter ? (
          <span className="text-muted-foreground">
            {t('admin.reports.by', { name: `@${report.reporter.username}` })}
          </span>
        ) : null}
      </div>
      {report.content.text || report.content.images.length > 0 ? (
        <blockquote className="rounded-lg bg-muted p-3 text-sm break-words whitespace-pre-line">
          {report.content.text}
          {report.content.images.length > 0 ? (
            <span className="mt-2 flex gap-2">
              {report.content.images.slice(0, 4).map((url) => (
                <img
                  key={url}
                  src={url}
                  alt={t('admin.reports.image')}
                  className="size-16 rounded object-cover"
                />
              ))}
            </span>
          ) : null}
        </blockquote>
      ) : null}
      {report.content.earlier.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            {t('admin.reports.earlier')}
          </summary>
          <ol className="mt-2 flex flex-col gap-2">
            {report.content.earlier.map((text, index) => (
              <li
                key={index}
                className="rounded-lg bg-muted p-3 break-words whitespace-pre-line"
                dir="auto"
              >
                {text}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {report.content.link ? (
        <a href={report.content.link} className="text-sm text-primary underline">
          {t('admin.reports.open')}
        </a>
      ) : null}
      {report.details ? (
        <p className="text-sm">
          <span className="font-medium">{t('admin.reports.details')}</span> {report.details}
        </p>
      ) : null}
      {report.attachedPosts.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {report.attachedPosts.map((post) => (
            <li key={post.id} className="rounded bg-muted p-2">
              {post.text || t('admin.reports.removedPost')}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions.map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={
              value === 'dismiss' ? 'outline' : value === 'ban' ? 'destructive' : 'secondary'
            }
            onClick={() => ask(action(value))}
          >
            {t(`admin.reports.action.${value}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** The reports queue, newest or most-reported first. */
export function ReportsTab({ ask }: { ask: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<'newest' | 'most'>('newest');
  const reports = useQuery({
    queryKey: adminKeys.reports(sort),
    queryFn: () => fetchReports(sort),
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2 self-end text-sm">
        <label htmlFor="admin-reports-sort">{t('admin.reports.sort')}</label>
        <NativeSelect
          id="admin-reports-sort"
          value={sort}
          onChange={(event) => setSort(event.target.value === 'most' ? 'most' : 'newest')}
          className="w-44"
        >
          <option value="newest">{t('admin.reports.newest')}</option>
          <option value="most">{t('admin.reports.most')}</option>
        </NativeSelect>
      </div>
      {reports.isPending ? (
        <Loading />
      ) : reports.isError ? (
        <Failed retry={() => void reports.refetch()} />
      ) : reports.data.items.length === 0 ? (
        <EmptyState
          icon={Flag}
          title={t('admin.reports.empty')}
          text={t('admin.reports.emptyText')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.data.items.map((report) => (
            <ReportCard key={report.id} report={report} ask={ask} />
          ))}
        </ul>
      )}
    </div>
  );
}
