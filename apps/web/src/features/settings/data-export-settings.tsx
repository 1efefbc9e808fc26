import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useTranslation } from 'react-i18next';
import type { DataExportState } from '@aebro/shared/my-data';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/api';
import { numberLocale } from '@aebro/shared/money';
import { useDateFormat } from '@/lib/use-date-format';
import { AccountSubsection } from './account-subsection';
import { fetchExportState, myDataKeys, requestExport } from './my-data-api';

function sizeText(bytes: number | null, language: string): string {
  const megabytes = (bytes ?? 0) / 1_000_000;
  const value = new Intl.NumberFormat(numberLocale(language), {
    maximumFractionDigits: megabytes < 10 ? 1 : 0,
  }).format(Math.max(megabytes, 0.1));
  return `${value} MB`;
}

/** Settings → Account → Download my data: ask, watch it being prepared, download while valid. */
export function DataExportSettings() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: myDataKeys.export,
    queryFn: fetchExportState,
    // While the job works, look again every few seconds.
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? 3000 : false),
  });
  const ask = useMutation({
    mutationFn: requestExport,
    onSuccess: (next: DataExportState) => {
      queryClient.setQueryData(myDataKeys.export, next);
      toast.success(t('account.myData.asked'));
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiRequestError && error.code === 'EXPORT_TOO_SOON'
          ? t('account.myData.tooSoon')
          : t('account.myData.failed'),
      ),
  });
  const data = state.data;
  const canAsk = data !== undefined && data.nextAllowedAt === null && data.status !== 'preparing';
  return (
    <AccountSubsection
      id="my-data-title"
      title={t('account.myData.title')}
      description={t('account.myData.description')}
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        {state.isError ? <Alert tone="error">{t('account.myData.loadFailed')}</Alert> : null}
        {data?.status === 'preparing' ? (
          <p className="flex items-center gap-2 text-sm">
            <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
            {t('account.myData.preparing')}
          </p>
        ) : null}
        {data?.status === 'ready' && data.downloadUrl ? (
          <div className="flex flex-col gap-2 rounded-lg bg-muted p-4 text-sm">
            <p className="font-medium">{t('account.myData.ready')}</p>
            <a
              href={data.downloadUrl}
              download
              className="inline-flex items-center gap-2 self-start rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary/90"
            >
              <Download className="size-4" aria-hidden="true" />
              {t('account.myData.download', { size: sizeText(data.bytes, format.language) })}
            </a>
            {data.expiresAt ? (
              <p className="text-muted-foreground">
                {t('account.myData.until', {
                  date: format.date(data.expiresAt, { dateStyle: 'long', withTime: true }),
                })}
              </p>
            ) : null}
          </div>
        ) : null}
        {data?.status === 'expired' ? (
          <p className="text-sm text-muted-foreground">{t('account.myData.expired')}</p>
        ) : null}
        {data?.status === 'failed' ? (
          <Alert tone="error">{t('account.myData.failed')}</Alert>
        ) : null}
        {data?.nextAllowedAt && data.status !== 'preparing' ? (
          <p className="text-sm text-muted-foreground">
            {t('account.myData.nextAllowed', {
              date: format.date(data.nextAllowedAt, { dateStyle: 'long', withTime: true }),
            })}
          </p>
        ) : null}
      </div>
      {canAsk ? (
        <Button
          type="button"
          variant={data.status === 'failed' ? 'default' : 'outline'}
          className="self-start"
          disabled={ask.isPending}
          onClick={() => ask.mutate()}
        >
          {ask.isPending
            ? t('account.working')
            : data.status === 'failed'
              ? t('account.myData.tryAgain')
              : t('account.myData.prepare')}
        </Button>
      ) : null}
    </AccountSubsection>
  );
}
