import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@aebro/shared/profiles';
import { ApiRequestError } from '@/lib/api';
import { apiClient, unwrap } from '@/lib/api-client';

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** A site administrator (sees Admin in the frame). The server may leave it out: absent means no. */
  isAdmin?: boolean;
}

/** GET /api/v1/session: who is signed in, with their profile. */
export interface Session {
  user: SessionUser;
  profile: Profile;
}

export const sessionQueryKey = ['session'] as const;

/** SPEC §4: a session that cannot be reached yet is retried at 150, 300, 600 and 1000 ms. */
const retryDelays = [150, 300, 600, 1000] as const;

/** A network failure or a gateway error is worth retrying; an answer from the server is not. */
function isRetryableFailure(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

/** The current session, or null when signed out (the server answers null). Any other failure throws. */
async function fetchSession(): Promise<Session | null> {
  try {
    return await unwrap(apiClient.GET('/api/v1/session'));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  retry: (failureCount, error) => isRetryableFailure(error) && failureCount < retryDelays.length,
  retryDelay: (attempt) => retryDelays[Math.min(attempt, retryDelays.length - 1)] ?? 1000,
});

/** Asks the server again and stores the answer; used after signing in and by the return-to-tab check. */
export async function refreshSession(queryClient: QueryClient): Promise<Session | null> {
  return await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/** Keeps the cached profile in step with what the server just returned for it. */
export function storeProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    session ? { ...session, profile } : session,
  );
}

/** A new profile photo, shown at once in the header and wherever the session's profile is used. */
export function storeAvatarUrl(queryClient: QueryClient, avatarUrl: string): void {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    session ? { ...session, profile: { ...session.profile, avatarUrl } } : session,
  );
}

/**
 * Forgets the signed-in user on this page: every cached answer goes, and the session becomes
 * "signed out", which sends the route guard to /auth (remembering where the user was).
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<Session | null>(sessionQueryKey, null);
}
