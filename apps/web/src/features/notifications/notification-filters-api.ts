import { queryOptions } from '@tanstack/react-query';
import type {
  MutedWord,
  MutedWordCreate,
  NotificationPolicy,
} from '@aebro/shared/notification-filters';
import { apiClient, unwrap } from '@/lib/api-client';
import { notificationKeys } from './notifications-api';
import { normalizeNotification } from './notification-rules';

/** Issue 37: my notification policy, the Filtered list it fills, and my muted words. */

export const notificationPolicyQuery = queryOptions({
  queryKey: ['settings', 'notification-policy'] as const,
  queryFn: () => unwrap(apiClient.GET('/api/v1/me/notification-policy')),
});

export async function saveNotificationPolicy(
  change: Partial<NotificationPolicy>,
): Promise<NotificationPolicy> {
  return await unwrap(apiClient.PATCH('/api/v1/me/notification-policy', { body: change }));
}

/** Under `notificationKeys.all`, so whatever refreshes the bell refreshes the Filtered count too. */
export const filteredNotificationsQuery = queryOptions({
  queryKey: [...notificationKeys.all, 'filtered'] as const,
  queryFn: async () => {
    const answer = await unwrap(apiClient.GET('/api/v1/notifications/filtered'));
    return { items: answer.items.map(normalizeNotification), count: answer.count };
  },
});

export const mutedWordsQuery = queryOptions({
  queryKey: ['settings', 'muted-words'] as const,
  queryFn: async (): Promise<MutedWord[]> =>
    (await unwrap(apiClient.GET('/api/v1/me/muted-words'))).items,
});

export async function addMutedWord(word: MutedWordCreate): Promise<MutedWord> {
  return await unwrap(
    apiClient.POST('/api/v1/me/muted-words', {
      body: { wholeWord: true, expiresIn: 'never', ...word },
    }),
  );
}

export async function removeMutedWord(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/v1/me/muted-words/{id}', { params: { path: { id } } }));
}
