import { signedIn, type MatrixRow } from '../../test/authorization/matrix';
import { adminsOnly, community, membersOnly } from './communities.test-matrix-fixtures';

export const membersMatrix: MatrixRow[] = [
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
];
