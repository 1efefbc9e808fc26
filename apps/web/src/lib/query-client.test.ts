import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('follows SPEC §9: 1 retry for queries, none for mutations, 2 minutes stale, no refetch on focus or reconnect', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: 1,
      staleTime: 120_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: 0 });
  });
});
