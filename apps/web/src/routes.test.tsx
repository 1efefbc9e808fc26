import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '@/features/session/require-session';
import { sessionQueryKey } from '@/features/session/session';
import { communityKeys } from '@/features/communities/communities-api';
import { messageKeys } from '@/features/messages/messages-api';
import { postKeys } from '@/features/posts/posts-api';
import { fetchEarly } from '@/lib/early-requests';
import { createQueryClient } from '@/lib/query-client';
import { recordRequests, server } from '@/test/msw';
import { createRoutes } from './routes';

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

const loaderArgs = {
  request: new Request('http://localhost/dashboard'),
  params: {},
  context: {},
} as unknown as LoaderFunctionArgs;

/** The loader a route has once its lazy part is loaded (as the router resolves it). */
async function loaderOf(route: RouteObject | undefined) {
  if (typeof route?.lazy !== 'function') throw new Error('the route loads lazily');
  const loaded = await route.lazy();
  return loaded.loader;
}

function routeOf(queryClient: QueryClient, path: string): RouteObject | undefined {
  return flatten(createRoutes(queryClient)).find((route) => route.path === path);
}

const dashboardRoute = (queryClient: QueryClient) => routeOf(queryClient, '/dashboard');

const session = {
  user: { id: 'u1', email: 'a@example.org', emailVerified: true, twoFactorEnabled: false },
  profile: { id: 'u1', displayName: 'Abebe' },
};

describe('the route table', () => {
  it('renders the signed-in screens once the session is known, taking the early answer', async () => {
    const sent = recordRequests();
    server.use(http.get('/api/v1/session', () => HttpResponse.json(session)));
    void fetchEarly('/api/v1/session');
    const queryClient = createQueryClient();
    const guard = flatten(createRoutes(queryClient)).find(
      (route) => route.Component === RequireSession,
    );
    if (typeof guard?.loader !== 'function') throw new Error('the guard has a loader');
    await guard.loader(loaderArgs);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
    expect(sent).toEqual([{ method: 'GET', path: '/api/v1/session' }]);
    // Later navigations find it cached and ask nothing.
    await guard.loader(loaderArgs);
    expect(sent).toHaveLength(1);
  });

  it.each([
    { path: '/dashboard', early: '/api/v1/feed', key: postKeys.list('feed') },
    { path: '/communities', early: '/api/v1/me/communities', key: communityKeys.mine },
    { path: '/messages', early: '/api/v1/conversations?box=inbox', key: messageKeys.list('inbox') },
  ])(
    'on a first visit, renders $path with the first page the entry asked for early',
    async ({ path, early, key }) => {
      const sent = recordRequests();
      const page = { items: [], nextCursor: null };
      server.use(http.get(early.split('?')[0] ?? early, () => HttpResponse.json(page)));
      void fetchEarly(early);
      const queryClient = createQueryClient();
      const loader = await loaderOf(routeOf(queryClient, path));
      if (typeof loader !== 'function') throw new Error(`${path} has a first-visit loader`);
      await loader(loaderArgs);
      expect(queryClient.getQueryData(key)).toEqual({ pages: [page], pageParams: [undefined] });
      expect(sent).toEqual([{ method: 'GET', path: early }]);
    },
  );

  it('on a later visit to /dashboard, does not hold the screen back for the feed', async () => {
    const sent = recordRequests();
    const queryClient = createQueryClient();
    const loader = await loaderOf(dashboardRoute(queryClient));
    if (typeof loader !== 'function') throw new Error('/dashboard has a first-visit loader');
    await loader(loaderArgs);
    expect(sent).toEqual([]);
    expect(queryClient.getQueryData(postKeys.list('feed'))).toBeUndefined();
  });
});
