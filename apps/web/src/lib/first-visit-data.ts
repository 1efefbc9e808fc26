import type { FetchInfiniteQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { hasEarly } from './early-requests';

/**
 * A screen's `firstVisitData` (routes/screen-modules.ts) for a list whose first page the entry asks
 * for early (first-visit-paths.ts, early-feed.ts): on a first visit, that page into the cache from
 * the early answer; on a later one (the early request is gone), nothing to wait for.
 */
export function earlyFirstPage<TData, TKey extends QueryKey, TPage>(
  path: string,
  query: FetchInfiniteQueryOptions<TData, Error, TData, TKey, TPage>,
): (queryClient: QueryClient) => Promise<void> {
  return async (queryClient) => {
    if (hasEarly(path)) await queryClient.prefetchInfiniteQuery(query);
  };
}
