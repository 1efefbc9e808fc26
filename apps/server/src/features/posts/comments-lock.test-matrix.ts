import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

/** Issue 37: who may lock a post's comments (the rows unlock, so the world stays as it was). */
export const commentsLockMatrix: MatrixRow[] = [
  {
    route: 'PUT /api/v1/posts/:id/comments-lock',
    case: "the owner's public post (a private profile's): its author; readers nobody else",
    request: (w) => ({
      method: 'PUT',
      url: `/api/v1/posts/${w.owner.publicPostId}/comments-lock`,
      payload: { locked: false },
    }),
    expect: {
      anonymous: 401,
      unverified: 403,
      owner: 200,
      stranger: 404,
      follower: 403,
      member: 404,
      communityAdmin: 404,
      siteAdmin: 404,
      blocked: 404,
    },
  },
  {
    route: 'PUT /api/v1/posts/:id/comments-lock',
    case: "the public author's public post: site admins, nobody else of the actors",
    request: (w) => ({
      method: 'PUT',
      url: `/api/v1/posts/${w.publicAuthorPostId}/comments-lock`,
      payload: { locked: false },
    }),
    expect: { ...signedIn(403), siteAdmin: 200 },
  },
  {
    route: 'PUT /api/v1/posts/:id/comments-lock',
    case: "the member's post in the private community: its author and the community's admins",
    request: (w) => ({
      method: 'PUT',
      url: `/api/v1/posts/${w.community.memberPostId}/comments-lock`,
      payload: { locked: false },
    }),
    expect: {
      anonymous: 401,
      unverified: 403,
      owner: 200,
      stranger: 404,
      follower: 404,
      member: 200,
      communityAdmin: 200,
    },
  },
];
