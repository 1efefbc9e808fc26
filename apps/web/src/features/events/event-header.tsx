import type { Event } from '@aebro/shared/events';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The top of the event page: back to the list, the cover, the title, who organises it. */
export function EventHeader({ event }: { event: Event }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
