import type { Service } from '@aebro/shared/services';
import { LoaderCircle, Store, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useInView } from '@/features/people/use-in-view';
import { ServiceCard, ServiceCardSkeleton } from './service-card';
import type { PageQuery } from './use-services';

interface ServiceListProps {
  query: PageQuery<Service>;
  label: string;
  empty: { title: string; text: string; icon?: LucideIcon; action?: ReactNode };
}

/** Listings page by page: skeletons, an empty state with the way on, an error with "Try again". */
export function ServiceList({ query, label, empty }: ServiceListProps) {
  const { t } = useTranslation();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = (): void => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useInView(
    loadMore,
    hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError,
  );

  if (query.isPending)
    return (
      <div role="status" aria-label={t('services.list.loading')}>
        <ul className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <ServiceCardSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  if (!query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const services = query.data.pages.flatMap((page) => page.items);
  if (services.length === 0)
    return (
      <EmptyState frame="list" icon={empty.icon ?? Store} title={empty.title} text={empty.text}>
        {empty.action}
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col gap-3">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </ul>
      {query.isFetchNextPageError ? <LoadError onRetry={loadMore} /> : null}
      {hasNextPage ? (
        <div ref={sentinel} className="flex justify-center">
          <Button type="button" variant="outline" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? (
              <LoaderCircle
                className="animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            ) : null}
            {isFetchingNextPage ? t('services.list.loadingMore') : t('services.list.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function LoadError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" title={t('common.somethingWentWrong')}>
      <p>{text ?? t('services.list.loadFailed')}</p>
      <Button variant="outline" size="sm" className="mt-2 self-start" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}
