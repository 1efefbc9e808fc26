import type {
  Community,
  CommunityBan,
  CommunityDetail,
  CommunityMember,
  CommunityReport,
  CommunityReportDecision,
  CommunityRole,
  CommunitySort,
  CreateCommunity,
  JoinRequest,
  MembershipResult,
  UpdateCommunity,
} from '@aebro/shared/communities';
import type { Page } from '@aebro/shared/connections';
import { apiClient, unwrap } from '@/lib/api-client';

/** Query keys: everything of this area lives under ['communities', …]. */
export const communityKeys = {
  all: ['communities'] as const,
  discover: (q: string, sort: CommunitySort) => ['communities', 'discover', q, sort] as const,
  mine: ['communities', 'mine'] as const,
  one: (id: string) => ['communities', 'one', id] as const,
  members: (id: string) => ['communities', 'members', id] as const,
  requests: (id: string, status: 'pending' | 'rejected') =>
    ['communities', 'requests', id, status] as const,
  reports: (id: string, status: 'open' | 'dismissed' | 'actioned') =>
    ['communities', 'reports', id, status] as const,
  bans: (id: string) => ['communities', 'bans', id] as const,
};

export async function discoverCommunities(
  q: string,
  sort: CommunitySort,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Community>> {
  return await unwrap(
    apiClient.GET('/api/v1/communities', { params: { query: { q, sort, cursor } }, signal }),
  );
}

export async function fetchMyCommunities(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Community>> {
  return await unwrap(
    apiClient.GET('/api/v1/me/communities', { params: { query: { cursor } }, signal }),
  );
}

export async function fetchCommunity(id: string, signal?: AbortSignal): Promise<CommunityDetail> {
  return await unwrap(
    apiClient.GET('/api/v1/communities/{id}', { params: { path: { id } }, signal }),
  );
}

export async function createCommunity(input: CreateCommunity): Promise<CommunityDetail> {
  return await unwrap(apiClient.POST('/api/v1/communities', { body: input }));
}

export async function updateCommunity(
  id: string,
  input: UpdateCommunity,
): Promise<CommunityDetail> {
  return await unwrap(
    apiClient.PATCH('/api/v1/communities/{id}', { params: { path: { id } }, body: input }),
  );
}

export async function deleteCommunity(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/v1/communities/{id}', { params: { path: { id } } }));
}

export async function joinCommunity(
  id: string,
  answer = '',
  acceptRules = false,
): Promise<MembershipResult> {
  return await unwrap(
    apiClient.PUT('/api/v1/communities/{id}/membership', {
      params: { path: { id } },
      body: { answer, acceptRules },
    }),
  );
}

/** Issue 37: reports on content in a community, for its admins (Manage → Reports). */
export async function fetchCommunityReports(
  id: string,
  status: 'open' | 'dismissed' | 'actioned',
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<CommunityReport>> {
  return await unwrap(
    apiClient.GET('/api/v1/communities/{id}/reports', {
      params: { path: { id }, query: { status, cursor } },
      signal,
    }),
  );
}

export async function decideCommunityReport(
  id: string,
  reportId: string,
  decision: CommunityReportDecision,
): Promise<{ status: 'dismissed' | 'actioned' }> {
  return await unwrap(
    apiClient.PUT('/api/v1/communities/{id}/reports/{reportId}', {
      params: { path: { id, reportId } },
      body: decision,
    }),
  );
}

export async function leaveCommunity(id: string): Promise<MembershipResult> {
  return await unwrap(
    apiClient.DELETE('/api/v1/communities/{id}/membership', { params: { path: { id } } }),
  );
}

export async function fetchMembers(
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<CommunityMember>> {
  return await unwrap(
    apiClient.GET('/api/v1/communities/{id}/members', {
      params: { path: { id }, query: { cursor } },
      signal,
    }),
  );
}

export async function fetchJoinRequests(
  id: string,
  status: 'pending' | 'rejected',
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<JoinRequest>> {
  return await unwrap(
    apiClient.GET('/api/v1/communities/{id}/join-requests', {
      params: { path: { id }, query: { status, cursor } },
      signal,
    }),
  );
}

export async function decideJoinRequest(
  communityId: string,
  requestId: string,
  status: 'approved' | 'rejected',
): Promise<JoinRequest> {
  return await unwrap(
    apiClient.PUT('/api/v1/communities/{id}/join-requests/{requestId}', {
      params: { path: { id: communityId, requestId } },
      body: { status },
    }),
  );
}

export async function changeRole(
  communityId: string,
  userId: string,
  role: CommunityRole,
): Promise<CommunityMember> {
  return await unwrap(
    apiClient.PATCH('/api/v1/communities/{id}/members/{userId}', {
      params: { path: { id: communityId, userId } },
      body: { role },
    }),
  );
}

export async function removeMember(communityId: string, userId: string): Promise<MembershipResult> {
  return await unwrap(
    apiClient.DELETE('/api/v1/communities/{id}/members/{userId}', {
      params: { path: { id: communityId, userId } },
    }),
  );
}

/** The community's chat (members only): its conversation id for the messages engine. */
export async function fetchCommunityChat(
  id: string,
  signal?: AbortSignal,
): Promise<{ conversationId: string }> {
  return await unwrap(
    apiClient.GET('/api/v1/communities/{id}/chat', { params: { path: { id } }, signal }),
  );
}

/** Issue 37: the people banned from a community, newest first (Manage → Members). */
export async function fetchCommunityBans(
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<CommunityBan>> {
  return await unwrap(
    apiClient.GET('/api/v1/communities/{id}/bans', {
      params: { path: { id }, query: { cursor } },
      signal,
    }),
  );
}

/** Lifts a ban: the person may join again. */
export async function unbanMember(communityId: string, userId: string): Promise<void> {
  await unwrap(
    apiClient.DELETE('/api/v1/communities/{id}/bans/{userId}', {
      params: { path: { id: communityId, userId } },
    }),
  );
}
