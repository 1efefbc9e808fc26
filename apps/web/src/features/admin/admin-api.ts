import type { BlockedDomain, HeldItem, HoldWord, HoldWordCreate } from '@aebro/shared/holds';
import type { HeldPost, TrustLevel } from '@aebro/shared/trust';
import type { Page } from '@aebro/shared/connections';
import type {
  AdminCounts,
  AdminPerson,
  AdminReport,
  AdminVerification,
  FailedJobs,
  ModerationLogEntry,
  ReportDecision,
} from '@aebro/shared/safety';
import type { AdminAppeal } from '@aebro/shared/strikes';
import { apiClient, unwrap } from '@/lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  counts: ['admin', 'counts'] as const,
  reports: (sort: string) => ['admin', 'reports', sort] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  verifications: ['admin', 'verifications'] as const,
  log: ['admin', 'log'] as const,
  jobs: ['admin', 'jobs'] as const,
  appeals: (status: string) => ['admin', 'appeals', status] as const,
  held: ['admin', 'held'] as const,
  heldComments: ['admin', 'held-comments'] as const,
  holdWords: ['admin', 'hold-words'] as const,
  blockedDomains: ['admin', 'blocked-domains'] as const,
};

export const fetchAppeals = (status: 'pending' | 'decided'): Promise<Page<AdminAppeal>> =>
  unwrap(apiClient.GET('/api/v1/admin/appeals', { params: { query: { status, limit: 50 } } }));
export const decideAppeal = (
  id: string,
  decision: 'uphold' | 'overturn',
  reason: string,
): Promise<AdminAppeal> =>
  unwrap(
    apiClient.POST('/api/v1/admin/appeals/{id}/decision', {
      params: { path: { id } },
      body: { decision, reason },
    }),
  );

export const fetchCounts = (): Promise<AdminCounts> =>
  unwrap(apiClient.GET('/api/v1/admin/counts'));
export const fetchReports = (sort: 'newest' | 'most'): Promise<Page<AdminReport>> =>
  unwrap(
    apiClient.GET('/api/v1/admin/reports', {
      params: { query: { sort, status: 'open', limit: 50 } },
    }),
  );
export const decide = (id: string, body: ReportDecision): Promise<unknown> =>
  unwrap(
    apiClient.POST('/api/v1/admin/reports/{id}/decision', {
      params: { path: { id } },
      body: {
        action: body.action,
        reason: body.reason,
        ...(body.days === undefined ? {} : { days: Number(body.days) }),
      },
    }),
  );
export const fetchUsers = (q: string): Promise<Page<AdminPerson>> =>
  unwrap(apiClient.GET('/api/v1/admin/users', { params: { query: { q, limit: 50 } } }));
export const suspend = (id: string, days: number, reason: string): Promise<AdminPerson> =>
  unwrap(
    apiClient.POST('/api/v1/admin/users/{id}/suspension', {
      params: { path: { id } },
      body: { days, reason },
    }),
  );
export const unsuspend = (id: string, reason: string): Promise<AdminPerson> =>
  unwrap(
    apiClient.DELETE('/api/v1/admin/users/{id}/suspension', {
      params: { path: { id } },
      body: { reason },
    }),
  );
export const ban = (id: string, reason: string): Promise<AdminPerson> =>
  unwrap(
    apiClient.POST('/api/v1/admin/users/{id}/ban', { params: { path: { id } }, body: { reason } }),
  );
export const resendVerification = (id: string, reason: string): Promise<unknown> =>
  unwrap(
    apiClient.POST('/api/v1/admin/users/{id}/verification-email', {
      params: { path: { id } },
      body: { reason },
    }),
  );
export const resetTwoFactor = (id: string, reason: string): Promise<AdminPerson> =>
  unwrap(
    apiClient.DELETE('/api/v1/admin/users/{id}/two-factor', {
      params: { path: { id } },
      body: { reason },
    }),
  );
export const setTrustLevel = (
  id: string,
  level: TrustLevel,
  reason: string,
): Promise<AdminPerson> =>
  unwrap(
    apiClient.PUT('/api/v1/admin/users/{id}/trust-level', {
      params: { path: { id } },
      body: { level, reason },
    }),
  );
export const fetchVerifications = (): Promise<Page<AdminVerification>> =>
  unwrap(
    apiClient.GET('/api/v1/admin/verifications', {
      params: { query: { status: 'pending', limit: 50 } },
    }),
  );
export const decideVerification = (
  id: string,
  approve: boolean,
  reason: string,
): Promise<unknown> =>
  unwrap(
    apiClient.PUT('/api/v1/admin/verifications/{id}', {
      params: { path: { id } },
      body: { approve, reason },
    }),
  );
export const fetchLog = (): Promise<Page<ModerationLogEntry>> =>
  unwrap(apiClient.GET('/api/v1/admin/log', { params: { query: { limit: 50 } } }));
export const fetchFailedJobs = (): Promise<FailedJobs> =>
  unwrap(apiClient.GET('/api/v1/admin/jobs'));
export const retryJob = (id: string): Promise<unknown> =>
  unwrap(apiClient.POST('/api/v1/admin/jobs/{id}/retry', { params: { path: { id } } }));
export const fetchHeldPosts = (): Promise<Page<HeldPost>> =>
  unwrap(apiClient.GET('/api/v1/admin/held-posts', { params: { query: { limit: 50 } } }));
export const approveHeldPost = (id: string): Promise<unknown> =>
  unwrap(apiClient.POST('/api/v1/admin/held-posts/{id}/approve', { params: { path: { id } } }));
export const removeHeldPost = (id: string, reason: string): Promise<unknown> =>
  unwrap(
    apiClient.DELETE('/api/v1/admin/held-posts/{id}', {
      params: { path: { id } },
      body: { reason },
    }),
  );

/* Issue 37: held comments, the site-wide hold words and the blocked domains. */
export const fetchHeldComments = (): Promise<Page<HeldItem>> =>
  unwrap(apiClient.GET('/api/v1/admin/held-comments', { params: { query: { limit: 50 } } }));
export const approveHeldComment = (id: string): Promise<unknown> =>
  unwrap(apiClient.POST('/api/v1/admin/held-comments/{id}/approve', { params: { path: { id } } }));
export const removeHeldComment = (id: string, reason: string): Promise<unknown> =>
  unwrap(
    apiClient.DELETE('/api/v1/admin/held-comments/{id}', {
      params: { path: { id } },
      body: { reason },
    }),
  );
export const fetchHoldWords = (): Promise<{ items: HoldWord[] }> =>
  unwrap(apiClient.GET('/api/v1/admin/hold-words'));
export const addHoldWord = (body: HoldWordCreate): Promise<HoldWord> =>
  unwrap(apiClient.POST('/api/v1/admin/hold-words', { body }));
export const removeHoldWord = (id: string): Promise<unknown> =>
  unwrap(apiClient.DELETE('/api/v1/admin/hold-words/{id}', { params: { path: { id } } }));
export const fetchBlockedDomains = (): Promise<{ items: BlockedDomain[] }> =>
  unwrap(apiClient.GET('/api/v1/admin/blocked-domains'));
export const addBlockedDomain = (domain: string): Promise<BlockedDomain> =>
  unwrap(apiClient.POST('/api/v1/admin/blocked-domains', { body: { domain } }));
export const removeBlockedDomain = (id: string): Promise<unknown> =>
  unwrap(apiClient.DELETE('/api/v1/admin/blocked-domains/{id}', { params: { path: { id } } }));
