import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, RsvpStatus } from '@aebro/shared/events';
import {
  ArrowLeft,
  Bookmark,
  BookmarkCheck,
  CalendarDays,
  CalendarPlus,
  Clock,
  MapPin,
  Pencil,
  Users,
  Video,
  XCircle,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { LoadError } from '@/components/load-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AttendeeLists } from '@/features/events/attendee-lists';
import { placeOf, useEventDates } from '@/features/events/event-format';
import {
  answerEvent,
  cancelEvent,
  eventCalendarPath,
  eventKeys,
  payForEvent,
  setEventSaved,
  withdrawAnswer,
} from '@/features/events/events-api';
import { refused, useEvent } from '@/features/events/use-events';

const answers: Array<{ status: RsvpStatus; key: string }> = [
  { status: 'going', key: 'events.detail.going' },
  { status: 'interested', key: 'events.detail.interested' },
  { status: 'not_going', key: 'events.detail.notGoing' },
];

/** /events/:id: an event, the answer buttons, saving, the calendar file, and the organiser's tools. */
export default function EventPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const event = useEvent(id, params.get('payment') !== null && params.get('checkout') === null);

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
  const dates = useEventDates();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const [now] = useState(() => Date.now());
  const fresh = (next: Event): void => {
    client.setQueryData(eventKeys.one(event.id), next);
    void client.invalidateQueries({ queryKey: ['events', 'list'] });
    void client.invalidateQueries({ queryKey: ['events', 'mine'] });
    void client.invalidateQueries({ queryKey: eventKeys.attendees(event.id) });
  };
  const failed = (): void => {
    toast.error(t('events.detail.actionFailed'));
  };
  const answer = useMutation({
    mutationFn: (status: RsvpStatus | null) =>
      status ? answerEvent(event.id, status) : withdrawAnswer(event.id),
    onSuccess: fresh,
    onError: failed,
  });
  const save = useMutation({
    mutationFn: (saved: boolean) => setEventSaved(event.id, saved),
    onSuccess: fresh,
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: () => cancelEvent(event.id),
    onSuccess: (next) => {
      fresh(next);
      setConfirming(false);
      toast.success(t('events.detail.cancelledToast'));
    },
  });
  const pay = useMutation({
    mutationFn: () => payForEvent(event.id),
    onSuccess: (started) => window.location.assign(started.checkoutUrl),
    onError: failed,
  });
  const { viewer } = event;
  const open = event.status === 'published' && new Date(event.endsAt).getTime() > now;
  const returned = params.get('payment') !== null;

  return (
    <article aria-labelledby="event-title" className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <Link
        to="/events"
        className="flex items-center gap-1 self-start text-sm text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('events.detail.back')}
      </Link>
      {event.coverUrl ? (
        <img src={event.coverUrl} alt="" className="aspect-[3/1] w-full rounded-xl object-cover" />
      ) : null}
      <header className="flex flex-col gap-2">
        <h2 id="event-title" className="text-2xl font-bold break-words">
          {event.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          <Link to={`/profile/${event.organiser.id}`} className="hover:underline">
            {t('events.detail.organiser', { name: event.organiser.displayName })}
          </Link>
          {event.community ? (
            <>
              {' · '}
              <Link to={`/communities/${event.community.id}`} className="hover:underline">
                {t('events.detail.community', { name: event.community.name })}
              </Link>
            </>
          ) : null}
          {event.category ? ` · ${t(`events.categories.${event.category}`)}` : null}
        </p>
      </header>

      {event.status === 'cancelled' ? (
        <Alert tone="error" title={t('events.card.cancelled')}>
          <p>{t('events.detail.cancelledNotice')}</p>
        </Alert>
      ) : null}
      {event.status === 'draft' ? (
        <Alert tone="info" title={t('events.card.draft')}>
          <p>
            {params.get('checkout') === 'cancelled'
              ? t('events.detail.paymentCancelled')
              : returned
                ? t('events.detail.paymentDone')
                : t('events.detail.draftNotice')}
          </p>
          <Button
            size="sm"
            className="mt-2 self-start"
            disabled={pay.isPending}
            onClick={() => pay.mutate()}
          >
            {pay.isPending ? t('events.detail.paying') : t('events.detail.pay')}
          </Button>
        </Alert>
      ) : null}

      <dl className="grid gap-3 rounded-xl border bg-card p-4 text-sm">
        <div className="flex gap-3">
          <dt className="flex items-center gap-2 font-medium">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('events.detail.when')}</span>
          </dt>
          <dd>{dates.range(event)}</dd>
        </div>
        <div className="flex gap-3">
          <dt className="flex items-center gap-2 font-medium">
            {event.online ? (
              <Video className="size-4 text-primary" aria-hidden="true" />
            ) : (
              <MapPin className="size-4 text-primary" aria-hidden="true" />
            )}
            <span className="sr-only sm:not-sr-only">{t('events.detail.where')}</span>
          </dt>
          <dd className="flex flex-col gap-1">
            <span>{placeOf(event, dates.language, t('events.detail.online'))}</span>
            {event.online ? (
              event.onlineUrl ? (
                <a
                  href={event.onlineUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline underline-offset-4"
                >
                  {t('events.detail.joinLink')}
                </a>
              ) : (
                <span className="text-muted-foreground">{t('events.detail.linkHidden')}</span>
              )
            ) : null}
          </dd>
        </div>
        <div className="flex gap-3">
          <dt className="flex items-center gap-2 font-medium">
            <Users className="size-4 text-primary" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('events.detail.places')}</span>
          </dt>
          <dd className="flex flex-wrap gap-x-3 gap-y-1">
            <span>{t('events.detail.goingCount', { count: event.goingCount })}</span>
            <span>{t('events.detail.interestedCount', { count: event.interestedCount })}</span>
            {event.waitlistCount > 0 ? (
              <span>{t('events.detail.waitingCount', { count: event.waitlistCount })}</span>
            ) : null}
            <span className="font-medium" data-testid="remaining">
              {event.remaining === null
                ? t('events.detail.unlimited')
                : t('events.detail.remaining', { count: event.remaining })}
            </span>
          </dd>
        </div>
      </dl>

      {open ? (
        <section aria-labelledby="rsvp-title" className="flex flex-col gap-3">
          <h3 id="rsvp-title" className="font-semibold">
            {t('events.detail.rsvpLabel')}
          </h3>
          {event.remaining === 0 && viewer.rsvp !== 'going' && !viewer.offerExpiresAt ? (
            <p className="text-sm text-muted-foreground">{t('events.detail.full')}</p>
          ) : null}
          <div role="group" aria-labelledby="rsvp-title" className="flex flex-wrap gap-2">
            {answers.map((item) => (
              <Button
                key={item.status}
                type="button"
                variant={viewer.rsvp === item.status ? 'default' : 'outline'}
                aria-pressed={viewer.rsvp === item.status}
                disabled={answer.isPending}
                onClick={() => answer.mutate(item.status)}
              >
                {t(item.key)}
              </Button>
            ))}
            {viewer.rsvp || viewer.waitlistPosition ? (
              <Button
                type="button"
                variant="ghost"
                disabled={answer.isPending}
                onClick={() => answer.mutate(null)}
              >
                {t('events.detail.withdraw')}
              </Button>
            ) : null}
          </div>
          {viewer.offerExpiresAt ? (
            <Alert tone="success" title={t('events.detail.going')}>
              <p>{t('events.detail.offer', { time: dates.instant(viewer.offerExpiresAt) })}</p>
            </Alert>
          ) : viewer.waitlistPosition ? (
            <p role="status" className="text-sm font-medium">
              {t('events.detail.waitlisted', { position: viewer.waitlistPosition })}
            </p>
          ) : null}
        </section>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {event.status !== 'draft' ? (
          <Button
            type="button"
            variant="outline"
            aria-pressed={viewer.saved}
            disabled={save.isPending}
            onClick={() => save.mutate(!viewer.saved)}
          >
            {viewer.saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
            {viewer.saved ? t('events.detail.saved') : t('events.detail.save')}
          </Button>
        ) : null}
        {event.status !== 'draft' ? (
          <Button asChild variant="outline">
            <a href={eventCalendarPath(event.id)} download={`${event.title}.ics`}>
              <CalendarPlus aria-hidden="true" />
              {t('events.detail.addToCalendar')}
            </a>
          </Button>
        ) : null}
        {viewer.isOrganiser && event.status !== 'cancelled' ? (
          <Button asChild variant="outline">
            <Link to={`/events/${event.id}/edit`}>
              <Pencil aria-hidden="true" />
              {t('events.detail.edit')}
            </Link>
          </Button>
        ) : null}
        {viewer.isOrganiser && event.status === 'published' ? (
          <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
            <XCircle aria-hidden="true" />
            {t('events.detail.cancel')}
          </Button>
        ) : null}
      </div>

      {event.description ? (
        <section aria-labelledby="about-title" className="flex flex-col gap-2">
          <h3 id="about-title" className="font-semibold">
            {t('events.detail.description')}
          </h3>
          <p className="text-sm whitespace-pre-line break-words">{event.description}</p>
        </section>
      ) : null}

      {viewer.isOrganiser && event.status !== 'draft' ? (
        <section
          aria-labelledby="lists-title"
          className="flex flex-col gap-3 rounded-xl border bg-card p-4"
        >
          <h3 id="lists-title" className="font-semibold">
            {t('events.detail.lists')}
          </h3>
          <AttendeeLists eventId={event.id} />
        </section>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('events.detail.cancelTitle')}
        description={t('events.detail.cancelText')}
        confirmLabel={t('events.detail.cancelConfirm')}
        busyLabel={t('events.detail.cancelBusy')}
        cancelLabel={t('events.detail.keep')}
        busy={cancel.isPending}
        error={cancel.isError ? t('events.detail.actionFailed') : undefined}
        onConfirm={() => cancel.mutate()}
      />
    </article>
  );
}
