import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

const verified = (status: number) => signedIn(status);

export const safetyMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/profiles/:id/safety',
    case: 'whether I blocked or muted the public author (the owner: whether I blocked them)',
    request: (w) => ({ url: `/api/v1/profiles/${w.publicAuthor.id}/safety` }),
    expect: verified(200),
  },
  {
    route: 'PUT /api/v1/profiles/:id/block',
    case: 'block the spare member (and unblock after)',
    request: async (w) => ({
      method: 'PUT',
      url: `/api/v1/profiles/${(await w.spare()).id}/block`,
    }),
    expect: verified(200),
    after: async (w, actor) => {
      if (actor === 'anonymous') return;
      await w.app.inject({
        method: 'DELETE',
        url: `/api/v1/profiles/${(await w.spare()).id}/block`,
        headers: w.headers(actor),
      });
    },
  },
  {
    route: 'DELETE /api/v1/profiles/:id/block',
    case: 'unblock the public author (nobody blocked them: still fine)',
    request: (w) => ({ method: 'DELETE', url: `/api/v1/profiles/${w.publicAuthor.id}/block` }),
    expect: verified(200),
  },
  {
    route: 'PUT /api/v1/profiles/:id/mute',
    case: 'mute the spare member',
    request: async (w) => ({ method: 'PUT', url: `/api/v1/profiles/${(await w.spare()).id}/mute` }),
    expect: verified(200),
  },
  {
    route: 'DELETE /api/v1/profiles/:id/mute',
    case: 'unmute the public author',
    request: (w) => ({ method: 'DELETE', url: `/api/v1/profiles/${w.publicAuthor.id}/mute` }),
    expect: verified(200),
  },
  {
    route: 'GET /api/v1/me/blocks',
    case: 'my blocks',
    request: () => ({ url: '/api/v1/me/blocks' }),
    expect: verified(200),
  },
  {
    route: 'GET /api/v1/me/mutes',
    case: 'my mutes',
    request: () => ({ url: '/api/v1/me/mutes' }),
    expect: verified(200),
  },
];
