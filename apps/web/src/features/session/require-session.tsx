import { Navigate, Outlet, useLocation } from 'react-router';
import { signInPath } from '@/lib/redirect';
import { RestoringSession, SessionUnavailable } from './session-status';
import { useSession } from './use-session';
import { useSessionRecheck } from './use-session-recheck';

/**
 * The route guard of every signed-in screen (SPEC §2): 'Restoring session…' while the session
 * loads, /auth (remembering where the user was) when signed out, the screen when signed in.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  useSessionRecheck();
  if (session.data) return <Outlet />;
  if (session.isPending) return <RestoringSession />;
  if (session.isError) return <SessionUnavailable onRetry={() => void session.refetch()} />;
  return (
    <Navigate to={signInPath(`${location.pathname}${location.search}${location.hash}`)} replace />
  );
}
