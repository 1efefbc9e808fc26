import type { Viewer } from '../../platform/context';

/** Nobody blocks, mutes or reports themselves as a profile. */
export function canBlock(viewer: Pick<Viewer, 'id'>, targetId: string): boolean {
  return viewer.id !== targetId;
}

/**
 * Blocks work both ways: when either person blocked the other, neither sees the other's profile,
 * posts, comments, follows, notifications or sockets. Other areas ask this through the safety
 * service (`isBlockedBetween`, `blockedIds`) or its SQL form (`db/safety-filters.ts`).
 */
export function separatedByBlock(blocked: { aBlockedB: boolean; bBlockedA: boolean }): boolean {
  return blocked.aBlockedB || blocked.bBlockedA;
}

/** A muted person's notifications and feed posts vanish for the one who muted them only. */
export function hidesNotification(relation: { blocked: boolean; mutedByRecipient: boolean }) {
  return relation.blocked || relation.mutedByRecipient;
}

/**
 * Site admins: a row in site_admins (the command line grants it) or an address in ADMIN_EMAILS.
 * Everyone else gets 404 from /admin and its API, as if it did not exist.
 */
export function isSiteAdmin(
  viewer: Pick<Viewer, 'email' | 'emailVerified'>,
  facts: { granted: boolean; adminEmails: readonly string[] },
): boolean {
  if (!viewer.emailVerified) return false;
  return facts.granted || facts.adminEmails.includes(viewer.email.trim().toLowerCase());
}

/** Only businesses ask for the verified badge, and only when they do not have it yet. */
export function canAskForVerification(profile: {
  accountType: string;
  isVerified: boolean;
}): boolean {
  return profile.accountType === 'business' && !profile.isVerified;
}
