import type { FollowResult, Page, Person, PublicProfile } from '@aebro/shared/connections';
import { apiClient, unwrap } from '@/lib/api-client';

/** One page of people; pass `nextCursor` back as `cursor` for the next one. */
export type PersonPage = Page<Person>;

export const connectionsTabs = ['followers', 'following'] as const;
export type ConnectionsTab = (typeof connectionsTabs)[number];

/** The tabs of /connections/{userId}/{tab}: my own page also lists who asks to follow me. */
export type ConnectionsPageTab = ConnectionsTab | 'requests';

export function isConnectionsTab(value: string | undefined): value is ConnectionsTab {
  return value === 'followers' || value === 'following';
}

/** The people asking to follow me, as a page of people (newest request first). */
export async function fetchFollowRequests(cursor: string | undefined): Promise<PersonPage> {
  const page = await unwrap(
    apiClient.GET('/api/v1/me/follow-requests', { params: { query: { cursor } } }),
  );
  return { items: page.items.map((request) => request.person), nextCursor: page.nextCursor };
}

export async function answerFollowRequest(id: string, approve: boolean): Promise<void> {
  await (approve
    ? unwrap(
        apiClient.POST('/api/v1/me/follow-requests/{id}/approve', { params: { path: { id } } }),
      )
    : unwrap(apiClient.DELETE('/api/v1/me/follow-requests/{id}', { params: { path: { id } } })));
}

/** GET /api/v1/profiles/{id}: someone's profile as I may see it. */
export async function fetchPublicProfile(id: string): Promise<PublicProfile> {
  return await unwrap(apiClient.GET('/api/v1/profiles/{id}', { params: { path: { id } } }));
}

/** PUT (follow) or DELETE (unfollow) /api/v1/profiles/{id}/follow; both are idempotent. */
export async function setFollowing(id: string, follow: boolean): Promise<FollowResult> {
  const params = { params: { path: { id } } };
  return await (follow
    ? unwrap(apiClient.PUT('/api/v1/profiles/{id}/follow', params))
    : unwrap(apiClient.DELETE('/api/v1/profiles/{id}/follow', params)));
}

export async function fetchConnections(
  id: string,
  tab: ConnectionsTab,
  cursor: string | undefined,
): Promise<PersonPage> {
  const params = { params: { path: { id }, query: { cursor } } };
  return await (tab === 'followers'
    ? unwrap(apiClient.GET('/api/v1/profiles/{id}/followers', params))
    : unwrap(apiClient.GET('/api/v1/profiles/{id}/following', params)));
}

export async function searchPeople(q: string, cursor: string | undefined): Promise<PersonPage> {
  return await unwrap(apiClient.GET('/api/v1/people', { params: { query: { q, cursor } } }));
}
