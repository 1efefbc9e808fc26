import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  useQueryClient,
} from '@tanstack/react-query';
import type { Page } from '@aebro/shared/connections';
import type { Event } from '@aebro/shared/events';
import { nextCursor, refused, retryUnlessRefused } from '@/lib/paged-query';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime';
import {
  eventKeys,
  fetchEvent,
  fetchEvents,
  fetchMyEvents,
  type EventFilter,
  type MyEventsRole,
} from './events-api';

export type EventPageQuery = UseInfiniteQueryResult<InfiniteData<Page<Event>>>;

export function useEventList(filter: EventFilter): EventPageQuery {
  return useInfiniteQuery({
    queryKey: eventKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchEvents(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useMyEvents(role: MyEventsRole): EventPageQuery {
  return useInfiniteQuery({
    queryKey: eventKeys.mine(role),
    queryFn: ({ pageParam, signal }) => fetchMyEvents(role, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    retry: retryUnlessRefused,
  });
}

/**
 * One event; `awaitPayment` polls a draft while its payment is being confirmed. A notice about this
 * event (a place offered from the waitlist, a cancellation) fetches it again, so an open page shows
 * the change without a reload; so does a reconnect, after which a notice may have been missed.
 */
export function useEvent(id: string, awaitPayment = false): UseQueryResult<Event> {
  const client = useQueryClient();
  const refresh = (): void => {
    void client.invalidateQueries({ queryKey: eventKeys.one(id) });
    void client.invalidateQueries({ queryKey: eventKeys.attendees(id) });
  };
  useRealtimeEvent('notification:new', (notification) => {
    if (notification.data.event_id === id) refresh();
  });
  useOnReconnect(refresh);
  return useQuery({
    queryKey: eventKeys.one(id),
    queryFn: ({ signal }) => fetchEvent(id, signal),
    retry: retryUnlessRefused,
    refetchInterval: (query) =>
      awaitPayment && query.state.data?.status === 'draft' ? 1500 : false,
  });
}

export { refused };
