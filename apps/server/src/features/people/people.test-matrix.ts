import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

export const peopleMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/people',
    case: 'a search',
    request: () => ({ url: '/api/v1/people?q=tesfaye' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/people/suggestions',
    case: 'people to follow',
    request: () => ({ url: '/api/v1/people/suggestions' }),
    expect: signedIn(200),
  },
];
