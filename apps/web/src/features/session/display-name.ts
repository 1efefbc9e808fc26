import type { Profile } from '@aebro/shared/profiles';

/** SPEC §3: a business shows its business name (or category) in place of a personal name. */
export function displayName(
  profile: Pick<
    Profile,
    'accountType' | 'businessName' | 'businessCategory' | 'fullName' | 'username'
  >,
): string {
  if (profile.accountType === 'business')
    return profile.businessName ?? profile.fullName ?? profile.businessCategory ?? profile.username;
  return profile.fullName ?? profile.username;
}
