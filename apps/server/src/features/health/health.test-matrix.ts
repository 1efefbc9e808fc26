import { everyone, type MatrixRow } from '../../test/authorization/matrix';

export const healthMatrix: MatrixRow[] = [
  {
    route: 'GET /api/health',
    case: 'status',
    request: () => ({ url: '/api/health' }),
    expect: everyone,
  },
];
