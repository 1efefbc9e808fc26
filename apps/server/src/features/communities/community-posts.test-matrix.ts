import { signedIn, type MatrixRow, type RoomRow } from '../../test/authorization/matrix';
import { community, membersOnly } from './communities.test-matrix-fixtures';

export const communityPostsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/communities/:id/posts',
    case: "the owner's private community",
    request: (w) => ({ url: `${community(w)}/posts` }),
    expect: membersOnly(200),
  },
  {
    route: 'GET /api/v1/communities/:id/posts',
    case: 'the public community',
    request: (w) => ({ url: `/api/v1/communities/${w.publicCommunityId}/posts` }),
    expect: signedIn(200),
  },

  // The posts routes on a post of the private community: its members read it, nobody else.
  {
    route: 'POST /api/v1/posts',
    case: 'a post in the private community',
    request: (w) => ({
      url: '/api/v1/posts',
      payload: { body: 'Selam, circle', audience: 'community', communityId: w.community.id },
    }),
    expect: membersOnly(201),
  },
  {
    route: 'GET /api/v1/posts/:id',
    case: "the member's post in the private community",
    request: (w) => ({ url: `/api/v1/posts/${w.community.memberPostId}` }),
    expect: membersOnly(200),
  },
  {
    route: 'PATCH /api/v1/posts/:id',
    case: "the member's post in the private community (its admins may remove it, not edit it)",
    request: (w) => ({
      url: `/api/v1/posts/${w.community.memberPostId}`,
      payload: { body: 'Edited in the circle' },
    }),
    expect: { ...membersOnly(403), member: 200 },
  },
  {
    route: 'DELETE /api/v1/posts/:id',
    case: "a fresh post of the member's in the private community (its admins may remove it)",
    request: async (w) => ({ url: `/api/v1/posts/${await w.newCommunityPost()}` }),
    expect: membersOnly(204),
  },
  {
    route: 'DELETE /api/v1/posts/:id',
    case: "a fresh post of the owner's in the private community (a member may not remove it)",
    request: async (w) => ({
      url: `/api/v1/posts/${await w.newCommunityPost(w.users.owner)}`,
    }),
    expect: { ...membersOnly(204), member: 403 },
  },
  {
    route: 'PUT /api/v1/posts/:id/like',
    case: "the owner's post in the private community",
    request: (w) => ({ url: `/api/v1/posts/${w.community.ownerPostId}/like` }),
    expect: membersOnly(200),
  },
  {
    route: 'GET /api/v1/posts/:id/comments',
    case: "the member's post in the private community",
    request: (w) => ({ url: `/api/v1/posts/${w.community.memberPostId}/comments` }),
    expect: membersOnly(200),
  },
  {
    route: 'POST /api/v1/posts/:id/comments',
    case: "the member's post in the private community",
    request: (w) => ({
      url: `/api/v1/posts/${w.community.memberPostId}/comments`,
      payload: { body: 'Well said' },
    }),
    expect: membersOnly(201),
  },
  {
    route: 'DELETE /api/v1/comments/:id',
    case: "a fresh comment of the owner's on their post in the private community (admins remove it)",
    request: async (w) => ({
      url: `/api/v1/comments/${await w.newComment(w.community.ownerPostId, w.users.owner)}`,
    }),
    expect: { ...membersOnly(204), member: 403 },
  },
];

export const communityPostsRooms: RoomRow[] = [
  {
    kind: 'post',
    case: "the member's post in the private community",
    id: (w) => w.community.memberPostId,
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
];
