import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
    <section
      aria-labelledby="profile-missing"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center"
    >
      <span className="inline-grid size-16 place-items-center rounded-full bg-muted">
        <UserX className="size-8 text-muted-foreground" aria-hidden="true" />
      </span>
      <h2 id="profile-missing" className="text-2xl font-bold">
        {t('people.profile.notFound.title')}
      </h2>
      <p className="text-muted-foreground">{t('people.profile.notFound.text')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/search">{t('people.profile.notFound.findPeople')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('notFound.goToDashboard')}</Link>
        </Button>
      </div>
    </section>
  );
}

/** The profile could not be loaded (network, server): say so and offer to try again. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" title={t('common.somethingWentWrong')}>
      <p>{t('people.profile.loadFailed')}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-2 self-start"
        onClick={onRetry}
      >
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}
