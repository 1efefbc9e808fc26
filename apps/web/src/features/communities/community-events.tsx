import { useQuery } from '@tanstack/react-query';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EventCard, EventCardSkeleton } from '@/features/events/event-card';
import { eventKeys, fetchEvents } from '@/features/events/events-api';

const shown = 3;

/** The community's next events (soonest first), with a link to create one in it. */
export function CommunityEvents({ communityId, member }: { communityId: string; member: boolean }) {
  const { t } = useTranslation();
  const filter = { when: 'upcoming' as const, communityId, limit: shown };
  const events = useQuery({
    queryKey: eventKeys.list(filter),
    queryFn: ({ signal }) => fetchEvents(filter, undefined, signal),
  });
  return (
    <section aria-labelledby="community-events" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="community-events" className="text-lg font-semibold">
          {t('communities.events.title')}
        </h2>
        {member ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/dashboard/events/create?community=${communityId}`}>
              <CalendarPlus aria-hidden="true" />
              {t('communities.events.create')}
            </Link>
          </Button>
        ) : null}
      </div>
      {events.isPending ? (
        <ul className="flex flex-col gap-3">
          <EventCardSkeleton />
        </ul>
      ) : events.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {t('communities.events.loadFailed')}
        </p>
      ) : events.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('communities.events.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {events.data.items.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}
