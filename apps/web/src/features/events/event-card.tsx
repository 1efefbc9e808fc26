import type { Event } from '@aebro/shared/events';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import Repeat from 'lucide-react/icons/repeat';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { placeOf, useEventDates } from './event-format';
import { useRecurrenceText } from './recurrence-text';

/** One event in a list: cover, title, date and time, place, counts, and its status. */
export function EventCard({ event }: { event: Event }) {
  const { t } = useTranslation();
  const dates = useEventDates();
  const describe = useRecurrenceText();
  return (
    <li className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <Link
        to={`/events/${event.id}`}
        className="flex gap-3 p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:gap-4 sm:p-4"
      >
        <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-secondary text-primary sm:size-20">
          {event.coverUrl ? (
            <img src={event.coverUrl} alt="" className="size-full object-cover" />
          ) : (
            <CalendarDays className="size-7" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base leading-snug font-semibold break-words">{event.title}</h3>
            {event.status === 'cancelled' ? (
              <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
                {t('events.card.cancelled')}
              </span>
            ) : null}
            {event.status === 'draft' ? (
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium">
                {t('events.card.draft')}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">{dates.range(event)}</p>
          {event.series ? (
            // A series is listed once, at its next date: the rule says when else it happens.
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <Repeat className="size-4 shrink-0" aria-hidden="true" />
              <span>{describe(event.series.recurrence, event.startsAt, event.timeZone)}</span>
            </p>
          ) : null}
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">
              {placeOf(event, dates.language, t('events.card.online'))}
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="flex items-center gap-1">
              <Users className="size-4" aria-hidden="true" />
              {t('events.card.going', { count: event.goingCount })}
            </span>
            {event.remaining !== null ? (
              <span className={event.remaining === 0 ? 'font-medium text-destructive' : ''}>
                {event.remaining === 0
                  ? t('events.card.full')
                  : t('events.card.placesLeft', { count: event.remaining })}
              </span>
            ) : null}
            {event.category ? (
              <span className="text-muted-foreground">
                {t(`events.categories.${event.category}`)}
              </span>
            ) : null}
          </p>
        </div>
      </Link>
    </li>
  );
}

export function EventCardSkeleton() {
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-4">
      <Skeleton className="size-20 rounded-lg" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </li>
  );
}
