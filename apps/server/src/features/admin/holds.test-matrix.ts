import { randomBytes } from 'node:crypto';
import { adminOnly, type MatrixRow } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';
import { insertHeldComment, insertHeldPost } from '../../test/held-posts';
import { adminsOnly } from '../communities/communities.test-matrix-fixtures';

/** A phrase no other row's text holds, fresh for each request (a list takes a phrase once). */
const phrase = () => `zzqhold${randomBytes(4).toString('hex')}`;

async function created(w: World, url: string, payload: unknown): Promise<string> {
  const response = await w.app.inject({
    method: 'POST',
    url,
    payload: payload as Buffer,
    headers: w.headers('siteAdmin'),
  });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

async function ownerCommunityWord(w: World): Promise<string> {
  const response = await w.app.inject({
    method: 'POST',
    url: `/api/v1/communities/${w.community.id}/hold-words`,
    payload: { phrase: phrase() },
    headers: w.headers('owner'),
  });
  return response.json<{ id: string }>().id;
}

/** Issue 37: the site's hold lists and held comments (site admins), a community's (its admins). */
export const holdsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/admin/hold-words',
    case: 'the site-wide hold words',
    request: () => ({ url: '/api/v1/admin/hold-words' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/hold-words',
    case: 'add a fresh word',
    request: () => ({
      method: 'POST',
      url: '/api/v1/admin/hold-words',
      payload: { phrase: phrase() },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/v1/admin/hold-words/:id',
    case: 'take a fresh word off',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/v1/admin/hold-words/${await created(w, '/api/v1/admin/hold-words', { phrase: phrase() })}`,
    }),
    expect: adminOnly(204),
  },
  {
    route: 'GET /api/v1/admin/blocked-domains',
    case: 'the blocked domains',
    request: () => ({ url: '/api/v1/admin/blocked-domains' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/blocked-domains',
    case: 'block a fresh domain',
    request: () => ({
      method: 'POST',
      url: '/api/v1/admin/blocked-domains',
      payload: { domain: `${phrase()}.example` },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/v1/admin/blocked-domains/:id',
    case: 'unblock a fresh domain',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/v1/admin/blocked-domains/${await created(w, '/api/v1/admin/blocked-domains', { domain: `${phrase()}.example` })}`,
    }),
    expect: adminOnly(204),
  },
  {
    route: 'GET /api/v1/admin/held-comments',
    case: 'the queue of held comments',
    request: () => ({ url: '/api/v1/admin/held-comments' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/held-comments/:id/approve',
    case: "approve a fresh held comment of the public author's",
    request: async (w) => ({
      url: `/api/v1/admin/held-comments/${await insertHeldComment(w.app, w.publicAuthor.id, w.publicAuthorPostId)}/approve`,
    }),
    expect: adminOnly(204),
  },
  {
    route: 'DELETE /api/v1/admin/held-comments/:id',
    case: "remove a fresh held comment of the public author's",
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/v1/admin/held-comments/${await insertHeldComment(w.app, w.publicAuthor.id, w.publicAuthorPostId)}`,
      payload: { reason: 'Spam' },
    }),
    expect: adminOnly(204),
  },
  {
    route: 'GET /api/v1/communities/:id/hold-words',
    case: "the private community's keyword filter: its admins only",
    request: (w) => ({ url: `/api/v1/communities/${w.community.id}/hold-words` }),
    expect: { ...adminsOnly(200), siteAdmin: 403, blocked: 403 },
  },
  {
    route: 'GET /api/v1/communities/:id/hold-words',
    case: "another community's filter: none of the actors runs it",
    request: (w) => ({ url: `/api/v1/communities/${w.publicCommunityId}/hold-words` }),
    expect: { ...adminsOnly(403), owner: 403, communityAdmin: 403, siteAdmin: 403 },
  },
  {
    route: 'POST /api/v1/communities/:id/hold-words',
    case: 'add a fresh word to the private community: its admins only',
    request: (w) => ({
      method: 'POST',
      url: `/api/v1/communities/${w.community.id}/hold-words`,
      payload: { phrase: phrase() },
    }),
    expect: { ...adminsOnly(200), siteAdmin: 403, blocked: 403 },
  },
  {
    route: 'DELETE /api/v1/communities/:id/hold-words/:wordId',
    case: "take a fresh word off the private community's filter",
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/v1/communities/${w.community.id}/hold-words/${await ownerCommunityWord(w)}`,
    }),
    expect: { ...adminsOnly(204), siteAdmin: 403, blocked: 403 },
  },
  {
    route: 'GET /api/v1/communities/:id/held',
    case: "what the private community's filter held: its admins only",
    request: (w) => ({ url: `/api/v1/communities/${w.community.id}/held` }),
    expect: { ...adminsOnly(200), siteAdmin: 403, blocked: 403 },
  },
  {
    route: 'POST /api/v1/communities/:id/held/:kind/:itemId/approve',
    case: "approve a fresh held post of the member's in the private community",
    request: async (w) => ({
      url: `/api/v1/communities/${w.community.id}/held/post/${await insertHeldPost(w.app, w.users.member.id, w.community.id)}/approve`,
    }),
    expect: { ...adminsOnly(204), siteAdmin: 403, blocked: 403 },
  },
  {
    route: 'POST /api/v1/communities/:id/held/:kind/:itemId/approve',
    case: 'a held comment outside the community, through it: missing for its admins',
    request: async (w) => ({
      url: `/api/v1/communities/${w.community.id}/held/comment/${await insertHeldComment(w.app, w.publicAuthor.id, w.publicAuthorPostId)}/approve`,
    }),
    expect: { ...adminsOnly(404), siteAdmin: 403, blocked: 403 },
  },
  {
    route: 'DELETE /api/v1/communities/:id/held/:kind/:itemId',
    case: "remove a fresh held comment on the member's post in the private community",
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/v1/communities/${w.community.id}/held/comment/${await insertHeldComment(w.app, w.users.member.id, w.community.memberPostId)}`,
      payload: { reason: 'Off topic' },
    }),
    expect: { ...adminsOnly(204), siteAdmin: 403, blocked: 403 },
  },
];
