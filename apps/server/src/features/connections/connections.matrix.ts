import { signedIn, type MatrixRow } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';

const followOwner = (method: 'PUT' | 'DELETE') => (w: World) => ({
  method,
  url: `/api/v1/profiles/${w.users.owner.id}/follow`,
});

export const connectionsMatrix: MatrixRow[] = [
  {
    route: 'PUT /api/v1/profiles/:id/follow',
    case: 'the owner (nobody follows themselves)',
    request: followOwner('PUT'),
    expect: { ...signedIn(200), owner: 400 },
    after: async (w, actor) => {
      if (actor === 'stranger')
        await w.app.inject({ ...followOwner('DELETE')(w), headers: w.headers('stranger') });
    },
  },
  {
    route: 'DELETE /api/v1/profiles/:id/follow',
    case: 'the owner',
    request: followOwner('DELETE'),
    expect: { ...signedIn(200), owner: 400 },
    after: async (w, actor) => {
      if (actor === 'follower')
        await w.app.inject({ ...followOwner('PUT')(w), headers: w.headers('follower') });
    },
  },
  ...(['followers', 'following'] as const).map((tab): MatrixRow => ({
    route: `GET /api/v1/profiles/:id/${tab}`,
    case: 'of a private profile',
    request: (w) => ({ url: `/api/v1/profiles/${w.users.owner.id}/${tab}` }),
    expect: { ...signedIn(200), stranger: 403 },
  })),
];
