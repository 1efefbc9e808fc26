import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Page } from '@aebro/shared/connections';
import type {
  RequestState,
  ReviewsPage,
  Service,
  ServiceDashboard,
  ServiceRequest,
} from '@aebro/shared/services';
import { notificationKeys } from '@/features/notifications/notifications-api';
import { type ApiRequestError } from '@/lib/api';
import { nextCursor, retryUnlessRefused } from '@/lib/paged-query';
import { useOnConnect, useRealtimeEvent } from '@/lib/realtime';
import {
  discoverServices,
  fetchDashboard,
  fetchMyRequests,
  fetchReviews,
  fetchService,
  serviceKeys,
  type ServiceFilters,
} from './services-api';

export type PageQuery<T> = UseInfiniteQueryResult<InfiniteData<Page<T>>>;

export function useDiscoverServices(filters: ServiceFilters): PageQuery<Service> {
  return useInfiniteQuery({
    queryKey: serviceKeys.discover(filters),
    queryFn: ({ pageParam, signal }) => discoverServices(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** One business's listings (its own paused ones too, for the business itself). */
export function useBusinessServices(businessId: string | undefined): PageQuery<Service> {
  return useInfiniteQuery({
    queryKey: serviceKeys.ofBusiness(businessId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      discoverServices({ businessId: businessId ?? '' }, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    enabled: Boolean(businessId),
    retry: retryUnlessRefused,
  });
}

export function useService(id: string): UseQueryResult<Service, ApiRequestError> {
  return useQuery<Service, ApiRequestError>({
    queryKey: serviceKeys.one(id),
    queryFn: ({ signal }) => fetchService(id, signal),
    retry: retryUnlessRefused,
  });
}

export function useReviews(
  id: string,
  enabled = true,
): UseInfiniteQueryResult<InfiniteData<ReviewsPage>> {
  return useInfiniteQuery({
    queryKey: serviceKeys.reviews(id),
    queryFn: ({ pageParam, signal }) => fetchReviews(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    enabled,
    retry: retryUnlessRefused,
  });
}

/**
 * Live requests: a new request reaches the business's dashboard, and accept, decline, a proposed
 * time or a cancellation reach the other side, without a reload (the server tells both sides'
 * own rooms). Every connect fetches again what may have been missed, the first one included: a
 * request sent while the page loaded, before its socket was listening, would otherwise wait for a
 * reload.
 */
function useLiveRequests(): void {
  const client = useQueryClient();
  const refresh = (): void => {
    void client.invalidateQueries({ queryKey: ['services', 'requests'] });
    void client.invalidateQueries({ queryKey: serviceKeys.dashboard });
  };
  useRealtimeEvent('service-request:changed', refresh);
  useOnConnect(refresh);
}

export function useMyRequests(
  role: 'business' | 'member',
  state: RequestState | 'all',
): PageQuery<ServiceRequest> {
  useLiveRequests();
  return useInfiniteQuery({
    queryKey: serviceKeys.requests(role, state),
    queryFn: ({ pageParam, signal }) => fetchMyRequests(role, state, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useServiceDashboard(): UseQueryResult<ServiceDashboard> {
  useLiveRequests();
  return useQuery({
    queryKey: serviceKeys.dashboard,
    queryFn: ({ signal }) => fetchDashboard(signal),
    retry: retryUnlessRefused,
  });
}

/** After a change: everything of the area is fetched again, and the bell. */
export function useRefreshServices(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
}
