import { useQuery } from '@tanstack/react-query';
import type { EventPerson } from '@aebro/shared/events';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { eventKeys, fetchAttendees } from './events-api';
import { useEventDates } from './event-format';

function PersonList({
  title,
  people,
  note,
}: {
  title: string;
  people: EventPerson[];
  note?: (person: EventPerson, index: number) => string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <h4 id={id} className="text-sm font-semibold">
        {title} ({people.length})
      </h4>
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('events.detail.noneYet')}</p>
      ) : (
        <ol aria-labelledby={id} className="flex flex-col gap-2">
          {people.map((person, index) => (
            <li key={person.id} className="flex items-center gap-2">
              <Avatar src={person.avatarUrl} name={person.displayName} size="sm" />
              <Link to={`/profile/${person.id}`} className="text-sm font-medium hover:underline">
                {person.displayName}
              </Link>
              {note?.(person, index) ? (
                <span className="text-xs text-muted-foreground">{note(person, index)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The organiser's view of who is going, interested and waiting (in order, with held places). */
export function AttendeeLists({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const dates = useEventDates();
  const lists = useQuery({
    queryKey: eventKeys.attendees(eventId),
    queryFn: ({ signal }) => fetchAttendees(eventId, signal),
  });
  if (lists.isPending) return <Skeleton className="h-24 w-full" />;
  if (!lists.data)
    return <p className="text-sm text-destructive">{t('events.detail.loadFailed')}</p>;
  const { going, interested, waitlist } = lists.data;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <PersonList title={t('events.detail.goingList')} people={going} />
      <PersonList title={t('events.detail.interestedList')} people={interested} />
      <PersonList
        title={t('events.detail.waitlist')}
        people={waitlist}
        note={(_person, index) => {
          const entry = waitlist[index];
          return entry?.offerExpiresAt
            ? t('events.detail.offeredUntil', { time: dates.instant(entry.offerExpiresAt) })
            : null;
        }}
      />
    </div>
  );
}
