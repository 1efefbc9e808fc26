import type { TextPart } from '@/i18n/parts';
import type { ScreenName } from './screen-handle';

/**
 * The code and texts of the screens that the route table (routes.tsx) loads lazily and that the
 * entry (main.tsx, first-visit.ts) starts loading at once on a first visit, so both ask for the
 * same chunks. Nothing here is imported statically: each entry is an import on demand.
 */
export type Loader = () => Promise<{ default: React.ComponentType }>;

export const screenModules = {
  /** The signed-in frame: header, navigation, right column, realtime. */
  frame: () => import('@/features/layout/app-shell'),
  settings: () => import('./settings'),
  completeProfile: () => import('./complete-profile'),
  profile: () => import('./profile'),
  connections: () => import('./connections'),
  saved: () => import('./saved'),
  communities: () => import('./communities'),
  community: () => import('./community'),
  messages: () => import('./messages'),
  events: () => import('./events'),
  event: () => import('./event'),
  createEvent: () => import('./create-event'),
  serviceEditor: () => import('./service-editor'),
  services: () => import('./services'),
  dashboard: () => import('./dashboard'),
} satisfies Record<string, () => Promise<unknown>>;

/**
 * The text parts a screen needs beyond the frame's (`frameTextParts`, loaded with the app): they load
 * with the screen's code. A text of a part left out here still loads its part (i18n.ts), a moment
 * later.
 */
export const screenTexts: Partial<Record<ScreenName, readonly TextPart[]>> = {
  admin: ['admin', 'safety'],
  boostPosts: ['payments'],
  communities: ['communities'],
  communityChat: ['communities', 'messages'],
  communityFeed: ['communities', 'payments'],
  community: ['communities', 'events', 'payments'],
  createEvent: ['communities', 'events'],
  editEvent: ['communities', 'events'],
  event: ['events'],
  events: ['events'],
  manageCommunity: ['communities'],
  manageServices: ['services'],
  serviceEditor: ['services'],
  serviceRequests: ['services'],
  service: ['services', 'safety'],
  services: ['services'],
  messages: ['messages'],
  paymentHistory: ['payments'],
  post: ['payments', 'safety'],
  posts: ['payments'],
  profile: ['payments', 'safety', 'services'],
  saved: ['events', 'payments'],
  settings: ['payments', 'safety'],
  testCheckout: ['payments'],
  dashboard: ['payments'],
};
