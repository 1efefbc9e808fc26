import {
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';
import {
  fetchConnections,
  searchPeople,
  type ConnectionsTab,
  type PersonPage,
} from '@/features/people/people-api';
import { peopleKeys } from '@/features/people/people-keys';

type PeopleQuery = UseInfiniteQueryResult<InfiniteData<PersonPage>, ApiRequestError>;

const nextCursor = (page: PersonPage): string | undefined => page.nextCursor ?? undefined;
const retryUnlessRefused = (failureCount: number, error: ApiRequestError): boolean =>
  !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
  failureCount < 1;

/** Followers or following of someone, page by page (keyset: `nextCursor` → `cursor`). */
export function useConnections(id: string, tab: ConnectionsTab, enabled = true): PeopleQuery {
  return useInfiniteQuery({
    queryKey: peopleKeys.connections(id, tab),
    queryFn: ({ pageParam }) => fetchConnections(id, tab, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    enabled,
    retry: retryUnlessRefused,
  });
}

/** People whose name, username, business, category or location matches `q`; nothing for an empty query. */
export function usePeopleSearch(q: string): PeopleQuery {
  return useInfiniteQuery({
    queryKey: peopleKeys.search(q),
    queryFn: ({ pageParam }) => searchPeople(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    enabled: q !== '',
    // The previous results stay while the next query loads: typing does not flash skeletons.
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}
