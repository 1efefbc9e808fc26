import { type MatrixRow } from '../../test/authorization/matrix';
import { adminsOnly, community } from './communities.test-matrix-fixtures';

export const joinRequestsMatrix: MatrixRow[] = [
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
];
