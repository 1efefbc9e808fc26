import type { InfiniteData } from '@tanstack/react-query';
import type { FollowResult, PublicProfile } from '@aebro/shared/connections';
import type { PersonPage } from '@/features/people/people-api';

/**
 * A profile after I (un)follow it: the button's state and, when it changed, the followers count. A
 * private profile I do not follow gets a request instead (its owner approves).
 */
export function profileAfterFollow(profile: PublicProfile, following: boolean): PublicProfile {
  if (following && profile.restricted) return { ...profile, followRequested: true };
  if (!following && profile.followRequested) return { ...profile, followRequested: false };
  if (profile.isFollowing === following) return profile;
  const counts = profile.counts
    ? { ...profile.counts, followers: Math.max(0, profile.counts.followers + (following ? 1 : -1)) }
    : null;
  return { ...profile, isFollowing: following, counts };
}

/** The profile with the server's answer, which is the truth about the count. */
export function profileWithResult(profile: PublicProfile, result: FollowResult): PublicProfile {
  return {
    ...profile,
    isFollowing: result.following,
    followRequested: result.requested,
    counts: profile.counts ? { ...profile.counts, followers: result.followersCount } : null,
  };
}

/** Every row of that person, in every loaded page of a list, shows the new state. */
export function listAfterFollow(
  data: InfiniteData<PersonPage>,
  id: string,
  following: boolean,
): InfiniteData<PersonPage> {
  if (!data.pages.some((page) => page.items.some((person) => person.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((person) =>
        person.id === id
          ? {
              ...person,
              isFollowing: following,
              followRequested: following && person.followRequested,
            }
          : person,
      ),
    })),
  };
}

/** Every row of that person shows what the server answered (following, or asked and waiting). */
export function listWithResult(
  data: InfiniteData<PersonPage>,
  id: string,
  result: FollowResult,
): InfiniteData<PersonPage> {
  if (!data.pages.some((page) => page.items.some((person) => person.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((person) =>
        person.id === id
          ? { ...person, isFollowing: result.following, followRequested: result.requested }
          : person,
      ),
    })),
  };
}
