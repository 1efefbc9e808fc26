import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { FollowResult, PublicProfile } from '@aebro/shared/connections';
import { useSession } from '@/features/session/use-session';
import type { ApiRequestError } from '@/lib/api';
import {
  listAfterFollow,
  listWithResult,
  profileAfterFollow,
  profileWithResult,
} from './follow-cache';
import { setFollowing, type PersonPage } from '@/features/people/people-api';
import { peopleKeys } from '@/features/people/people-keys';

export interface FollowChange {
  id: string;
  follow: boolean;
}

interface Rollback {
  snapshot: Array<[QueryKey, unknown]>;
}

/**
 * Follow or unfollow, shown at once on the profile and on every list row (optimistic), put back as
 * it was if the server refuses. Lists are only marked stale: a row never vanishes under the pointer.
 */
export function useFollow(): UseMutationResult<
  FollowResult,
  ApiRequestError,
  FollowChange,
  Rollback
> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const myId = useSession().data?.user.id;
  return useMutation({
    mutationFn: ({ id, follow }) => setFollowing(id, follow),
    onMutate: async ({ id, follow }) => {
      await queryClient.cancelQueries({ queryKey: peopleKeys.profile(id) });
      const snapshot = [
        ...queryClient.getQueriesData({ queryKey: peopleKeys.profile(id) }),
        ...queryClient.getQueriesData({ queryKey: peopleKeys.lists() }),
      ];
      queryClient.setQueryData<PublicProfile>(
        peopleKeys.profile(id),
        (profile) => profile && profileAfterFollow(profile, follow),
      );
      queryClient.setQueriesData<InfiniteData<PersonPage>>(
        { queryKey: peopleKeys.lists() },
        (data) => data && listAfterFollow(data, id, follow),
      );
      return { snapshot };
    },
    onError: (_error, _change, rollback) => {
      for (const [key, data] of rollback?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(t('people.follow.failed'));
    },
    onSuccess: (result, { id }) => {
      queryClient.setQueryData<PublicProfile>(
        peopleKeys.profile(id),
        (profile) => profile && profileWithResult(profile, result),
      );
      queryClient.setQueriesData<InfiniteData<PersonPage>>(
        { queryKey: peopleKeys.lists() },
        (data) => data && listWithResult(data, id, result),
      );
      // Following a private profile opens it: ask again for what I may now see.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.profile(id) }),
        queryClient.invalidateQueries({
          queryKey: peopleKeys.connectionsOf(id),
          refetchType: 'none',
        }),
        myId
          ? queryClient.invalidateQueries({
              queryKey: peopleKeys.profile(myId),
              refetchType: 'none',
            })
          : null,
        myId
          ? queryClient.invalidateQueries({
              queryKey: peopleKeys.connectionsOf(myId),
              refetchType: 'none',
            })
          : null,
      ]);
    },
  });
}
