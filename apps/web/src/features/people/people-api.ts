import type { FollowResult, Person, PublicProfile } from '@aebro/shared/connections';
import { api } from '@/lib/api';

/** One page of people; pass `nextCursor` back as `cursor` for the next one. */
export interface PersonPage {
  items: Person[];
  nextCursor: string | null;
}

export const connectionsTabs = ['followers', 'following'] as const;
export type ConnectionsTab = (typeof connectionsTabs)[number];

export function isConnectionsTab(value: string | undefined): value is ConnectionsTab {
  return value === 'followers' || value === 'following';
}

function withCursor(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** GET /api/v1/profiles/{id}: someone's profile as I may see it. */
export async function fetchPublicProfile(id: string): Promise<PublicProfile> {
  return await api<PublicProfile>(`/api/v1/profiles/${encodeURIComponent(id)}`);
}

/** PUT (follow) or DELETE (unfollow) /api/v1/profiles/{id}/follow; both are idempotent. */
export async function setFollowing(id: string, follow: boolean): Promise<FollowResult> {
  return await api<FollowResult>(`/api/v1/profiles/${encodeURIComponent(id)}/follow`, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

export async function fetchConnections(
  id: string,
  tab: ConnectionsTab,
  cursor: string | undefined,
): Promise<PersonPage> {
  return await api<PersonPage>(
    withCursor(`/api/v1/profiles/${encodeURIComponent(id)}/${tab}`, { cursor }),
  );
}

export async function searchPeople(q: string, cursor: string | undefined): Promise<PersonPage> {
  return await api<PersonPage>(withCursor('/api/v1/people', { q, cursor }));
}
