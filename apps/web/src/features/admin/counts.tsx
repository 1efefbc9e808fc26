import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/locale-format';
import { adminKeys, fetchCounts } from './admin-api';

const countKeys = [
  'members',
  'postsToday',
  'openReports',
  'pendingVerifications',
  'failedJobs',
] as const;

/**
 * The simple counts above the tabs: members, posts today, open reports, pending verifications and
 * background jobs that failed every retry.
 */
export function AdminCounts() {
  const { t, i18n } = useTranslation();
  const counts = useQuery({ queryKey: adminKeys.counts, queryFn: fetchCounts });
  const numbers = numberFormat(i18n.resolvedLanguage);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {countKeys.map((key) => (
        <div key={key} className="rounded-xl border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{t(`admin.counts.${key}`)}</dt>
          <dd className="text-2xl font-bold">
            {counts.data ? numbers.format(counts.data[key]) : '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
