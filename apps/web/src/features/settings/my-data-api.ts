import type { AccountDeletionState, DataExportState } from '@aebro/shared/my-data';
import { apiClient } from '@/lib/api-client';

export const myDataKeys = {
  export: ['my-data', 'export'] as const,
  deletion: ['my-data', 'deletion'] as const,
};

export const fetchExportState = (): Promise<DataExportState> =>
  apiClient.get('/api/v1/me/data-export');
export const requestExport = (): Promise<DataExportState> =>
  apiClient.post('/api/v1/me/data-export');
export const requestDeletion = (
  proof: { password: string } | { code: string },
): Promise<AccountDeletionState> => apiClient.post('/api/v1/me/account-deletion', { body: proof });
