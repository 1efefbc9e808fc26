import type { Event } from '@aebro/shared/events';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { EventActions } from '@/features/events/event-actions';
import { EventAttendees } from '@/features/events/event-attendees';
import { EventFacts } from '@/features/events/event-facts';
import { EventHeader } from '@/features/events/event-header';
import { EventRsvpPanel } from '@/features/events/event-rsvp-panel';
import { EventSeries } from '@/features/events/event-series';
import { EventStatusNotice } from '@/features/events/event-status-notice';
import { refused, useEvent } from '@/features/events/use-events';
import { useItemTitle } from '@/features/layout/screen-title';

/** /events/:id: an event, the answer buttons, saving, the calendar file, and the organiser's tools. */
export default function EventPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const event = useEvent(id, params.get('payment') !== null && params.get('checkout') === null);
  useItemTitle(event.data?.title);

  if (event.isPending)
    return (
      <div
        role="status"
        aria-label={t('events.list.loading')}
        className="mx-auto flex max-w-2xl flex-col gap-3"
      >
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  if (!event.data) {
    if (refused(event.error))
      return (
        <EmptyState
          heading="h2"
          icon={CalendarDays}
          title={t('events.detail.notFoundTitle')}
          text={t('events.detail.notFoundText')}
        >
          <Button asChild variant="outline">
            <Link to="/events">{t('events.detail.back')}</Link>
          </Button>
        </EmptyState>
      );
    return <LoadError text={t('events.detail.loadFailed')} onRetry={() => void event.refetch()} />;
  }
  return <EventDetail event={event.data} />;
}

function EventDetail({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const { viewer } = event;
  const open = event.status === 'published' && new Date(event.endsAt).getTime() > now;

  return (
    <article aria-labelledby="event-title" className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <EventHeader event={event} />
      <EventStatusNotice event={event} />
      <EventFacts event={event} />
      <EventSeries event={event} />
      {open ? <EventRsvpPanel event={event} /> : null}
      <EventActions event={event} />

      {event.description ? (
        <section aria-labelledby="about-title" className="flex flex-col gap-2">
          <h3 id="about-title" className="font-semibold">
            {t('events.detail.description')}
          </h3>
          <p className="text-sm whitespace-pre-line break-words">{event.description}</p>
        </section>
      ) : null}

      {viewer.isOrganiser && event.status !== 'draft' ? (
        <EventAttendees eventId={event.id} />
      ) : null}
    </article>
  );
}
