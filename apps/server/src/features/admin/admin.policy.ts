/** Only businesses ask for the verified badge, and only when they do not have it yet. */
export function canAskForVerification(profile: {
  accountType: string;
  isVerified: boolean;
}): boolean {
  return profile.accountType === 'business' && !profile.isVerified;
}

/**
 * Issue 37: an appeal is decided by a site admin other than the one who acted on the strike, and
 * never by the member who appealed (an admin's own strike goes to another admin). Null when the
 * viewer may decide it, else why not.
 */
export function whyNotDecideAppeal(
  viewerId: string,
  appeal: { memberId: string; actorId: string | null },
): 'own_appeal' | 'acted' | null {
  if (appeal.memberId === viewerId) return 'own_appeal';
  if (appeal.actorId === viewerId) return 'acted';
  return null;
}
