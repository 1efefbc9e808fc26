import type { Viewer } from '../../platform/context';

/** What decides how much of a profile a viewer sees. */
export interface ProfileRelation {
  /** The profile's owner. */
  ownerId: string;
  /** public_profile: false makes the account locked (SPEC §6). */
  publicProfile: boolean;
  /** The viewer is an approved follower of the owner. */
  viewerFollows: boolean;
}

/**
 * A private profile shows only its name and avatar to people who do not follow it; its details,
 * counts, online status, posts and connections are for its owner and approved followers. Profile
 * pages, people lists, search, posts and sockets all ask this one question.
 */
export function canSeeProfileDetails(
  viewer: Pick<Viewer, 'id'>,
  profile: ProfileRelation,
): boolean {
  return profile.publicProfile || profile.ownerId === viewer.id || profile.viewerFollows;
}

/**
 * Online dot and last seen: hidden by the owner's switch (for everyone, the owner's own view
 * included, so they see what others see), and like every detail of a private profile.
 */
export function canSeeOnlineStatus(
  viewer: Pick<Viewer, 'id'>,
  profile: ProfileRelation & { hideOnlineStatus: boolean },
): boolean {
  return !profile.hideOnlineStatus && canSeeProfileDetails(viewer, profile);
}

/**
 * SPEC §6: a member's own profile row (its privacy switches, notification choices and last seen)
 * is changed only by that member: the routes that touch it (/api/v1/me/..., the presence
 * heartbeat) name nobody, so the one owner a request may touch is the request's own, and nobody (a
 * site admin included) reads or changes another's. Settings and presence ask this one rule.
 */
export function ownRowOwner(viewer: Pick<Viewer, 'id'>): string {
  return viewer.id;
}
