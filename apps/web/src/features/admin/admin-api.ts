import type { Page } from '@aebro/shared/connections';
import type {
  AdminCounts,
  AdminPerson,
  AdminReport,
  AdminVerification,
  ModerationLogEntry,
  ReportDecision,
} from '@aebro/shared/safety';
import { apiClient } from '@/lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  counts: ['admin', 'counts'] as const,
  reports: (sort: string) => ['admin', 'reports', sort] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  verifications: ['admin', 'verifications'] as const,
  log: ['admin', 'log'] as const,
};

export const fetchCounts = (): Promise<AdminCounts> => apiClient.get('/api/v1/admin/counts');
export const fetchReports = (sort: 'newest' | 'most'): Promise<Page<AdminReport>> =>
  apiClient.get('/api/v1/admin/reports', { query: { sort, status: 'open', limit: 50 } });
export const decide = (id: string, body: ReportDecision): Promise<unknown> =>
  apiClient.post('/api/v1/admin/reports/{id}/decision', {
    path: { id },
    body: {
      action: body.action,
      reason: body.reason,
      ...(body.days === undefined ? {} : { days: Number(body.days) }),
    },
  });
export const fetchUsers = (q: string): Promise<Page<AdminPerson>> =>
  apiClient.get('/api/v1/admin/users', { query: { q, limit: 50 } });
export const suspend = (id: string, days: number, reason: string): Promise<AdminPerson> =>
  apiClient.post('/api/v1/admin/users/{id}/suspension', { path: { id }, body: { days, reason } });
export const unsuspend = (id: string, reason: string): Promise<AdminPerson> =>
  apiClient.delete('/api/v1/admin/users/{id}/suspension', { path: { id }, body: { reason } });
export const ban = (id: string, reason: string): Promise<AdminPerson> =>
  apiClient.post('/api/v1/admin/users/{id}/ban', { path: { id }, body: { reason } });
export const resendVerification = (id: string, reason: string): Promise<unknown> =>
  apiClient.post('/api/v1/admin/users/{id}/verification-email', {
    path: { id },
    body: { reason },
  });
export const resetTwoFactor = (id: string, reason: string): Promise<AdminPerson> =>
  apiClient.delete('/api/v1/admin/users/{id}/two-factor', { path: { id }, body: { reason } });
export const fetchVerifications = (): Promise<Page<AdminVerification>> =>
  apiClient.get('/api/v1/admin/verifications', { query: { status: 'pending', limit: 50 } });
export const decideVerification = (
  id: string,
  approve: boolean,
  reason: string,
): Promise<unknown> =>
  apiClient.put('/api/v1/admin/verifications/{id}', { path: { id }, body: { approve, reason } });
export const fetchLog = (): Promise<Page<ModerationLogEntry>> =>
  apiClient.get('/api/v1/admin/log', { query: { limit: 50 } });
