import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { PrivacySettings } from '@aebro/shared/connections';
import type { ApiRequestError } from '@/lib/api';
import { fetchPrivacySettings, updatePrivacySettings } from './privacy-api';
import { peopleKeys } from '@/features/people/people-keys';

export function usePrivacySettings(): UseQueryResult<PrivacySettings, ApiRequestError> {
  return useQuery<PrivacySettings, ApiRequestError>({
    queryKey: peopleKeys.privacy(),
    queryFn: fetchPrivacySettings,
  });
}

/**
 * Saves one switch as soon as it changes: shown at once, put back if the server refuses, with the
 * toasts of SPEC §8.
 */
export function useUpdatePrivacy(): UseMutationResult<
  PrivacySettings,
  ApiRequestError,
  Partial<PrivacySettings>,
  { previous: PrivacySettings | undefined }
> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: peopleKeys.privacy(),
    mutationFn: updatePrivacySettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: peopleKeys.privacy() });
      const previous = queryClient.getQueryData<PrivacySettings>(peopleKeys.privacy());
      if (previous)
        queryClient.setQueryData<PrivacySettings>(peopleKeys.privacy(), { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(peopleKeys.privacy(), context.previous);
      toast.error(t('settings.feedback.error'), { description: t('settings.feedback.failed') });
    },
    onSuccess: (settings) => {
      // While another switch is still saving, its optimistic state stays; the last answer settles all.
      if (queryClient.isMutating({ mutationKey: peopleKeys.privacy() }) <= 1)
        queryClient.setQueryData(peopleKeys.privacy(), settings);
      // My profile as others see it (online dot, privacy) has changed.
      void queryClient.invalidateQueries({ queryKey: ['people', 'profile'], refetchType: 'none' });
      toast.success(t('people.privacy.saved.title'), {
        description: t('people.privacy.saved.text'),
      });
    },
  });
}
