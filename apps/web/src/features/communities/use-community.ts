import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  Community,
  CommunityDetail,
  CommunityMember,
  CommunitySort,
  JoinRequest,
} from '@aebro/shared/communities';
import type { Page } from '@aebro/shared/connections';
import { postKeys } from '@/features/posts/posts-api';
import { notificationKeys } from '@/features/notifications/notifications-api';
import { nextCursor, retryUnlessRefused } from '@/lib/paged-query';
import { useOnReconnect, useRealtimeEvent, useRealtimeRoom } from '@/lib/realtime';
import {
  communityKeys,
  discoverCommunities,
  fetchCommunity,
  fetchJoinRequests,
  fetchMembers,
  fetchMyCommunities,
} from './communities-api';

export type PageQuery<T> = UseInfiniteQueryResult<InfiniteData<Page<T>>>;

export function useCommunity(id: string): UseQueryResult<CommunityDetail> {
  return useQuery({
    queryKey: communityKeys.one(id),
    queryFn: ({ signal }) => fetchCommunity(id, signal),
    retry: retryUnlessRefused,
  });
}

export function useDiscover(q: string, sort: CommunitySort): PageQuery<Community> {
  return useInfiniteQuery({
    queryKey: communityKeys.discover(q, sort),
    queryFn: ({ pageParam, signal }) => discoverCommunities(q, sort, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** The communities I belong to, for `useMyCommunities` and for fetching before /communities renders. */
export const myCommunitiesQuery = infiniteQueryOptions({
  queryKey: communityKeys.mine,
  queryFn: ({ pageParam, signal }) => fetchMyCommunities(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: nextCursor,
  retry: retryUnlessRefused,
});

export function useMyCommunities(): PageQuery<Community> {
  return useInfiniteQuery(myCommunitiesQuery);
}

export function useMembers(id: string, enabled: boolean): PageQuery<CommunityMember> {
  return useInfiniteQuery({
    queryKey: communityKeys.members(id),
    queryFn: ({ pageParam, signal }) => fetchMembers(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    enabled,
    retry: retryUnlessRefused,
  });
}

export function useJoinRequests(
  id: string,
  status: 'pending' | 'rejected',
  enabled: boolean,
): PageQuery<JoinRequest> {
  return useInfiniteQuery({
    queryKey: communityKeys.requests(id, status),
    queryFn: ({ pageParam, signal }) => fetchJoinRequests(id, status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    enabled,
    retry: retryUnlessRefused,
  });
}

/** Everything cached about one community (and my list of communities) is fetched again. */
export function refreshCommunity(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKeys.one(id) }),
    queryClient.invalidateQueries({ queryKey: communityKeys.members(id) }),
    queryClient.invalidateQueries({ queryKey: ['communities', 'requests', id] }),
    queryClient.invalidateQueries({ queryKey: communityKeys.mine }),
    queryClient.invalidateQueries({ queryKey: postKeys.list('community', id) }),
  ]);
}

/**
 * Keeps a community's screen current: it joins the community's room while its content is readable,
 * and fetches again when the server says something changed (my membership or role, its details),
 * and after a lost connection comes back.
 */
export function useCommunityLive(id: string, canSeeContent: boolean): void {
  const queryClient = useQueryClient();
  useRealtimeRoom(canSeeContent ? `community:${id}` : null);
  useRealtimeEvent('community:changed', (payload) => {
    if (payload.communityId !== id) return;
    void refreshCommunity(queryClient, id);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  useOnReconnect(() => void refreshCommunity(queryClient, id));
}
