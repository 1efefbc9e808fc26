import { useMutation } from '@tanstack/react-query';
import type { Event, RsvpStatus } from '@aebro/shared/events';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useEventDates } from './event-format';
import { answerEvent, withdrawAnswer } from './events-api';
import { useEventChange } from './use-event-change';

const answers: Array<{ status: RsvpStatus; key: string }> = [
  { status: 'going', key: 'events.detail.going' },
  { status: 'interested', key: 'events.detail.interested' },
  { status: 'not_going', key: 'events.detail.notGoing' },
];

/**
 * What a full event says above the answers: the organiser learns that new answers wait; someone
 * who is going, holds an offer or already waits needs no instruction; anyone else may join the
 * waitlist by choosing Going.
 */
function fullNoteOf(event: Event): string | null {
  const { viewer } = event;
  if (event.remaining !== 0) return null;
  if (viewer.isOrganiser) return 'events.detail.fullOrganiser';
  if (viewer.rsvp === 'going' || viewer.offerExpiresAt || viewer.waitlistPosition) return null;
  return 'events.detail.full';
}

/** Going, interested or not (or withdraw), with a held place or the viewer's place on the waitlist. */
export function EventRsvpPanel({ event }: { event: Event }) {
  const { t } = useTranslation();
  const dates = useEventDates();
  const { fresh, failed } = useEventChange(event.id);
  const answer = useMutation({
    mutationFn: (status: RsvpStatus | null) =>
      status ? answerEvent(event.id, status) : withdrawAnswer(event.id),
    onSuccess: fresh,
    onError: failed,
  });
  const { viewer } = event;
  const fullNote = fullNoteOf(event);

  return (
    <section aria-labelledby="rsvp-title" className="flex flex-col gap-3">
      <h3 id="rsvp-title" className="font-semibold">
        {t('events.detail.rsvpLabel')}
      </h3>
      {fullNote ? <p className="text-sm text-muted-foreground">{t(fullNote)}</p> : null}
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
        <Alert
          tone="info"
          title={t('events.detail.offerTitle', { time: dates.instant(viewer.offerExpiresAt) })}
        >
          <p>{t('events.detail.offerText')}</p>
        </Alert>
      ) : viewer.waitlistPosition ? (
        <p role="status" className="text-sm font-medium">
          {t('events.detail.waitlisted', { position: viewer.waitlistPosition })}
        </p>
      ) : null}
    </section>
  );
}
