import { everyone, signedIn, type MatrixRow } from '../../test/authorization/matrix';

export const notificationsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/notifications',
    case: 'mine',
    request: () => ({ url: '/api/v1/notifications' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/notifications/unread-count',
    case: 'mine',
    request: () => ({ url: '/api/v1/notifications/unread-count' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/notifications/:id/read',
    case: "a fresh notification of the owner's",
    request: async (w) => ({ url: `/api/v1/notifications/${await w.newNotification()}/read` }),
    expect: { ...signedIn(404), owner: 200 },
  },
  {
    route: 'POST /api/v1/notifications/read-all',
    case: 'mine',
    request: () => ({ url: '/api/v1/notifications/read-all' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/notifications/clear-all',
    case: 'mine',
    request: () => ({ url: '/api/v1/notifications/clear-all' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/push/public-key',
    case: 'the server key',
    request: () => ({ url: '/api/v1/push/public-key' }),
    expect: everyone,
  },
  {
    route: 'POST /api/v1/push/subscriptions',
    case: 'a new browser of mine',
    request: (w) => ({ url: '/api/v1/push/subscriptions', payload: w.newPushSubscription() }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/push/subscriptions',
    case: "the owner's endpoint with other keys (never taken from its owner)",
    request: (w) => ({
      url: '/api/v1/push/subscriptions',
      payload: { endpoint: w.owner.push.endpoint, keys: w.newPushSubscription().keys },
    }),
    expect: { ...signedIn(409), owner: 200 },
  },
  {
    route: 'DELETE /api/v1/push/subscriptions',
    case: "the owner's endpoint (only one's own is removed; others' stay)",
    request: (w) => ({
      method: 'DELETE',
      url: '/api/v1/push/subscriptions',
      payload: { endpoint: w.newPushSubscription().endpoint },
    }),
    expect: signedIn(200),
  },
];
