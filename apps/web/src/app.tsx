import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { watchDialogHistory } from '@/components/ui/use-back-closes';
import { createQueryClient } from '@/lib/query-client';
import { createRoutes } from './routes';

export function renderApp(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(queryClient));
  watchDialogHistory();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
