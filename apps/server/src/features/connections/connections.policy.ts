import type { Viewer } from '../../platform/context';
import { canSeeProfileDetails, type ProfileRelation } from '../profiles/profiles.policy';

/** Nobody follows themselves; anyone may ask to follow anyone else. */
export function canFollow(viewer: Pick<Viewer, 'id'>, targetId: string): boolean {
  return viewer.id !== targetId;
}

/**
 * A private profile is a locked account: following it is a request its owner approves or declines;
 * a public one is followed at once.
 */
export function followNeedsApproval(target: { publicProfile: boolean }): boolean {
  return !target.publicProfile;
}

/** A profile's followers and following are a detail of the profile: private ones for followers only. */
export function canListConnections(viewer: Pick<Viewer, 'id'>, profile: ProfileRelation): boolean {
  return canSeeProfileDetails(viewer, profile);
}
