import { signedIn, type MatrixRow, type RoomRow } from '../../test/authorization/matrix';
import { adminsOnly, community, uniqueName } from './communities.test-matrix-fixtures';

export const communitiesMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/communities',
    case: 'discover (private ones show their card)',
    request: () => ({ url: '/api/v1/communities?q=circle&sort=active' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/me/communities',
    case: 'mine',
    request: () => ({ url: '/api/v1/me/communities' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/communities',
    case: 'a new community of my own',
    request: () => ({
      url: '/api/v1/communities',
      payload: { name: uniqueName(), description: 'Runners of the diaspora.', privacy: 'public' },
    }),
    expect: signedIn(201),
  },
  {
    route: 'POST /api/v1/communities',
    case: "with the owner's uploaded photo as its cover",
    request: (w) => ({
      url: '/api/v1/communities',
      payload: {
        name: uniqueName(),
        description: 'Whose cover is this?',
        privacy: 'public',
        coverKey: w.owner.uploadKey,
      },
    }),
    expect: { ...signedIn(400), owner: 201 },
  },
  {
    route: 'GET /api/v1/communities/:id',
    case: "the owner's private community (its card is for every signed-in person)",
    request: (w) => ({ url: community(w) }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/v1/communities/:id',
    case: "the owner's private community",
    request: (w) => ({
      url: community(w),
      payload: { description: 'A private circle of the owner, edited.' },
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'DELETE /api/v1/communities/:id',
    case: 'a fresh private community of the owner (with a member and a second admin)',
    request: async (w) => ({ url: `/api/v1/communities/${await w.newCommunity()}` }),
    expect: adminsOnly(204),
  },
];

export const communitiesRooms: RoomRow[] = [
  {
    kind: 'community',
    case: "the owner's private community",
    id: (w) => w.community.id,
    expect: {
      anonymous: 'no-socket',
      unverified: 'no-socket',
      owner: 'joined',
      stranger: 'refused',
      follower: 'refused',
      member: 'joined',
      communityAdmin: 'joined',
    },
  },
  {
    kind: 'community',
    case: 'the public community',
    id: (w) => w.publicCommunityId,
    expect: {
      anonymous: 'no-socket',
      unverified: 'no-socket',
      owner: 'joined',
      stranger: 'joined',
      follower: 'joined',
    },
  },
];
