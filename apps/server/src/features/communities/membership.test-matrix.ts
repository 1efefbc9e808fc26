import { signedIn, type MatrixRow } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';
import { uniqueName } from './communities.test-matrix-fixtures';

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

export const membershipMatrix: MatrixRow[] = [
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
];
