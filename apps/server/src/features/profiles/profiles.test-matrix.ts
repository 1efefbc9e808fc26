import { signedIn, type MatrixRow } from '../../test/authorization/matrix';

export const profilesMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/me/profile',
    case: 'my profile',
    request: () => ({ url: '/api/v1/me/profile' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/v1/me/profile',
    case: 'my bio',
    request: () => ({ method: 'PATCH', url: '/api/v1/me/profile', payload: { bio: 'Selam!' } }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/me/business-registration',
    case: 'my account becomes a business',
    request: () => ({
      url: '/api/v1/me/business-registration',
      payload: {
        businessName: 'Abol Coffee',
        businessCategory: 'coffee_shop',
        location: 'Addis Ababa, Ethiopia',
        businessEmail: 'hello@abol.example',
        bio: 'Fresh coffee every morning.',
      },
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/me/avatar',
    case: 'my picture',
    request: (w) => ({ url: '/api/v1/me/avatar', ...w.image() }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/profiles/:id',
    case: 'a private profile (others see its name and avatar only; the blocked nothing)',
    request: (w) => ({ url: `/api/v1/profiles/${w.users.owner.id}` }),
    expect: { ...signedIn(200), blocked: 404 },
  },
];
