import type { QueryClient } from '@tanstack/react-query';

/**
 * The code and texts of the screens that the route table (routes.tsx) loads lazily and that the
 * entry (first-visit.ts) starts loading at once on a first visit, so both ask for the
 * same chunks. Nothing here is imported statically: each entry is an import on demand.
 */
export type Loader = () => Promise<ScreenModule>;

/**
 * A screen's module: its component and, for a screen whose first render shows data the entry asks
 * for early on a first visit (first-visit.ts), `firstVisitData`: that data put into the query cache,
 * which the route awaits before the screen first renders (routes.tsx).
 */
export interface ScreenModule {
  default: React.ComponentType;
  firstVisitData?: (queryClient: QueryClient) => Promise<unknown>;
}

export const screenModules = {
  /** The signed-in frame: header, navigation, right column, realtime. */
  frame: () => import('@/features/layout/app-shell'),
  /** The signed-out frame of the sign-in, password and appeal screens. */
  authLayout: () => import('@/features/auth/auth-layout'),
  auth: () => import('./auth'),
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
