import { randomBytes } from 'node:crypto';
import {
  signedIn,
  type MatrixRow,
  type Outcomes,
  type RoomRow,
} from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';

/** What only the community's members read (a private community): everyone else gets a 404. */
const membersOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 404,
  follower: 404,
  member: ok,
  communityAdmin: ok,
});
/** What only its admins (the owner and `communityAdmin`) do; others see the community, so a 403. */
const adminsOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 403,
  follower: 403,
  member: 403,
  communityAdmin: ok,
});
const community = (w: World) => `/api/v1/communities/${w.community.id}`;
const uniqueName = () => `Community ${randomBytes(5).toString('hex')}`;

/** A fresh private community of the owner's in which they are the only admin and only member. */
async function soleAdminCommunity(w: World): Promise<string> {
  const response = await w.app.inject({
    method: 'POST',
    url: '/api/v1/communities',
    payload: {
      name: uniqueName(),
      description: 'Only the owner runs this one.',
      privacy: 'private',
    },
    headers: w.headers('owner'),
  });
  return response.json<{ id: string }>().id;
}

/** The private community's chat (made on the owner's first use). */
async function chatOf(w: World): Promise<string> {
  const response = await w.app.inject({
    method: 'GET',
    url: `${community(w)}/chat`,
    headers: w.headers('owner'),
  });
  return response.json<{ conversationId: string }>().conversationId;
}

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
  {
    route: 'PUT /api/v1/communities/:id/membership',
    case: 'a fresh private community: asks to join (members already are)',
    request: async (w) => ({
      url: `/api/v1/communities/${await w.newCommunity()}/membership`,
      payload: { answer: 'Addis Ababa' },
    }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/v1/communities/:id/membership',
    case: 'the public community: joins at once',
    request: (w) => ({
      url: `/api/v1/communities/${w.publicCommunityId}/membership`,
      payload: {},
    }),
    expect: signedIn(200),
    after: async (w, actor) => {
      if (actor === 'anonymous') return;
      await w.app.inject({
        method: 'DELETE',
        url: `/api/v1/communities/${w.publicCommunityId}/membership`,
        headers: w.headers(actor),
      });
    },
  },
  {
    route: 'DELETE /api/v1/communities/:id/membership',
    case: 'a fresh private community: members leave, others have nothing to leave',
    request: async (w) => ({ url: `/api/v1/communities/${await w.newCommunity()}/membership` }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/v1/communities/:id/membership',
    case: 'a community whose only admin is the owner: the last admin cannot leave',
    request: async (w) => ({
      url: `/api/v1/communities/${await soleAdminCommunity(w)}/membership`,
    }),
    expect: { ...signedIn(200), owner: 409 },
  },
  {
    route: 'GET /api/v1/communities/:id/chat',
    case: "the owner's private community",
    request: (w) => ({ url: `${community(w)}/chat` }),
    expect: membersOnly(200),
  },
  {
    route: 'GET /api/v1/communities/:id/chat',
    case: 'the public community (readable by all, its chat is for members only)',
    request: (w) => ({ url: `/api/v1/communities/${w.publicCommunityId}/chat` }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/v1/conversations/:id/messages',
    case: "the private community's chat",
    request: async (w) => ({ url: `/api/v1/conversations/${await chatOf(w)}/messages` }),
    expect: membersOnly(200),
  },
  {
    route: 'GET /api/v1/communities/:id/members',
    case: "the owner's private community",
    request: (w) => ({ url: `${community(w)}/members` }),
    expect: membersOnly(200),
  },
  {
    route: 'GET /api/v1/communities/:id/members',
    case: 'the public community',
    request: (w) => ({ url: `/api/v1/communities/${w.publicCommunityId}/members` }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/v1/communities/:id/members/:userId',
    case: 'promote the member, in a fresh community',
    request: async (w) => ({
      url: `/api/v1/communities/${await w.newCommunity()}/members/${w.users.member.id}`,
      payload: { role: 'admin' },
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'DELETE /api/v1/communities/:id/members/:userId',
    case: 'remove the member, in a fresh community',
    request: async (w) => ({
      url: `/api/v1/communities/${await w.newCommunity()}/members/${w.users.member.id}`,
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/v1/communities/:id/join-requests',
    case: "the owner's private community",
    request: (w) => ({ url: `${community(w)}/join-requests?status=pending` }),
    expect: adminsOnly(200),
  },
  {
    route: 'PUT /api/v1/communities/:id/join-requests/:requestId',
    case: 'approve a fresh request',
    request: async (w) => {
      const { communityId, requestId } = await w.newJoinRequest();
      return {
        url: `/api/v1/communities/${communityId}/join-requests/${requestId}`,
        payload: { status: 'approved' },
      };
    },
    expect: adminsOnly(200),
  },
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
  {
    kind: 'conversation',
    case: "the private community's chat",
    id: chatOf,
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
