import type { Event } from '@aebro/shared/events';
import Repeat from 'lucide-react/icons/repeat';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEventDates } from './event-format';
import { useRecurrenceText } from './recurrence-text';

/**
 * A repeating event's rule in words ("Every 12th of the Ethiopian month") and its next dates, each
 * a link to that occurrence (with its own answers and places).
 */
export function EventSeries({ event }: { event: Event }) {
  const { t } = useTranslation();
  const dates = useEventDates();
  const describe = useRecurrenceText();
  const { series } = event;
  if (!series) return null;
  const duration = new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime();
  const first = series.occurrences[0]?.startsAt ?? event.startsAt;
  return (
    <section
      aria-labelledby="series-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm"
      data-testid="event-series"
    >
      <h3 id="series-title" className="flex items-center gap-2 font-semibold">
        <Repeat className="size-4 text-primary" aria-hidden="true" />
        <span data-testid="series-rule">{describe(series.recurrence, first, event.timeZone)}</span>
      </h3>
      {series.occurrences.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-muted-foreground">{t('events.repeat.next')}</p>
          <ul className="flex flex-col gap-1" data-testid="series-dates">
            {series.occurrences.map((occurrence) => {
              const range = dates.range({
                startsAt: occurrence.startsAt,
                endsAt: new Date(new Date(occurrence.startsAt).getTime() + duration).toISOString(),
                timeZone: event.timeZone,
              });
              const current = occurrence.id === event.id;
              return (
                <li key={occurrence.id} className="flex flex-wrap items-baseline gap-x-2">
                  {current ? (
                    <span className="font-medium" aria-current="page">
                      {range}
                    </span>
                  ) : (
                    <Link
                      to={`/events/${occurrence.id}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {range}
                    </Link>
                  )}
                  {occurrence.status === 'cancelled' ? (
                    <span className="text-destructive">{t('events.repeat.cancelled')}</span>
                  ) : null}
                  {occurrence.status === 'draft' ? (
                    <span className="text-muted-foreground">{t('events.repeat.draft')}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
