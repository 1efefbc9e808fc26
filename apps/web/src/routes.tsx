import type { RouteObject } from 'react-router';
import { ScreenError } from '@/features/layout/screen-error';
import { RequireSession } from '@/features/session/require-session';
import { loadTextParts, type TextPart } from '@/i18n/i18n';
import { ErrorScreen } from './routes/error-screen';
import { RootLayout } from './routes/root-layout';
import { notFoundHandle, type ScreenHandle, type ScreenName } from './routes/screen-handle';

/**
 * The route table of SPEC §2, in one place. Every screen is its own lazily loaded chunk. Everything
 * but the landing page, the auth and password screens and the 404 page needs a signed-in session.
 */
type Loader = () => Promise<{ default: React.ComponentType }>;

/**
 * The text parts a screen needs beyond the frame's (`frameTextParts`, loaded with the app): they load
 * with the screen's code. A text of a part left out here still loads its part (i18n.ts), a moment
 * later.
 */
const screenTexts: Partial<Record<ScreenName, readonly TextPart[]>> = {
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

/** `wide`: the screen needs the width, so the frame leaves out its right column beside it. */
function screen(
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
      return { Component: module.default };
    },
  };
  if (name) route.handle = { screen: name, ...options } satisfies ScreenHandle;
  return route;
}

/**
 * The signed-in frame (header, navigation, right column, realtime) loads with the first screen that
 * needs it, so the auth screens, where every new member arrives, do not carry it.
 */
const appShell = async () => ({
  Component: (await import('@/features/layout/app-shell')).AppShell,
});

const settings: Loader = () => import('./routes/settings');
const completeProfile: Loader = () => import('./routes/complete-profile');
const profile: Loader = () => import('./routes/profile');
const connections: Loader = () => import('./routes/connections');
const saved: Loader = () => import('./routes/saved');
const communities: Loader = () => import('./routes/communities');
const community: Loader = () => import('./routes/community');
const messages: Loader = () => import('./routes/messages');
const events: Loader = () => import('./routes/events');
const createEvent: Loader = () => import('./routes/create-event');
const serviceEditor: Loader = () => import('./routes/service-editor');

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: () => null,
    children: [
      screen('/', () => import('./routes/landing')),
      {
        lazy: async () => ({ Component: (await import('@/features/auth/auth-layout')).AuthLayout }),
        children: [
          screen('/auth', () => import('./routes/auth'), 'auth'),
          screen('/forgot-password', () => import('./routes/forgot-password'), 'forgotPassword'),
          screen('/reset-password', () => import('./routes/reset-password'), 'resetPassword'),
        ],
      },
      {
        Component: RequireSession,
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
                  screen('/dashboard', () => import('./routes/dashboard'), 'dashboard'),
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
                  screen('/events/:id', () => import('./routes/event'), 'event'),
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
                    '/payment-history',
                    () => import('./routes/payment-history'),
                    'paymentHistory',
                  ),
                  screen('/post/:id', () => import('./routes/post'), 'post'),
                  screen('/posts', () => import('./routes/posts'), 'posts'),
                  screen('/admin', () => import('./routes/admin'), 'admin', { wide: true }),
                  screen('/boost-posts', () => import('./routes/boost-posts'), 'boostPosts'),
                  screen('/service/:id', () => import('./routes/service'), 'service'),
                  screen('/services', () => import('./routes/services'), 'services'),
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
        children: [{ ...screen('*', () => import('./routes/not-found')), handle: notFoundHandle }],
      },
    ],
  },
];
