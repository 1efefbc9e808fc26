import type { Viewer } from '../../platform/context';
import { canSeeOnlineStatus, type ProfileRelation } from '../profiles/profiles.policy';

/**
 * A person in a list or a search result shows name, avatar and follow state to anyone signed in
 * (a private profile shows as much on its page); the online dot follows the profile page's rule.
 */
export function personPresenceVisible(
  viewer: Pick<Viewer, 'id'>,
  person: ProfileRelation & { hideOnlineStatus: boolean },
): boolean {
  return canSeeOnlineStatus(viewer, person);
}

/** Searching people needs only a session; what a search can match is limited in its query. */
export function canSearchPeople(viewer: Pick<Viewer, 'id'> | null): boolean {
  return viewer !== null;
}
