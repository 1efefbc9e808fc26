import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
// From 'react-router' itself: under Node, 'react-router/dom' resolves to another copy of the router context.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { appTextParts, initI18n } from '@/i18n/i18n';

/** English texts of both parts, as the app loads them. */
export async function setUpTexts(): Promise<void> {
  await initI18n('en', appTextParts);
}

/** A query client for one test: no retries, nothing shared between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

interface RenderOptions {
  path?: string;
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders inside the app's providers: a memory router at `path` and a fresh query client. */
export function renderWithApp(
  ui: ReactElement | null,
  { path = '/', routes = [], queryClient = testQueryClient() }: RenderOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(ui ? [{ path: '*', element: ui }, ...routes] : routes, {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
