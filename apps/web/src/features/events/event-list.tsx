import { CalendarDays, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { EventCard, EventCardSkeleton } from './event-card';
import type { EventPageQuery } from './use-events';

interface EventListProps {
  query: EventPageQuery;
  label: string;
  empty: { title: string; text?: string; action?: ReactNode };
}

/** Events page by page: skeletons, an empty state with the way on, an error with "Try again". */
export function EventList({ query, label, empty }: EventListProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('events.list.loading')}>
        <ul className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <EventCardSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  if (!query.data) {
    return (
      <Alert tone="error" title={t('common.somethingWentWrong')}>
        <p>{t('events.list.loadFailed')}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2 self-start"
          onClick={() => void query.refetch()}
        >
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const events = query.data.pages.flatMap((page) => page.items);
  if (events.length === 0)
    return (
      <EmptyState frame="list" icon={CalendarDays} title={empty.title} text={empty.text}>
        {empty.action}
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col gap-3">
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            type="button"
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? (
              <LoaderCircle
                className="animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            ) : null}
            {query.isFetchingNextPage ? t('events.list.loadingMore') : t('events.list.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
