import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

export const settingsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/me/privacy',
    case: 'mine',
    request: () => ({ url: '/api/v1/me/privacy' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/v1/me/privacy',
    case: 'mine',
    request: () => ({
      method: 'PATCH',
      url: '/api/v1/me/privacy',
      payload: { allowLikesOnPosts: true },
    }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/me/notification-preferences',
    case: 'mine',
    request: () => ({ url: '/api/v1/me/notification-preferences' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/v1/me/notification-preferences',
    case: 'mine',
    request: () => ({
      method: 'PATCH',
      url: '/api/v1/me/notification-preferences',
      payload: { notifyOnLikes: true },
    }),
    expect: signedIn(200),
  },
];
