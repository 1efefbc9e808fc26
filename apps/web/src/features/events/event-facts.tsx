import type { Event } from '@aebro/shared/events';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import { useTranslation } from 'react-i18next';
import { placeOf, useEventDates } from './event-format';

/** When, where (or the online link, for those allowed to see it) and how many places are left. */
export function EventFacts({ event }: { event: Event }) {
  const { t } = useTranslation();
  const dates = useEventDates();
  return (
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
  );
}
