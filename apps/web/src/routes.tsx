import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { ScreenError } from '@/features/layout/screen-error';
import { RequireSession } from '@/features/session/require-session';
import { sessionQuery } from '@/features/session/session';
import { frameTextParts, loadTextParts } from '@/i18n/i18n';
import { ErrorScreen } from './routes/error-screen';
import { RootLayout } from './routes/root-layout';
import { notFoundHandle, type ScreenHandle, type ScreenName } from './routes/screen-handle';
import { screenModules, type Loader } from './routes/screen-modules';
import { screenTexts } from './routes/screen-texts';

/**
 * The route table of SPEC §2, in one place. Every screen is its own lazily loaded chunk. Everything
 * but the landing page, the auth and password screens and the 404 page needs a signed-in session.
 */

/**
 * How long a first visit's first render waits for the screen's data (`firstVisitData`): the entry
 * asked for it while the code loaded, and it is usually here first. Rendered with its data, the
 * screen is one render that React splits into short tasks; rendered before it, the data's arrival
 * is a second render of the whole list in one task (TanStack Query's updates are synchronous), the
 * longest task of a first visit to /dashboard on a slow phone (272 ms in Lighthouse's mobile run,
 * 2026-12-01). A slower answer shows the screen's skeletons meanwhile, as any later visit does.
 */
const firstDataWaitMs = 1_500;

/** `wide`: the screen needs the width, so the frame leaves out its right column beside it. */
function screenRoute(
  queryClient: QueryClient,
  path: string,
  load: Loader,
  name?: ScreenName,
  options: Omit<ScreenHandle, 'screen'> = {},
): RouteObject {
  const texts = name ? screenTexts[name] : undefined;
  const route: RouteObject = {
    path,
    lazy: async () => {
      const [module] = await Promise.all([load(), texts ? loadTextParts(texts) : undefined]);
      const firstVisitData = module.firstVisitData;
      if (!firstVisitData) return { Component: module.default };
      return {
        Component: module.default,
        loader: async () => {
          await Promise.race([
            firstVisitData(queryClient),
            new Promise((resolve) => setTimeout(resolve, firstDataWaitMs)),
          ]);
          return null;
        },
      };
    },
  };
  if (name) route.handle = { screen: name, ...options } satisfies ScreenHandle;
  return route;
}

/**
 * The signed-in frame (header, navigation, right column, realtime) and its texts load with the first
 * screen that needs it, so the auth screens, where every new member arrives, do not carry them.
 */
const appShell = async () => {
  const [frame] = await Promise.all([screenModules.frame(), loadTextParts(frameTextParts)]);
  return { Component: frame.AppShell };
};

const {
  settings,
  completeProfile,
  profile,
  connections,
  saved,
  communities,
  community,
  messages,
  events,
  event,
  createEvent,
  serviceEditor,
  services,
  dashboard,
  authLayout,
  auth,
} = screenModules;

/**
 * The signed-in screens render once the session is known: the guard's first render shows the screen
 * (under the page's static top bar meanwhile) instead of 'Restoring session…' and then the whole
 * frame again in one long task. The entry asked for the session first thing (main.tsx), so this
 * mostly waits for an answer already on its way.
 */
function sessionLoader(queryClient: QueryClient) {
  return async () => {
    // A failure shows on the guard's own screen (SessionUnavailable), with its retry.
    await queryClient.ensureQueryData(sessionQuery).catch(() => undefined);
    return null;
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const screen = (...args: DropFirst<Parameters<typeof screenRoute>>) =>
    screenRoute(queryClient, ...args);
  return [
    {
      Component: RootLayout,
      ErrorBoundary: ErrorScreen,
      HydrateFallback: () => null,
      children: [
        screen('/', () => import('./routes/landing')),
        {
          lazy: async () => ({ Component: (await authLayout()).AuthLayout }),
          children: [
            screen('/auth', auth, 'auth'),
            screen('/forgot-password', () => import('./routes/forgot-password'), 'forgotPassword'),
            screen('/reset-password', () => import('./routes/reset-password'), 'resetPassword'),
            // Issue 37: a strike's e-mail links here; a suspended member has no session.
            screen('/appeal/:token', () => import('./routes/appeal'), 'appeal'),
          ],
        },
        {
          Component: RequireSession,
          loader: sessionLoader(queryClient),
          children: [
            // Like Stripe's hosted page, the built-in test checkout stands outside the app's frame.
            screen(
              '/test-checkout/:sessionId',
              () => import('./routes/test-checkout'),
              'testCheckout',
            ),
            {
              lazy: appShell,
              children: [
                {
                  // A screen that fails (its code cannot be fetched offline) fails inside the frame.
                  ErrorBoundary: ScreenError,
                  children: [
                    ...[
                      '/user/:userId',
                      '/profile/:userId',
                      '/profile',
                      '/dashboard/profile',
                      '/dashboard/profile/:userId',
                    ].map((path) => screen(path, profile, 'profile')),
                    screen('/edit-profile', () => import('./routes/edit-profile'), 'editProfile'),
                    screen('/complete-profile', completeProfile, 'completeProfile'),
                    screen('/setup-profile', completeProfile, 'setupProfile'),
                    screen('/connections/:userId/:tab?', connections, 'connections'),
                    screen('/dashboard/connections/:userId/:tab?', connections, 'connections'),
                    screen('/dashboard', dashboard, 'dashboard'),
                    ...[
                      '/messages',
                      '/messages/:conversationId',
                      '/dashboard/messages',
                      '/dashboard/messages/:conversationId',
                    ].map((path) => screen(path, messages, 'messages', { wide: true })),
                    screen('/events', events, 'events'),
                    screen('/dashboard/events', events, 'events'),
                    screen('/create-event', createEvent, 'createEvent'),
                    screen('/dashboard/events/create', createEvent, 'createEvent'),
                    screen('/events/:id', event, 'event'),
                    screen('/events/:id/edit', () => import('./routes/edit-event'), 'editEvent'),
                    screen('/communities', communities, 'communities'),
                    screen('/dashboard/communities', communities, 'communities'),
                    ...['/community/:id', '/communities/:id', '/dashboard/communities/:id'].map(
                      (path) => screen(path, community, 'community'),
                    ),
                    screen(
                      '/community/:id/feed',
                      () => import('./routes/community-feed'),
                      'communityFeed',
                    ),
                    screen(
                      '/dashboard/communities/:id/manage',
                      () => import('./routes/manage-community'),
                      'manageCommunity',
                    ),
                    screen(
                      '/dashboard/communities/:communityId/chat',
                      () => import('./routes/community-chat'),
                      'communityChat',
                    ),
                    screen('/saved-posts', saved, 'saved'),
                    screen('/dashboard/saved', saved, 'saved'),
                    screen('/settings', settings, 'settings'),
                    screen('/dashboard/settings', settings, 'settings'),
                    screen(
                      '/settings/account-status',
                      () => import('./routes/account-status'),
                      'accountStatus',
                    ),
                    screen(
                      '/notifications/filtered',
                      () => import('./routes/filtered-notifications'),
                      'filteredNotifications',
                    ),
                    screen(
                      '/payment-history',
                      () => import('./routes/payment-history'),
                      'paymentHistory',
                    ),
                    screen('/drafts', () => import('./routes/drafts'), 'drafts'),
                    screen('/drafts/:id', () => import('./routes/draft'), 'draft'),
                    screen('/post/:id', () => import('./routes/post'), 'post'),
                    screen('/posts', () => import('./routes/posts'), 'posts'),
                    screen('/admin', () => import('./routes/admin'), 'admin', { wide: true }),
                    screen('/boost-posts', () => import('./routes/boost-posts'), 'boostPosts'),
                    screen('/service/:id', () => import('./routes/service'), 'service'),
                    screen('/services', services, 'services'),
                    screen(
                      '/services/manage',
                      () => import('./routes/manage-services'),
                      'manageServices',
                    ),
                    screen(
                      '/services/requests',
                      () => import('./routes/service-requests'),
                      'serviceRequests',
                    ),
                    screen('/services/new', serviceEditor, 'serviceEditor'),
                    screen('/services/:id/edit', serviceEditor, 'serviceEditor'),
                    screen('/search', () => import('./routes/search'), 'search'),
                  ],
                },
              ],
            },
          ],
        },
        {
          lazy: appShell,
          children: [
            { ...screen('*', () => import('./routes/not-found')), handle: notFoundHandle },
          ],
        },
      ],
    },
  ];
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
