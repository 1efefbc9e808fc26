import { Outlet } from 'react-router';
import { PresenceHeartbeat } from '@/features/presence/presence-heartbeat';
import { RealtimeRoot } from '@/features/realtime/realtime-root';
import { useSession } from '@/features/session/use-session';
import { AppHeader } from './app-header';
import { SignedInHeader } from './signed-in-header';

/** The frame of every app screen (all but the landing and auth pages); the header follows the session. */
export function AppShell() {
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      {session.data ? <SignedInHeader session={session.data} /> : <AppHeader />}
      {session.data ? (
        <>
          <RealtimeRoot />
          <PresenceHeartbeat />
        </>
      ) : null}
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
