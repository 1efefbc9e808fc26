import { useQuery, useQueryClient } from '@tanstack/react-query';
import Ban from 'lucide-react/icons/ban';
import Check from 'lucide-react/icons/check';
import Flag from 'lucide-react/icons/flag';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { communityReportActions, type CommunityReportAction } from '@aebro/shared/community-terms';
import type { CommunityReport } from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { authorName } from '@/features/posts/author-name';
import { useDateFormat } from '@/lib/use-date-format';
import { communityKeys, decideCommunityReport, fetchCommunityReports } from './communities-api';
import { communityErrorKey } from './community-errors';

type Status = 'open' | 'dismissed' | 'actioned';

/**
 * Issue 37: reports on the community's posts and comments come to its admins first. Each one
 * shows the rule named, the content and its author; the admin removes it, warns the author, bans
 * them from the community, or dismisses the report.
 */
export function ManageReports({ communityId }: { communityId: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('open');
  const query = useQuery({
    queryKey: communityKeys.reports(communityId, status),
    queryFn: ({ signal }) => fetchCommunityReports(communityId, status, undefined, signal),
  });
  const items = query.data?.items ?? [];
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
      aria-labelledby="reports-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="reports-title" className="text-lg font-semibold">
          {t(`communities.reports.${status}Title`)}
        </h3>
        <button
          type="button"
          className="rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={() => setStatus(status === 'open' ? 'actioned' : 'open')}
        >
          {status === 'open'
            ? t('communities.reports.showDecided')
            : t('communities.reports.showOpen')}
        </button>
      </div>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">{t('communities.reports.loading')}</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t(communityErrorKey(query.error))}
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <Flag className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('communities.reports.empty')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('communities.reports.list')}>
          {items.map((report) => (
            <ReportCard key={report.id} report={report} communityId={communityId} />
          ))}
        </ul>
      )}
    </section>
  );
}

const actionIcons = { remove: Trash2, warn: TriangleAlert, ban: Ban, dismiss: Check } as const;

function ReportCard({ report, communityId }: { report: CommunityReport; communityId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const when = useDateFormat().date(report.createdAt, { dateStyle: 'short' });
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<CommunityReportAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = async (action: CommunityReportAction) => {
    setBusy(action);
    setError(null);
    try {
      await decideCommunityReport(communityId, report.id, { action, reason: reason.trim() });
      toast.success(t(`communities.reports.done.${action}`));
      void queryClient.invalidateQueries({ queryKey: ['communities', 'reports', communityId] });
      if (action === 'ban')
        void queryClient.invalidateQueries({ queryKey: communityKeys.members(communityId) });
    } catch (failure) {
      setError(t(communityErrorKey(failure)));
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={`${id}-title`} className="font-semibold">
          {report.rule
            ? t('communities.reports.rule', {
                number: report.rule.number,
                title: report.rule.title,
              })
            : t(`safety.category.${report.category}`)}
        </p>
        <span className="text-xs text-muted-foreground">
          {t(`communities.reports.kind.${report.kind}`)} · {when}
          {report.reportCount > 1
            ? ` · ${t('communities.reports.count', { count: report.reportCount })}`
            : ''}
        </span>
      </div>
      <blockquote className="rounded-md bg-muted px-3 py-2 text-sm break-words whitespace-pre-line">
        {report.content.text || t('communities.reports.noText')}
      </blockquote>
      <p className="text-sm text-muted-foreground">
        {report.author
          ? t('communities.reports.by', { name: authorName(report.author) })
          : t('communities.reports.unknownAuthor')}
        {report.content.link ? (
          <>
            {' · '}
            <Link className="text-primary underline" to={report.content.link}>
              {t('communities.reports.open')}
            </Link>
          </>
        ) : null}
      </p>
      {report.details ? (
        <p className="text-sm">
          <span className="font-medium">{t('communities.reports.details')}</span> {report.details}
        </p>
      ) : null}
      {report.status === 'open' ? (
        <>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('communities.reports.reason')}
            <Textarea
              value={reason}
              rows={2}
              maxLength={1000}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t('communities.reports.reasonHint')}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            {communityReportActions.map((action) => {
              const Icon = actionIcons[action];
              return (
                <Button
                  key={action}
                  type="button"
                  size="sm"
                  variant={
                    action === 'dismiss'
                      ? 'outline'
                      : action === 'ban'
                        ? 'destructive'
                        : 'secondary'
                  }
                  disabled={busy !== null}
                  onClick={() => void decide(action)}
                >
                  <Icon aria-hidden="true" />
                  {t(`communities.reports.actions.${action}`)}
                </Button>
              );
            })}
          </div>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm font-medium">
          {t(`communities.reports.outcome.${report.outcome ?? 'dismiss'}`)}
        </p>
      )}
    </li>
  );
}
