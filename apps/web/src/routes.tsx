import type { RouteObject } from 'react-router';
import { AppShell } from '@/features/layout/app-shell';
import { ErrorScreen } from './routes/error-screen';
import { RootLayout } from './routes/root-layout';
import type { ScreenHandle, ScreenName } from './routes/screen-handle';

/**
 * The route table of SPEC §2, in one place. Every screen is its own lazily loaded chunk; screens that
 * a later issue builds show the "coming soon" screen, which names them.
 */
type Loader = () => Promise<{ default: React.ComponentType }>;

function screen(path: string, load: Loader): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

const comingSoon: Loader = () => import('./routes/coming-soon');

function pending(name: ScreenName, ...paths: string[]): RouteObject[] {
  const handle: ScreenHandle = { screen: name };
  return paths.map((path) => ({ ...screen(path, comingSoon), handle }));
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: () => null,
    children: [
      screen('/', () => import('./routes/landing')),
      {
        Component: AppShell,
        children: [
          ...pending('auth', '/auth'),
          ...pending('forgotPassword', '/forgot-password'),
          ...pending('resetPassword', '/reset-password'),
          ...pending('profile', '/user/:userId', '/profile/:userId', '/profile', '/dashboard/profile', '/dashboard/profile/:userId'),
          ...pending('editProfile', '/edit-profile'),
          ...pending('completeProfile', '/complete-profile'),
          ...pending('setupProfile', '/setup-profile'),
          ...pending('connections', '/connections/:userId/:tab?', '/dashboard/connections/:userId/:tab?'),
          ...pending('dashboard', '/dashboard'),
          ...pending('messages', '/messages', '/messages/:conversationId', '/dashboard/messages', '/dashboard/messages/:conversationId'),
          ...pending('events', '/events', '/dashboard/events'),
          ...pending('createEvent', '/create-event', '/dashboard/events/create'),
          ...pending('communities', '/communities', '/dashboard/communities'),
          ...pending('community', '/community/:id', '/communities/:id', '/dashboard/communities/:id'),
          ...pending('communityFeed', '/community/:id/feed'),
          ...pending('manageCommunity', '/dashboard/communities/:id/manage'),
          ...pending('communityChat', '/dashboard/communities/:communityId/chat'),
          ...pending('saved', '/saved-posts', '/dashboard/saved'),
          screen('/settings', () => import('./routes/settings')),
          screen('/dashboard/settings', () => import('./routes/settings')),
          ...pending('paymentHistory', '/payment-history'),
          ...pending('post', '/post/:id'),
          ...pending('posts', '/posts'),
          ...pending('admin', '/admin'),
          ...pending('boostPosts', '/boost-posts'),
          ...pending('service', '/service/:id'),
          ...pending('services', '/services'),
          ...pending('search', '/search'),
          screen('*', () => import('./routes/not-found')),
        ],
      },
    ],
  },
];
