import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/features/session/use-session';
import type { ApiRequestError } from '@/lib/api';
import {
  answerFollowRequest,
  fetchFollowRequests,
  type PersonPage,
} from '@/features/people/people-api';
import { peopleKeys } from '@/features/people/people-keys';

/** The people asking to follow me, page by page. */
export function useFollowRequests(
  enabled: boolean,
): UseInfiniteQueryResult<InfiniteData<PersonPage>, ApiRequestError> {
  return useInfiniteQuery({
    queryKey: peopleKeys.followRequests(),
    queryFn: ({ pageParam }) => fetchFollowRequests(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

export interface RequestAnswer {
  id: string;
  name: string;
  approve: boolean;
}

/** Approves or declines one request; the list, my followers and my counts follow. */
export function useAnswerFollowRequest(): UseMutationResult<void, ApiRequestError, RequestAnswer> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const myId = useSession().data?.user.id;
  return useMutation({
    mutationFn: ({ id, approve }) => answerFollowRequest(id, approve),
    onSuccess: (_result, { name, approve }) => {
      toast.success(
        approve
          ? t('people.connections.requests.approved', { name })
          : t('people.connections.requests.declined'),
      );
      void queryClient.invalidateQueries({ queryKey: peopleKeys.followRequests() });
      if (myId) {
        void queryClient.invalidateQueries({ queryKey: peopleKeys.profile(myId) });
        void queryClient.invalidateQueries({ queryKey: peopleKeys.connectionsOf(myId) });
      }
    },
    onError: () => {
      toast.error(t('people.connections.requests.failed'));
    },
  });
}
