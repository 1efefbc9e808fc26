import UserX from 'lucide-react/icons/user-x';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

/** The profile header's shape while it loads, so nothing moves when it arrives. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('people.profile.loading')}
      className="rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <Skeleton className="size-24 shrink-0 rounded-full" />
        <div className="flex w-full flex-1 flex-col items-center gap-3 sm:items-start">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="mt-2 h-10 w-28" />
        </div>
      </div>
    </div>
  );
}

/** A profile that does not exist (404): say so kindly and offer a way on. */
export function ProfileNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={UserX}
      heading="h2"
      title={t('people.profile.notFound.title')}
      text={t('people.profile.notFound.text')}
    >
      <Button asChild>
        <Link to="/search">{t('people.profile.notFound.findPeople')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/dashboard">{t('notFound.goToDashboard')}</Link>
      </Button>
    </EmptyState>
  );
}

/** The profile could not be loaded (network, server): say so and offer to try again. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadError text={t('people.profile.loadFailed')} onRetry={onRetry} />;
}
