import { startHomeFeedEarly } from './features/posts/early-feed';
import { fetchEarly } from './lib/early-requests';
import type { ScreenName } from './routes/screen-handle';
import { screenModules } from './routes/screen-modules';
import { areaOf, signIn, signedOut } from './first-visit-paths';

/**
 * What a first visit to an area's screen will certainly load, started by the entry at once instead
 * of one step after another: the frame's and the screen's code, the screen's texts, and (once the
 * session shows someone signed in) the GETs the screen makes on its first render, exactly as it
 * makes them (`api()` and `apiClient` take such an early answer once, early-requests.ts). Measured
 * by `npm run bench -- web` on a phone profile: without this, every area's data was asked for only
 * after its code and texts had arrived, one round trip after another.
 */
/** The screens whose code the entry can start: those of `areas`. */
type EarlyScreen = keyof typeof screenModules & ScreenName;

/** What the frame asks on every signed-in screen. */
const frameData = ['/api/v1/notifications/unread-count', '/api/v1/conversations/unread-count'];

/** Starts the code and the data of the first screen (any screen but the landing page). */
export function startFirstVisit(pathname: string, session: Promise<Response>): void {
  const failed = (): undefined => undefined; // the router's own import reports a failure
  if (signedOut.test(pathname)) {
    // Where new members arrive: the auth frame and the sign-in screen, not after the router
    // (measured by `npm run bench -- web`, Lighthouse on /auth signed out).
    void screenModules.authLayout().catch(failed);
    if (signIn.test(pathname)) void screenModules.auth().catch(failed);
    return;
  }
  const found = areaOf(pathname);
  void screenModules.frame().catch(failed);
  if (found) void screenModules[found.area.screen as EarlyScreen]().catch(failed);
  if (found?.area.screen === 'dashboard') {
    startHomeFeedEarly(session);
    return;
  }
  session
    .then(async (answer) => (answer.ok ? ((await answer.clone().json()) as unknown) : null))
    .then((signedIn) => {
      if (!signedIn) return;
      for (const path of [...frameData, ...(found?.area.data?.(found.id) ?? [])])
        void fetchEarly(path);
    })
    .catch(() => undefined);
}
