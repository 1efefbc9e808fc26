import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

export const peopleMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/people',
    case: 'a search',
    request: () => ({ url: '/api/v1/people?q=tesfaye' }),
    expect: signedIn(200),
  },
];
