import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { Profile } from '@aebro/shared/profiles';
import { registerBusiness, uploadAvatar } from '@/features/profiles/profile-api';
import { ApiRequestError } from '@/lib/api';
import { storeProfile } from '@/features/session/session';
import { registrationBody, type RegistrationFormOutput } from './business-registration-schema';

/** The logo could not be uploaded: the registration was not attempted. */
export class LogoUploadError extends Error {
  override name = 'LogoUploadError';
  constructor(readonly reason: unknown) {
    // The server's reason (too large, wrong type) is worth showing; a lost connection is not.
    super(reason instanceof ApiRequestError && reason.status !== 0 ? reason.message : '');
  }
}

interface Registration {
  values: RegistrationFormOutput;
  logo: File | null;
}

/** Uploads the logo (when one was chosen), then registers the business with it as the avatar. */
export function useRegisterBusiness(): UseMutationResult<Profile, unknown, Registration> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, logo }) => {
      let avatarUrl: string | null = null;
      if (logo) {
        try {
          avatarUrl = (await uploadAvatar(logo)).avatarUrl;
        } catch (error) {
          throw new LogoUploadError(error);
        }
      }
      return await registerBusiness(registrationBody(values, avatarUrl));
    },
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
