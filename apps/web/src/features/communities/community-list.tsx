import type { Community } from '@aebro/shared/communities';
import { LoaderCircle, UsersRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useInView } from '@/features/people/use-in-view';
import { CommunityCard, CommunityCardSkeleton } from './community-card';
import type { PageQuery } from './use-community';

interface CommunityListProps {
  query: PageQuery<Community>;
  label: string;
  empty: { title: string; text: string; icon?: LucideIcon; action?: ReactNode };
}

/** Communities page by page: skeletons, an empty state with the way on, an error with "Try again". */
export function CommunityList({ query, label, empty }: CommunityListProps) {
  const { t } = useTranslation();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = (): void => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useInView(
    loadMore,
    hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError,
  );

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('communities.list.loading')}>
        <ul className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <CommunityCardSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  if (!query.data) return <ListError onRetry={() => void query.refetch()} />;
  const communities = query.data.pages.flatMap((page) => page.items);
  if (communities.length === 0) {
    return (
      <EmptyState
        frame="list"
        icon={empty.icon ?? UsersRound}
        title={empty.title}
        text={empty.text}
      >
        {empty.action}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col gap-3">
        {communities.map((community) => (
          <CommunityCard key={community.id} community={community} />
        ))}
      </ul>
      {query.isFetchNextPageError ? <ListError onRetry={loadMore} /> : null}
      {hasNextPage ? (
        <div ref={sentinel} className="flex justify-center">
          <Button type="button" variant="outline" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? (
              <LoaderCircle
                className="animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            ) : null}
            {isFetchingNextPage
              ? t('communities.list.loadingMore')
              : t('communities.list.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function ListError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" title={t('common.somethingWentWrong')}>
      <p>{text ?? t('communities.list.loadFailed')}</p>
      <Button variant="outline" size="sm" className="mt-2 self-start" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}
