import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { PublicProfile } from '@aebro/shared/connections';
import { ApiRequestError } from '@/lib/api';
import { fetchPublicProfile } from '@/features/people/people-api';
import { peopleKeys } from '@/features/people/people-keys';

/** Someone's profile as I may see it; a missing profile (404) is an answer, not worth a retry. */
export function usePublicProfile(
  id: string | undefined,
): UseQueryResult<PublicProfile, ApiRequestError> {
  return useQuery<PublicProfile, ApiRequestError>({
    queryKey: peopleKeys.profile(id ?? ''),
    queryFn: () => fetchPublicProfile(id ?? ''),
    enabled: Boolean(id),
    retry: (failureCount, error) =>
      !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
      failureCount < 1,
  });
}

/** /dashboard/… screens link to /dashboard/… screens; the others to the short paths. */
export function connectionsPath(
  id: string,
  tab: 'followers' | 'following' | 'requests',
  underDashboard: boolean,
): string {
  return `${underDashboard ? '/dashboard' : ''}/connections/${encodeURIComponent(id)}/${tab}`;
}
