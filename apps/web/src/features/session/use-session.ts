import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { sessionQuery, type Session } from './session';

export function useSession(): UseQueryResult<Session | null> {
  return useQuery(sessionQuery);
}
