import { useEffect } from 'react';
import { NotificationPopups } from '@/features/notifications/notification-popups';
import { useSession } from '@/features/session/use-session';
import { startRealtime } from '@/lib/realtime';

/**
 * Keeps the realtime connection open while someone is signed in, and shows the popup cards of new
 * notifications (which also keep the bell live); mounted by the app shell.
 */
export function RealtimeRoot() {
  const userId = useSession().data?.user.id;
  useEffect(() => startRealtime(), []);
  return userId ? <NotificationPopups userId={userId} /> : null;
}
