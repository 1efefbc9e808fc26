import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PresenceHeartbeat } from '@/features/presence/presence-heartbeat';
import { useDateReadingSync } from '@/features/profiles/use-date-reading-sync';
import { RealtimeRoot } from '@/features/realtime/realtime-root';
import type { Session } from '@/features/session/session';
import { useSession } from '@/features/session/use-session';
import { startServiceWorker } from '@/lib/service-worker';
import { breakpoints, useMediaQuery } from '@/lib/use-media-query';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { OfflineBanner } from './offline-banner';
import { RightColumn, rightColumnWidgets } from './right-column';
import { RightColumnContext } from './right-column-context';
import { useScreenHandle, useScreenTitle } from './screen-title';
import { SideNav } from './side-nav';
import { SignedInHeader } from './signed-in-header';
import { useFrameNav } from './use-frame-nav';

/** The frame of every app screen (all but the landing and auth pages); it follows the session. */
export function AppShell() {
  const session = useSession();
  if (session.data) return <SignedInFrame session={session.data} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <OfflineBanner />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}

/**
 * Signed in: the header; on tablets and wider a sidebar, the content column (about 640 px) and, from
 * 1200 px, a right column with suggestions when the screen has some (a screen whose handle says
 * `wide` takes its place); on phones the content and a tab bar at the bottom, kept clear of.
 */
function SignedInFrame({ session }: { session: Session }) {
  const { t } = useTranslation();
  const nav = useFrameNav(session);
  const title = useScreenTitle() ?? t('screens.unknown');
  const handle = useScreenHandle();
  const wide = handle?.wide === true;
  const roomForRightColumn = useMediaQuery(breakpoints.rightColumn);
  const widgets = rightColumnWidgets(handle?.screen);
  const rightColumn = roomForRightColumn && !wide && widgets.length > 0;

  useDateReadingSync(session);
  useEffect(() => {
    // Push, and the app shell for offline use. The development server has no built shell to keep.
    if (import.meta.env.PROD) void startServiceWorker();
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <SignedInHeader session={session} title={title} />
      <RealtimeRoot />
      <PresenceHeartbeat />
      <div className="mx-auto flex w-full max-w-[79rem] flex-1 gap-6 px-4">
        <div className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-20 shrink-0 overflow-y-auto py-4 md:block lg:w-56">
          <SideNav nav={nav} />
        </div>
        <main
          id="main"
          className="min-w-0 flex-1 pt-6 pb-[calc(5.5rem+env(safe-area-inset-bottom))] md:pb-10"
        >
          <RightColumnContext.Provider value={rightColumn}>
            {/* At the start of the column, under the screen's title in the header. */}
            <div className={wide ? undefined : 'max-w-[40rem]'}>
              <Outlet />
            </div>
          </RightColumnContext.Provider>
        </main>
        {rightColumn ? (
          <div className="sticky top-14 w-72 shrink-0 self-start py-6 xl:w-80">
            <RightColumn widgets={widgets} />
          </div>
        ) : null}
      </div>
      <BottomNav nav={nav} />
    </div>
  );
}
