import { useTranslation } from 'react-i18next';
import { AttendeeLists } from './attendee-lists';

/** The organiser's panel of who answered, under the event. */
export function EventAttendees({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="lists-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
    >
      <h3 id="lists-title" className="font-semibold">
        {t('events.detail.lists')}
      </h3>
      <AttendeeLists eventId={eventId} />
    </section>
  );
}
