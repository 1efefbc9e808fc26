import type { TestUser } from '../../test/accounts';
import { signedIn, type MatrixRow } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';
import { adminsOnly } from '../communities/communities.test-matrix-fixtures';

async function inject(
  w: World,
  user: TestUser,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
): Promise<{ id: string }> {
  const response = await w.app.inject({
    method,
    url,
    payload: payload as Buffer,
    headers: { cookie: user.jar.header(), origin: 'http://localhost:3000' },
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>();
}

/** A fresh open report (by the member) of a fresh post of the owner's in the world's community. */
async function reportInCommunity(w: World): Promise<string> {
  const postId = await w.newCommunityPost(w.users.owner);
  return (
    await inject(w, w.users.member, 'POST', '/api/v1/reports', {
      kind: 'post',
      targetId: postId,
      category: 'spam',
    })
  ).id;
}

/** A fresh open report of a post in the public author's community (where none of the actors runs). */
async function reportElsewhere(w: World): Promise<string> {
  const post = await inject(w, w.publicAuthor, 'POST', '/api/v1/posts', {
    body: 'Elsewhere',
    audience: 'community',
    communityId: w.publicCommunityId,
  });
  return (
    await inject(w, w.users.stranger, 'POST', '/api/v1/reports', {
      kind: 'post',
      targetId: post.id,
      category: 'spam',
    })
  ).id;
}

/** Issue 37: a community's own reports queue is its admins' alone, and only for its own content. */
export const communityReportsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/communities/:id/reports',
    case: "the private community's queue: its admins only (site admins use their own queue)",
    request: (w) => ({ url: `/api/v1/communities/${w.community.id}/reports` }),
    expect: { ...adminsOnly(200), siteAdmin: 403, blocked: 403 },
  },
  {
    route: 'GET /api/v1/communities/:id/reports',
    case: "another community's queue: none of the actors runs it",
    request: (w) => ({ url: `/api/v1/communities/${w.publicCommunityId}/reports` }),
    expect: { ...signedIn(403), member: 403, communityAdmin: 403, siteAdmin: 403 },
  },
  {
    route: 'PUT /api/v1/communities/:id/reports/:reportId',
    case: 'dismiss a fresh report of a post in the community: its admins only',
    request: async (w) => ({
      url: `/api/v1/communities/${w.community.id}/reports/${await reportInCommunity(w)}`,
      payload: { action: 'dismiss', reason: 'Fine' },
    }),
    expect: { ...adminsOnly(200), siteAdmin: 403, blocked: 403 },
  },
  {
    route: 'PUT /api/v1/communities/:id/reports/:reportId',
    case: "a report of another community's post through this community: missing for its admins",
    request: async (w) => ({
      url: `/api/v1/communities/${w.community.id}/reports/${await reportElsewhere(w)}`,
      payload: { action: 'dismiss', reason: '' },
    }),
    expect: { ...adminsOnly(404), siteAdmin: 403, blocked: 403 },
  },
  {
    route: 'PUT /api/v1/communities/:id/reports/:reportId',
    case: 'a report in another community, decided there: the actors run nothing there',
    request: async (w) => ({
      url: `/api/v1/communities/${w.publicCommunityId}/reports/${await reportElsewhere(w)}`,
      payload: { action: 'dismiss', reason: '' },
    }),
    expect: { ...signedIn(403), member: 403, communityAdmin: 403, siteAdmin: 403 },
  },
];
