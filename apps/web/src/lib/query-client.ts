import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: queries retry once, mutations never, 2 minutes stale, no refetch on focus or reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        staleTime: 2 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: 0 },
    },
  });
}
