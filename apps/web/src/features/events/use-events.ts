import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Page } from '@aebro/shared/connections';
import type { Event } from '@aebro/shared/events';
import { nextCursor, refused, retryUnlessRefused } from '@/lib/paged-query';
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

/** One event; `awaitPayment` polls a draft while its payment is being confirmed. */
export function useEvent(id: string, awaitPayment = false): UseQueryResult<Event> {
  return useQuery({
    queryKey: eventKeys.one(id),
    queryFn: ({ signal }) => fetchEvent(id, signal),
    retry: retryUnlessRefused,
    refetchInterval: (query) =>
      awaitPayment && query.state.data?.status === 'draft' ? 1500 : false,
  });
}

export { refused };
