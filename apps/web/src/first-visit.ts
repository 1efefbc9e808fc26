import { startHomeFeedEarly } from './features/posts/early-feed';
import type { TextPart } from './i18n/parts';
import { fetchEarly } from './lib/early-requests';
import type { ScreenName } from './routes/screen-handle';
import { screenModules, screenTexts } from './routes/screen-modules';

/**
 * What a first visit to an area's screen will certainly load, started by the entry at once instead
 * of one step after another: the frame's and the screen's code, the screen's texts, and (once the
 * session shows someone signed in) the GETs the screen makes on its first render, exactly as it
 * makes them (`api()` and `apiClient` take such an early answer once, early-requests.ts). Measured
 * by `npm run bench -- web` on a phone profile: without this, every area's data was asked for only
 * after its code and texts had arrived, one round trip after another.
 */
interface Area {
  screen: ScreenName;
  /** The path, with the id (a UUID) as its one group where it has one. */
  pattern: RegExp;
  /** The GETs of the screen's first render, for this id. */
  data?: (id: string) => string[];
}

const uuid = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

const areas: readonly Area[] = [
  // The home feed's data has its own early start (early-feed.ts), with its first photo.
  { screen: 'dashboard', pattern: /^\/dashboard$/ },
  {
    screen: 'communities',
    pattern: /^\/(?:dashboard\/)?communities$/,
    data: () => ['/api/v1/me/communities'],
  },
  {
    screen: 'community',
    pattern: new RegExp(`^/(?:community|communities|dashboard/communities)/${uuid}$`),
    data: (id) => [
      `/api/v1/communities/${id}`,
      `/api/v1/events?when=upcoming&communityId=${id}&limit=3`,
      `/api/v1/communities/${id}/posts`,
    ],
  },
  {
    screen: 'events',
    pattern: /^\/(?:dashboard\/)?events$/,
    data: () => ['/api/v1/events?when=upcoming&q=', '/api/v1/me/events?role=going'],
  },
  {
    screen: 'event',
    pattern: new RegExp(`^/events/${uuid}$`),
    data: (id) => [`/api/v1/events/${id}`],
  },
  {
    screen: 'messages',
    pattern: /^\/(?:dashboard\/)?messages$/,
    data: () => ['/api/v1/conversations?box=inbox'],
  },
  { screen: 'services', pattern: /^\/services$/, data: () => ['/api/v1/services?sort=newest'] },
  {
    screen: 'settings',
    pattern: /^\/(?:dashboard\/)?settings$/,
    data: () => ['/api/v1/me/notification-preferences', '/api/v1/me/privacy'],
  },
];

/** The screens whose code the entry can start: those of `areas`. */
type EarlyScreen = keyof typeof screenModules & ScreenName;

/** What the frame asks on every signed-in screen. */
const frameData = ['/api/v1/notifications/unread-count', '/api/v1/conversations/unread-count'];

/** Signed-out screens: they need neither the frame nor a member's data. */
const signedOut = /^\/(?:auth|forgot-password|reset-password)(?:\/|$)/;

function areaOf(pathname: string): { area: Area; id: string } | undefined {
  for (const area of areas) {
    const match = area.pattern.exec(pathname);
    if (match) return { area, id: match[1] ?? '' };
  }
  return undefined;
}

/** The text parts of the first screen beyond the frame's, to load with the frame's. */
export function firstVisitTexts(pathname: string): readonly TextPart[] {
  const found = areaOf(pathname);
  return found ? (screenTexts[found.area.screen] ?? []) : [];
}

/** Starts the code and the data of the first screen (any screen but the landing page). */
export function startFirstVisit(pathname: string): void {
  const session = fetchEarly('/api/v1/session');
  if (signedOut.test(pathname)) return;
  const found = areaOf(pathname);
  const failed = (): undefined => undefined; // the router's own import reports a failure
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
