import { useTranslation } from 'react-i18next';
import type { AdminPerson } from '@aebro/shared/safety';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/lib/use-date-format';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('admin.loading')} className="flex flex-col gap-3">
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

export function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-muted p-4 text-sm">
      <p>{t('admin.loadFailed')}</p>
      <Button type="button" variant="outline" size="sm" onClick={retry}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

export function StatusBadge({ person }: { person: Pick<AdminPerson, 'status' | 'until'> }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const tone =
    person.status === 'active'
      ? 'bg-secondary text-secondary-foreground'
      : person.status === 'deleted'
        ? 'bg-muted text-muted-foreground'
        : 'bg-destructive/10 text-destructive';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      {person.status === 'suspended' && person.until
        ? t('admin.status.suspendedUntil', {
            date: format.date(person.until),
          })
        : t(`admin.status.${person.status}`)}
    </span>
  );
}
