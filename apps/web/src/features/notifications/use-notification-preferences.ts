import {
  queryOptions,
  useMutation,
  useQueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { NotificationPreferences } from '@aebro/shared/connections';
import { sessionQueryKey, type Session } from '@/features/session/session';
import { apiClient, unwrap } from '@/lib/api-client';

export const notificationPreferencesQuery = queryOptions({
  queryKey: ['settings', 'notification-preferences'] as const,
  queryFn: () => unwrap(apiClient.GET('/api/v1/me/notification-preferences')),
});
const preferencesKey = notificationPreferencesQuery.queryKey;

export type PreferenceChange = Partial<NotificationPreferences>;

/**
 * Saves a switch as soon as it changes (PATCH with that field only): shown at once, put back if the
 * server refuses, with the toasts of SPEC §8.
 */
export function useSavePreference(): UseMutationResult<
  NotificationPreferences,
  Error,
  PreferenceChange,
  { previous?: NotificationPreferences }
> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: preferencesKey,
    mutationFn: (change) =>
      unwrap(apiClient.PATCH('/api/v1/me/notification-preferences', { body: change })),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      const previous = queryClient.getQueryData(preferencesKey);
      queryClient.setQueryData(preferencesKey, (current) => current && { ...current, ...change });
      return { previous };
    },
    onError: (_error, change, context) => {
      // Only the fields of this change go back: another switch saved meanwhile keeps its value.
      const previous = context?.previous;
      if (previous) {
        const restored = Object.fromEntries(
          Object.keys(change).map((key) => [key, previous[key as keyof NotificationPreferences]]),
        );
        queryClient.setQueryData(
          preferencesKey,
          (current) => current && { ...current, ...restored },
        );
      }
      toast.error(t('settings.feedback.error'), { description: t('settings.feedback.failed') });
    },
    onSuccess: (saved) => {
      // With another change still on its way, its optimistic value stays until its own answer.
      if (queryClient.isMutating({ mutationKey: preferencesKey }) <= 1)
        queryClient.setQueryData(preferencesKey, saved);
      queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
        session ? { ...session, profile: { ...session.profile, ...saved } } : session,
      );
      toast.success(t('notifications.settings.updatedTitle'), {
        description: t('notifications.settings.updated'),
      });
    },
  });
}
