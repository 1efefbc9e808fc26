import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

export const myDataMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/me/data-export',
    case: 'my latest data export',
    request: () => ({ url: '/api/v1/me/data-export' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/me/data-export',
    case: 'ask for a zip of my data',
    request: () => ({ method: 'POST', url: '/api/v1/me/data-export' }),
    expect: signedIn(202),
  },
  {
    route: 'GET /api/v1/me/data-export/:id/file',
    case: "the owner's ready export (nobody else's to download)",
    request: async (w) => ({ url: `/api/v1/me/data-export/${await w.ownerExport()}/file` }),
    expect: { anonymous: 401, unverified: 403, owner: 200, stranger: 404, follower: 404 },
  },
  {
    route: 'GET /api/v1/me/account-deletion',
    case: 'whether my account is to be deleted',
    request: () => ({ url: '/api/v1/me/account-deletion' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/me/account-deletion',
    case: 'delete my account with a wrong password (refused, nothing changes)',
    request: () => ({
      method: 'POST',
      url: '/api/v1/me/account-deletion',
      payload: { password: 'Not-my-password-1' },
    }),
    expect: signedIn(400),
  },
];
