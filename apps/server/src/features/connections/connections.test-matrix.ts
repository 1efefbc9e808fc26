import { signedIn, type MatrixRow } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';

const followOwner = (method: 'PUT' | 'DELETE') => (w: World) => ({
  method,
  url: `/api/v1/profiles/${w.users.owner.id}/follow`,
});

export const connectionsMatrix: MatrixRow[] = [
  {
    route: 'PUT /api/v1/profiles/:id/follow',
    case: 'the private owner (a request; nobody follows themselves)',
    request: followOwner('PUT'),
    expect: { ...signedIn(200), owner: 400, blocked: 404 },
    after: async (w, actor) => {
      if (actor === 'stranger')
        await w.app.inject({ ...followOwner('DELETE')(w), headers: w.headers('stranger') });
    },
  },
  {
    route: 'DELETE /api/v1/profiles/:id/follow',
    case: 'the owner',
    request: followOwner('DELETE'),
    expect: { ...signedIn(200), owner: 400, blocked: 404 },
    after: async (w, actor) => {
      // The owner is private: following again is a request, which the owner approves.
      if (actor === 'follower') {
        await w.app.inject({ ...followOwner('PUT')(w), headers: w.headers('follower') });
        await w.app.inject({
          method: 'POST',
          url: `/api/v1/me/follow-requests/${w.users.follower.id}/approve`,
          headers: w.headers('owner'),
        });
      }
    },
  },
  ...(['followers', 'following'] as const).map((tab): MatrixRow => ({
    route: `GET /api/v1/profiles/:id/${tab}`,
    case: 'of a private profile',
    request: (w) => ({ url: `/api/v1/profiles/${w.users.owner.id}/${tab}` }),
    expect: { ...signedIn(200), stranger: 403, blocked: 404 },
  })),
  {
    route: 'GET /api/v1/me/follow-requests',
    case: 'who asks to follow me',
    request: () => ({ url: '/api/v1/me/follow-requests' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/me/follow-requests/:id/approve',
    case: "a fresh request of the stranger's to follow the owner (only the owner answers it)",
    request: async (w) => {
      await w.app.inject({ ...followOwner('PUT')(w), headers: w.headers('stranger') });
      return { url: `/api/v1/me/follow-requests/${w.users.stranger.id}/approve` };
    },
    expect: { ...signedIn(404), owner: 204 },
    after: async (w) => {
      await w.app.inject({ ...followOwner('DELETE')(w), headers: w.headers('stranger') });
    },
  },
  {
    route: 'DELETE /api/v1/me/follow-requests/:id',
    case: "a fresh request of the stranger's to follow the owner (only the owner declines it)",
    request: async (w) => {
      await w.app.inject({ ...followOwner('PUT')(w), headers: w.headers('stranger') });
      return { method: 'DELETE', url: `/api/v1/me/follow-requests/${w.users.stranger.id}` };
    },
    expect: { ...signedIn(404), owner: 204 },
    after: async (w) => {
      await w.app.inject({ ...followOwner('DELETE')(w), headers: w.headers('stranger') });
    },
  },
];
