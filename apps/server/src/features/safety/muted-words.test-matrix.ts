import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

/** A phrase no other row's text holds, so that no actor's muted word hides another row's data. */
const phrase = 'zzqmatrixword';

export const mutedWordsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/me/muted-words',
    case: 'mine',
    request: () => ({ url: '/api/v1/me/muted-words' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/me/muted-words',
    case: 'mine (for a day)',
    request: () => ({
      method: 'POST',
      url: '/api/v1/me/muted-words',
      payload: { phrase, expiresIn: '1d' },
    }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/v1/me/muted-words/:id',
    case: "a fresh muted word of the owner's",
    request: async (w) => {
      const created = await w.app.inject({
        method: 'POST',
        url: '/api/v1/me/muted-words',
        headers: w.headers('owner'),
        payload: { phrase, expiresIn: '1d' },
      });
      return {
        method: 'DELETE',
        url: `/api/v1/me/muted-words/${created.json<{ id: string }>().id}`,
      };
    },
    expect: { ...signedIn(404), owner: 200 },
  },
];
