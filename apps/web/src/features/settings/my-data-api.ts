import type { AccountDeletionState, DataExportState } from '@aebro/shared/my-data';
import { apiClient, unwrap } from '@/lib/api-client';

export const myDataKeys = {
  export: ['my-data', 'export'] as const,
  deletion: ['my-data', 'deletion'] as const,
};

export const fetchExportState = (): Promise<DataExportState> =>
  unwrap(apiClient.GET('/api/v1/me/data-export'));
export const requestExport = (): Promise<DataExportState> =>
  unwrap(apiClient.POST('/api/v1/me/data-export'));
export const requestDeletion = (
  proof: { password: string } | { code: string },
): Promise<AccountDeletionState> =>
  unwrap(apiClient.POST('/api/v1/me/account-deletion', { body: proof }));
