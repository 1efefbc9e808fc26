import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

export const trustMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/me/trust',
    case: 'mine',
    request: () => ({ url: '/api/v1/me/trust' }),
    expect: signedIn(200),
  },
];
