import CalendarDays from 'lucide-react/icons/calendar-days';
import { useTranslation } from 'react-i18next';
import { listTexts, PagedList, type ListEmpty } from '@/components/paged-list';
import { EventCard, EventCardSkeleton } from './event-card';
import type { EventPageQuery } from './use-events';

interface EventListProps {
  query: EventPageQuery;
  label: string;
  empty: ListEmpty;
}

/** Events page by page: skeletons, an empty state with the way on, an error with "Try again". */
export function EventList({ query, label, empty }: EventListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      label={label}
      texts={listTexts(t, 'events.list')}
      empty={{ ...empty, icon: empty.icon ?? CalendarDays }}
      skeleton={<EventCardSkeleton />}
      item={(event) => <EventCard event={event} />}
      itemKey={(event) => event.id}
    />
  );
}
