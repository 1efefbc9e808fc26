import type { TextPart } from './i18n/parts';
import type { ScreenName } from './routes/screen-handle';
import { screenTexts } from './routes/screen-texts';

/**
 * The areas whose first visit the entry speeds up (first-visit.ts), by path: kept apart from the
 * screens' code so that the entry, which the landing page loads too, carries only these patterns.
 */
export interface Area {
  screen: ScreenName;
  /** The path, with the id (a UUID) as its one group where it has one. */
  pattern: RegExp;
  /** The GETs of the screen's first render, for this id. */
  data?: (id: string) => string[];
}

const uuid = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

export const areas: readonly Area[] = [
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
    data: () => [
      '/api/v1/me/notification-preferences',
      '/api/v1/me/privacy',
      '/api/v1/me/notification-policy',
      '/api/v1/me/muted-words',
      '/api/v1/me/blocks?limit=50',
      '/api/v1/me/mutes?limit=50',
      '/api/v1/me/data-export',
    ],
  },
];

/** Signed-out screens: they need neither the frame nor a member's data. */
export const signedOut = /^\/(?:auth|forgot-password|reset-password|appeal)(?:\/|$)/;

/** The sign-in and sign-up screen, one of the signed-out ones. */
export const signIn = /^\/auth(?:\/|$)/;

export function areaOf(pathname: string): { area: Area; id: string } | undefined {
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
