import type { ConnectionsTab } from './people-api';

/** Query keys of the people area; lists share a prefix so a follow can update every row at once. */
export const peopleKeys = {
  all: ['people'] as const,
  profile: (id: string) => ['people', 'profile', id] as const,
  lists: () => ['people', 'list'] as const,
  connectionsOf: (id: string) => ['people', 'list', 'connections', id] as const,
  connections: (id: string, tab: ConnectionsTab) =>
    ['people', 'list', 'connections', id, tab] as const,
  search: (q: string) => ['people', 'list', 'search', q] as const,
  followRequests: () => ['people', 'list', 'follow-requests'] as const,
  privacy: () => ['people', 'privacy'] as const,
};
