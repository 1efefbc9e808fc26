import { everyone, type MatrixRow } from '../../test/authorization/matrix';

export const authMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/session',
    case: 'this browser (null when signed out or unverified)',
    request: () => ({ url: '/api/v1/session' }),
    expect: everyone,
  },
  {
    route: 'GET /api/auth/*',
    case: "Better Auth's session",
    request: () => ({ url: '/api/auth/get-session' }),
    expect: everyone,
  },
  {
    route: 'POST /api/auth/*',
    case: "a wrong password for the owner's address",
    request: (w) => ({
      url: '/api/auth/sign-in/email',
      payload: { email: w.users.owner.email, password: 'Wrong-password-1' },
    }),
    expect: { anonymous: 401, unverified: 401, owner: 401, stranger: 401, follower: 401 },
  },
];
