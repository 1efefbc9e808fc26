import type { Page } from '@aebro/shared/connections';
import type {
  BlockedPerson,
  MyVerification,
  ReportInput,
  SafetyRelation,
} from '@aebro/shared/safety';
import { apiClient, unwrap } from '@/lib/api-client';

export const safetyKeys = {
  relation: (id: string) => ['safety', 'relation', id] as const,
  list: (kind: 'block' | 'mute') => ['safety', 'list', kind] as const,
  verification: ['safety', 'verification'] as const,
};

export async function fetchRelation(id: string): Promise<SafetyRelation> {
  return await unwrap(apiClient.GET('/api/v1/profiles/{id}/safety', { params: { path: { id } } }));
}

export async function setRelation(
  kind: 'block' | 'mute',
  id: string,
  on: boolean,
): Promise<SafetyRelation> {
  const params = { params: { path: { id } } };
  if (kind === 'block')
    return on
      ? await unwrap(apiClient.PUT('/api/v1/profiles/{id}/block', params))
      : await unwrap(apiClient.DELETE('/api/v1/profiles/{id}/block', params));
  return on
    ? await unwrap(apiClient.PUT('/api/v1/profiles/{id}/mute', params))
    : await unwrap(apiClient.DELETE('/api/v1/profiles/{id}/mute', params));
}

export async function fetchRelations(kind: 'block' | 'mute'): Promise<Page<BlockedPerson>> {
  return kind === 'block'
    ? await unwrap(apiClient.GET('/api/v1/me/blocks', { params: { query: { limit: 50 } } }))
    : await unwrap(apiClient.GET('/api/v1/me/mutes', { params: { query: { limit: 50 } } }));
}

export async function sendReport(input: ReportInput): Promise<void> {
  await unwrap(
    apiClient.POST('/api/v1/reports', {
      body: {
        kind: input.kind,
        targetId: input.targetId,
        category: input.category,
        details: input.details ?? '',
        attachedPostIds: input.attachedPostIds ?? [],
        ...(input.ruleNumber === undefined ? {} : { ruleNumber: Number(input.ruleNumber) }),
      },
    }),
  );
}

export async function fetchVerification(): Promise<MyVerification> {
  return await unwrap(apiClient.GET('/api/v1/me/verification'));
}

export async function askVerification(details: string): Promise<MyVerification> {
  return await unwrap(apiClient.POST('/api/v1/me/verification', { body: { details } }));
}
