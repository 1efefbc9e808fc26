import { actsAsMember, type Viewer } from '../../platform/context';

/*
 * Who appears in the people search and the suggestions is decided in their queries by rules
 * defined once elsewhere: safety's `visibleTo` (no blocks either way, no bans) and, for how much of
 * each person shows, the profile's `canSeeProfileDetails`. This file says who may ask.
 */

/**
 * The people directory and the suggestions are for members (`actsAsMember`: signed in, address
 * verified): a signed-out visitor cannot list the community's members (a profile is reached by its
 * link only).
 */
export function canFindPeople(viewer: Pick<Viewer, 'emailVerified'>): boolean {
  return actsAsMember(viewer);
}
