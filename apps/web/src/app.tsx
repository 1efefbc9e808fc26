import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { watchDialogHistory } from '@/components/ui/use-back-closes';
import { createQueryClient } from '@/lib/query-client';
import { routes } from './routes';

export function renderApp(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  watchDialogHistory();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
