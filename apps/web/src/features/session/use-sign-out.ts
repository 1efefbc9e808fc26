import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { disablePush } from '@/features/notifications/web-push';
import { reportPresence } from '@/features/presence/presence-api';
import { ApiRequestError } from '@/lib/api';
import { authCall, authClient } from '@/lib/auth-client';

export type SignOutScope = 'this-device' | 'all-devices';

const signOuts: Record<SignOutScope, () => Promise<unknown>> = {
  'this-device': () => authCall(authClient.signOut()),
  'all-devices': () => authCall(authClient.revokeSessions()),
};

/**
 * Signs out, then reloads the app at /auth: nothing of the previous account (cached answers, open
 * forms, dialogs) survives in memory. A 401, 403 or 404 means there was no session to end (SPEC §8).
 */
export function useSignOut(): UseMutationResult<void, ApiRequestError, SignOutScope> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scope) => {
      // SPEC §4: offline on sign-out, while the session still lets us say so; and this browser must
      // not go on receiving the previous person's pushes (a shared computer).
      await reportPresence(false);
      await disablePush().catch(() => undefined);
      try {
        await signOuts[scope]();
      } catch (error) {
        if (!(error instanceof ApiRequestError && [401, 403, 404].includes(error.status)))
          throw error;
      }
    },
    onSuccess: () => {
      queryClient.clear();
      window.location.assign('/auth');
    },
  });
}
