import { signedIn, type MatrixRow, type Outcomes } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';

/** A draft (issue 36) is its author's alone: everyone else is told it does not exist. */
const ownerOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 404,
  follower: 404,
});

const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

/** A fresh draft of the owner's (scheduled an hour ahead when asked), for rows that change one. */
async function ownerDraft(w: World, scheduled = false): Promise<string> {
  const response = await w.app.inject({
    method: 'POST',
    url: '/api/v1/drafts',
    headers: w.headers('owner'),
    payload: {
      body: 'A draft of the owner',
      audience: 'followers',
      ...(scheduled ? { scheduledAt: inOneHour() } : {}),
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`draft: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

const content = { body: 'Edited draft', audience: 'followers' };

export const draftsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/drafts',
    case: 'my own drafts',
    request: () => ({ url: '/api/v1/drafts' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/drafts',
    case: 'a draft of my own, scheduled',
    request: () => ({
      url: '/api/v1/drafts',
      payload: { body: 'Melkam Timket', scheduledAt: inOneHour() },
    }),
    expect: signedIn(201),
  },
  {
    route: 'POST /api/v1/drafts',
    case: "with the owner's uploaded photo",
    request: (w) => ({
      url: '/api/v1/drafts',
      payload: { body: 'Mine?', imageKeys: [w.owner.uploadKey] },
    }),
    expect: { ...ownerOnly(201), stranger: 400, follower: 400 },
  },
  {
    route: 'POST /api/v1/drafts',
    case: "for the owner's private community (its members only)",
    request: (w) => ({
      url: '/api/v1/drafts',
      payload: { body: 'For the circle', audience: 'community', communityId: w.community.id },
    }),
    expect: { ...ownerOnly(201), member: 201, communityAdmin: 201 },
  },
  {
    route: 'GET /api/v1/drafts/:id',
    case: "the owner's draft",
    request: async (w) => ({ url: `/api/v1/drafts/${await ownerDraft(w)}` }),
    expect: ownerOnly(200),
  },
  {
    route: 'PUT /api/v1/drafts/:id',
    case: "the owner's scheduled post, moved",
    request: async (w) => ({
      url: `/api/v1/drafts/${await ownerDraft(w, true)}`,
      payload: { ...content, scheduledAt: inOneHour() },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'DELETE /api/v1/drafts/:id/schedule',
    case: "the owner's scheduled post, cancelled",
    request: async (w) => ({ url: `/api/v1/drafts/${await ownerDraft(w, true)}/schedule` }),
    expect: ownerOnly(200),
  },
  {
    route: 'DELETE /api/v1/drafts/:id',
    case: "the owner's draft",
    request: async (w) => ({ url: `/api/v1/drafts/${await ownerDraft(w)}` }),
    expect: ownerOnly(204),
  },
  {
    route: 'POST /api/v1/drafts/:id/publish',
    case: "the owner's draft, now",
    request: async (w) => ({ url: `/api/v1/drafts/${await ownerDraft(w)}/publish` }),
    expect: ownerOnly(201),
  },
];
