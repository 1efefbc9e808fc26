import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createSessionRecheck } from './session-recheck';
import { forgetSession, refreshSession, sessionQueryKey } from './session';

/**
 * Re-checks the session when the user returns to the tab (SPEC §4). An expired session (401) signs
 * out; a network failure keeps the session as it is.
 */
export function useSessionRecheck(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = createSessionRecheck({
      lastCheckedAt: () => {
        const state = queryClient.getQueryState(sessionQueryKey);
        return Math.max(state?.dataUpdatedAt ?? 0, state?.errorUpdatedAt ?? 0);
      },
      check: async () => {
        try {
          const session = await refreshSession(queryClient);
          if (!session) forgetSession(queryClient);
        } catch {
          // Offline or the server is restarting: keep the session and try again next time.
        }
      },
    });
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') recheck.onReturn();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', recheck.onReturn);
    return () => {
      recheck.dispose();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', recheck.onReturn);
    };
  }, [queryClient]);
}
