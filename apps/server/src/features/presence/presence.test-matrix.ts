import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

export const presenceMatrix: MatrixRow[] = [
  {
    route: 'POST /api/v1/me/presence',
    case: 'my heartbeat',
    request: () => ({ url: '/api/v1/me/presence', payload: { online: true } }),
    expect: signedIn(204),
  },
];
