import {
  signedIn,
  type Outcomes,
  type MatrixRow,
  type RoomRow,
} from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';

/** Readable by the owner and their follower only (the owner's profile is private). */
const ownerAndFollower = (ok: number, stranger = 404): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger,
  follower: ok,
});
/** Changed by the owner only; the follower can read it (403), the stranger cannot (404). */
const authorOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 404,
  follower: 403,
});
const followersPost = (w: World) => w.owner.followersPostId;

export const postsMatrix: MatrixRow[] = [
  {
    route: 'POST /api/v1/posts',
    case: 'a post of my own',
    request: () => ({
      url: '/api/v1/posts',
      payload: { body: 'Selam', audience: 'public', imageKeys: [] },
    }),
    expect: signedIn(201),
  },
  {
    route: 'POST /api/v1/posts',
    case: "with the owner's uploaded photo",
    request: (w) => ({
      url: '/api/v1/posts',
      payload: { body: 'Mine?', audience: 'public', imageKeys: [w.owner.uploadKey] },
    }),
    expect: { ...authorOnly(201), stranger: 400, follower: 400 },
  },
  {
    route: 'POST /api/v1/posts',
    case: 'a post carrying a poll (issue 36)',
    request: () => ({
      url: '/api/v1/posts',
      payload: {
        body: 'Which day?',
        poll: {
          options: ['Saturday', 'Sunday'],
          closesAt: new Date(Date.now() + 3600_000).toISOString(),
        },
      },
    }),
    expect: signedIn(201),
  },
  {
    route: 'POST /api/v1/posts/:id/poll/votes',
    case: "the poll of the owner's followers-only post (readable exactly as the post is)",
    request: async (w) => {
      const { postId, optionId } = await w.newPollPost();
      return { url: `/api/v1/posts/${postId}/poll/votes`, payload: { optionIds: [optionId] } };
    },
    expect: ownerAndFollower(200),
  },
  {
    route: 'DELETE /api/v1/posts/:id/poll/votes',
    case: "the poll of the owner's followers-only post",
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/v1/posts/${(await w.newPollPost()).postId}/poll/votes`,
    }),
    expect: ownerAndFollower(200),
  },
  ...(['public', 'followers'] as const).map((audience): MatrixRow => ({
    route: 'GET /api/v1/posts/:id',
    case: `a ${audience} post of a private profile`,
    request: (w) => ({
      url: `/api/v1/posts/${audience === 'public' ? w.owner.publicPostId : w.owner.followersPostId}`,
    }),
    expect: ownerAndFollower(200),
  })),
  {
    route: 'GET /api/v1/posts/:id',
    case: 'a public post of a public profile',
    request: (w) => ({ url: `/api/v1/posts/${w.publicAuthorPostId}` }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/v1/posts/:id',
    case: "the owner's post",
    request: (w) => ({ url: `/api/v1/posts/${followersPost(w)}`, payload: { body: 'Edited' } }),
    expect: authorOnly(200),
  },
  {
    route: 'GET /api/v1/posts/:id/history',
    case: "the owner's followers-only post (readable exactly as the post is)",
    request: (w) => ({ url: `/api/v1/posts/${followersPost(w)}/history` }),
    expect: ownerAndFollower(200),
  },
  {
    route: 'GET /api/v1/posts/:id/history',
    case: 'a public post of a public profile',
    request: (w) => ({ url: `/api/v1/posts/${w.publicAuthorPostId}/history` }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/v1/posts/:id',
    case: "a fresh post of the owner's",
    request: async (w) => ({ url: `/api/v1/posts/${await w.newPost('followers')}` }),
    expect: authorOnly(204),
  },
  {
    route: 'GET /api/v1/feed',
    case: 'my feed',
    request: () => ({ url: '/api/v1/feed' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/posts',
    case: 'public posts',
    request: () => ({ url: '/api/v1/posts' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/profiles/:id/posts',
    case: "the private owner's posts (a stranger gets an empty page)",
    request: (w) => ({ url: `/api/v1/profiles/${w.users.owner.id}/posts` }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/me/saved-posts',
    case: 'my saved posts',
    request: () => ({ url: '/api/v1/me/saved-posts' }),
    expect: signedIn(200),
  },
  ...(['like', 'save'] as const).flatMap((kind) =>
    (['PUT', 'DELETE'] as const).map((method): MatrixRow => ({
      route: `${method} /api/v1/posts/:id/${kind}`,
      case: "the owner's followers-only post",
      request: (w) => ({ method, url: `/api/v1/posts/${followersPost(w)}/${kind}` }),
      expect: ownerAndFollower(200),
    })),
  ),
  {
    route: 'GET /api/v1/posts/:id/comments',
    case: "the owner's followers-only post",
    request: (w) => ({ url: `/api/v1/posts/${followersPost(w)}/comments` }),
    expect: ownerAndFollower(200),
  },
  {
    route: 'POST /api/v1/posts/:id/comments',
    case: "the owner's followers-only post",
    request: (w) => ({
      url: `/api/v1/posts/${followersPost(w)}/comments`,
      payload: { body: 'Nice' },
    }),
    expect: ownerAndFollower(201),
  },
  {
    route: 'PATCH /api/v1/comments/:id',
    case: "the owner's own comment (the follower may read it, not edit it)",
    request: (w) => ({ url: `/api/v1/comments/${w.owner.commentId}`, payload: { body: 'Edited' } }),
    expect: authorOnly(200),
  },
  {
    route: 'PATCH /api/v1/comments/:id',
    case: "the follower's comment on the owner's post (its writer only, not the post's author)",
    request: async (w) => ({
      url: `/api/v1/comments/${await w.newComment(followersPost(w), w.users.follower)}`,
      payload: { body: 'Edited' },
    }),
    expect: { ...ownerAndFollower(200), owner: 403 },
  },
  {
    route: 'GET /api/v1/comments/:id/history',
    case: "the owner's comment on their followers-only post",
    request: (w) => ({ url: `/api/v1/comments/${w.owner.commentId}/history` }),
    expect: ownerAndFollower(200),
  },
  {
    route: 'DELETE /api/v1/comments/:id',
    case: "a fresh comment by the follower on the owner's post (writer and post author may)",
    request: async (w) => ({
      url: `/api/v1/comments/${await w.newComment(followersPost(w), w.users.follower)}`,
    }),
    expect: ownerAndFollower(204),
  },
  {
    route: 'DELETE /api/v1/comments/:id',
    case: "the owner's own comment (the follower may read it, not delete it)",
    request: async (w) => ({
      url: `/api/v1/comments/${await w.newComment(followersPost(w), w.users.owner)}`,
    }),
    expect: authorOnly(204),
  },
];

export const postsRooms: RoomRow[] = [
  {
    kind: 'post',
    case: "the private owner's followers-only post",
    id: (w) => w.owner.followersPostId,
    expect: {
      anonymous: 'no-socket',
      unverified: 'no-socket',
      owner: 'joined',
      stranger: 'refused',
      follower: 'joined',
    },
  },
  {
    kind: 'post',
    case: 'a public post of a public profile',
    id: (w) => w.publicAuthorPostId,
    expect: {
      anonymous: 'no-socket',
      unverified: 'no-socket',
      owner: 'joined',
      stranger: 'joined',
      follower: 'joined',
    },
  },
];
