import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Person } from '@aebro/shared/connections';
import { LoaderCircle, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/features/session/use-session';
import type { ApiRequestError } from '@/lib/api';
import type { PersonPage } from '@/features/people/people-api';
import { PersonRow, PersonRowSkeleton } from '@/features/people/person-row';
import { useInView } from '@/features/people/use-in-view';

interface PeopleListProps {
  query: UseInfiniteQueryResult<InfiniteData<PersonPage>, ApiRequestError>;
  label: string;
  empty: { title: string; text: string; icon?: LucideIcon; action?: ReactNode };
  /** What each row offers in place of the follow button. */
  rowAction?: (person: Person) => ReactNode;
}

/**
 * A keyset-paginated list of people: skeletons while the first page loads, an empty state, an error
 * with "Try again", then rows; the next page loads on scrolling near the end or with "Load more".
 */
export function PeopleList({ query, label, empty, rowAction }: PeopleListProps) {
  const { t } = useTranslation();
  const myId = useSession().data?.user.id;
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
      <div role="status" aria-label={t('people.list.loading')}>
        <ul className="divide-y">
          {[0, 1, 2, 3, 4].map((index) => (
            <PersonRowSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  // A failed next page keeps the rows already shown; only a failed first page replaces the list.
  if (!query.data) return <ListError onRetry={() => void query.refetch()} />;
  const people = query.data.pages.flatMap((page) => page.items);
  if (people.length === 0) {
    return (
      <EmptyState frame="list" icon={empty.icon ?? Users} title={empty.title} text={empty.text}>
        {empty.action}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="divide-y">
        {people.map((person) => (
          <PersonRow
            key={person.id}
            person={person}
            isSelf={person.id === myId}
            action={rowAction?.(person)}
          />
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
            {isFetchingNextPage ? t('people.list.loadingMore') : t('people.list.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center"
    >
      <p>{t('people.list.loadFailed')}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
