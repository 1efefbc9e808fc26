import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

export const mediaMatrix: MatrixRow[] = [
  {
    route: 'POST /api/v1/media/images',
    case: 'a photo of my own',
    request: (w) => ({ url: '/api/v1/media/images', ...w.image() }),
    expect: signedIn(201),
  },
];
