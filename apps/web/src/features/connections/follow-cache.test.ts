import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '@aebro/shared/connections';
import { listAfterFollow, profileAfterFollow, profileWithResult } from './follow-cache';
import type { PersonPage } from '@/features/people/people-api';

const profile = {
  id: 'p1',
  isFollowing: false,
  counts: { posts: 3, followers: 10, following: 2 },
} as PublicProfile;
const person = (id: string) => ({ id, isFollowing: false }) as PersonPage['items'][number];

describe('the optimistic follow', () => {
  it('counts one more follower when I follow, one fewer when I unfollow, and nothing when unchanged', () => {
    expect(profileAfterFollow(profile, true)).toMatchObject({
      isFollowing: true,
      counts: { followers: 11 },
    });
    expect(profileAfterFollow({ ...profile, isFollowing: true }, false)).toMatchObject({
      isFollowing: false,
      counts: { followers: 9 },
    });
    expect(profileAfterFollow(profile, false)).toBe(profile);
  });

  it("takes the server's count as the truth", () => {
    expect(
      profileWithResult(profile, { following: true, requested: false, followersCount: 42 }),
    ).toMatchObject({
      isFollowing: true,
      counts: { followers: 42 },
    });
  });

  it('updates the row of that person on every loaded page, and leaves other lists alone', () => {
    const data = {
      pages: [
        { items: [person('a'), person('p1')], nextCursor: 'c' },
        { items: [person('p1')], nextCursor: null },
      ],
      pageParams: [undefined, 'c'],
    };
    const after = listAfterFollow(data, 'p1', true);
    expect(
      after.pages.flatMap((page) => page.items.map((item) => [item.id, item.isFollowing])),
    ).toEqual([
      ['a', false],
      ['p1', true],
      ['p1', true],
    ]);
    expect(listAfterFollow(data, 'zz', true)).toBe(data);
  });
});
