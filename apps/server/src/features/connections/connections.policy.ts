import type { Viewer } from '../../platform/context';
import { canSeeProfileDetails, type ProfileRelation } from '../profiles/profiles.policy';

/** Nobody follows themselves; anyone may follow anyone else (a private profile approves later). */
export function canFollow(viewer: Pick<Viewer, 'id'>, targetId: string): boolean {
  return viewer.id !== targetId;
}

/** A profile's followers and following are a detail of the profile: private ones for followers only. */
export function canListConnections(viewer: Pick<Viewer, 'id'>, profile: ProfileRelation): boolean {
  return canSeeProfileDetails(viewer, profile);
}
