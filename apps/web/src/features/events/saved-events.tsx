import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EventList } from './event-list';
import { useMyEvents } from './use-events';

/** Saved → Events: the events I saved, soonest first. */
export function SavedEvents() {
  const { t } = useTranslation();
  const saved = useMyEvents('saved');
  return (
    <EventList
      query={saved}
      label={t('posts.saved.eventsTab')}
      empty={{
        title: t('posts.saved.eventsEmptyTitle'),
        text: t('posts.saved.eventsEmptyText'),
        action: (
          <Button asChild>
            <Link to="/events">{t('events.list.browse')}</Link>
          </Button>
        ),
      }}
    />
  );
}
