import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

export const notificationFiltersMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/notifications/filtered',
    case: 'mine',
    request: () => ({ url: '/api/v1/notifications/filtered' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/me/notification-policy',
    case: 'mine',
    request: () => ({ url: '/api/v1/me/notification-policy' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/v1/me/notification-policy',
    case: 'mine (accept: nothing changes for the other rows)',
    request: () => ({
      method: 'PATCH',
      url: '/api/v1/me/notification-policy',
      payload: { newAccounts: 'accept' },
    }),
    expect: signedIn(200),
  },
];
