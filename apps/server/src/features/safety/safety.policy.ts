import { actsAsMember, type Viewer } from '../../platform/context';

/** Nobody blocks, mutes or reports themselves as a profile. */
export function canBlock(viewer: Pick<Viewer, 'id'>, targetId: string): boolean {
  return viewer.id !== targetId;
}

/**
 * A notification from `actor` never reaches a recipient separated from them by a block (either
 * way: blocks work both ways, see db/safety-filters.ts), nor one who muted them (mutes are the
 * muter's alone).
 */
export function hidesNotification(relation: {
  blocked: boolean;
  mutedByRecipient: boolean;
}): boolean {
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
  if (!actsAsMember(viewer)) return false;
  return facts.granted || facts.adminEmails.includes(viewer.email.trim().toLowerCase());
}
