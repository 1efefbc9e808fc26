import { useQueryClient } from '@tanstack/react-query';
import type { Event } from '@aebro/shared/events';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { eventKeys } from './events-api';

interface EventChange {
  /** Puts the changed event in the cache and refetches the lists that count or show it. */
  fresh: (next: Event) => void;
  failed: () => void;
}

/** What the event page's actions do after the server answers a change to one event. */
export function useEventChange(eventId: string): EventChange {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fresh = (next: Event): void => {
    client.setQueryData(eventKeys.one(eventId), next);
    void client.invalidateQueries({ queryKey: ['events', 'list'] });
    void client.invalidateQueries({ queryKey: ['events', 'mine'] });
    void client.invalidateQueries({ queryKey: eventKeys.attendees(eventId) });
  };
  const failed = (): void => {
    toast.error(t('events.detail.actionFailed'));
  };
  return { fresh, failed };
}
