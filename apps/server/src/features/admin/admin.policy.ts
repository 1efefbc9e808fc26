/** Only businesses ask for the verified badge, and only when they do not have it yet. */
export function canAskForVerification(profile: {
  accountType: string;
  isVerified: boolean;
}): boolean {
  return profile.accountType === 'business' && !profile.isVerified;
}
