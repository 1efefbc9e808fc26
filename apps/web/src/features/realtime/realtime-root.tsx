import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NotificationPopups } from '@/features/notifications/notification-popups';
import { useSession } from '@/features/session/use-session';
import { forgetSession, refreshSession } from '@/features/session/session';
import { onServerClosed, startRealtime } from '@/lib/realtime';

/**
 * Keeps the realtime connection open while someone is signed in, and shows the popup cards of new
 * notifications (which also keep the bell live); mounted by the app shell.
 */
export function RealtimeRoot() {
  const userId = useSession().data?.user.id;
  const queryClient = useQueryClient();
  useEffect(() => startRealtime(), []);
  // The server closed the socket: the session may have ended (a suspension, a sign-out elsewhere).
  useEffect(
    () =>
      onServerClosed(() => {
        refreshSession(queryClient)
          .then((session) => {
            if (!session) forgetSession(queryClient);
          })
          .catch(() => undefined);
      }),
    [queryClient],
  );
  return userId ? <NotificationPopups userId={userId} /> : null;
}
