import { useEffect } from 'react';
import { reportOfflineOnUnload, reportPresence } from './presence-api';
import { createPresenceScheduler } from './presence-scheduler';
import { heartbeatTimings } from './presence-timings';

/** Reports that the signed-in user is online while the page is visible (SPEC §4). */
export function PresenceHeartbeat() {
  useEffect(() => {
    const scheduler = createPresenceScheduler({
      send: (online) => void reportPresence(online),
      sendOnUnload: reportOfflineOnUnload,
      isVisible: () => document.visibilityState === 'visible',
      ...heartbeatTimings,
    });
    const onPageShow = (event: PageTransitionEvent): void => {
      // Back from the back/forward cache: the page was left (and said offline), now it is here again.
      if (event.persisted) scheduler.start();
    };
    scheduler.start();
    document.addEventListener('visibilitychange', scheduler.onVisibilityChange);
    window.addEventListener('pagehide', scheduler.onUnload);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      scheduler.stop();
      document.removeEventListener('visibilitychange', scheduler.onVisibilityChange);
      window.removeEventListener('pagehide', scheduler.onUnload);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  return null;
}
