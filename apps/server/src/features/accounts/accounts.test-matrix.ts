import { everyone, type MatrixRow } from '../../test/authorization/matrix';

export const accountsMatrix: MatrixRow[] = [
  {
    route: 'POST /api/v1/accounts',
    case: 'a new member (only when signed out)',
    request: (w) => ({ url: '/api/v1/accounts', payload: w.newSignUp() }),
    expect: { anonymous: 201, unverified: 403, owner: 403, stranger: 403, follower: 403 },
  },
  {
    route: 'GET /api/v1/usernames/:name/availability',
    case: 'a name',
    request: () => ({ url: '/api/v1/usernames/selam_addis/availability' }),
    expect: everyone,
  },
];
