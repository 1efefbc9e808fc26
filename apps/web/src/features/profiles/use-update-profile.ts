import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@aebro/shared/profiles';
import type { ApiRequestError } from '@/lib/api';
import { storeProfile } from '@/features/session/session';
import { updateProfile } from './profile-api';

/** PATCH /api/v1/me/profile; the answer replaces the profile in the cached session. */
export function useUpdateProfile(): UseMutationResult<Profile, ApiRequestError, ProfileUpdate> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
