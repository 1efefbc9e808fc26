import { randomBytes } from 'node:crypto';
import { createVerifiedMember, testOrigin, type TestUser } from '../../test/accounts';
import { signedIn, type MatrixRow, type Outcomes } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';

/**
 * The services rows. Listings are for business accounts, so the world's owner becomes one (as the
 * profiles rows make every actor one, whatever runs first), and a partner business of the matrix's
 * own (made once per world) stands on the other side: the owner requests and reviews the partner's
 * listings, and the partner requests and reviews the owner's. Nobody else has a part in either.
 */
const businesses = new WeakMap<World, Promise<TestUser>>();
const registered = new WeakMap<World, Map<string, Promise<void>>>();

/** Makes a world actor a business account (once). */
async function ensureBusiness(w: World, user: TestUser): Promise<void> {
  let done = registered.get(w);
  if (!done) {
    done = new Map();
    registered.set(w, done);
  }
  let pending = done.get(user.id);
  if (!pending) {
    pending = send(w, user, 'POST', '/api/v1/me/business-registration', {
      businessName: 'Abol Coffee',
      businessCategory: 'coffee_shop',
      location: 'Addis Ababa, Ethiopia',
      businessEmail: 'hello@abol.example',
      bio: 'Fresh coffee every morning.',
    }).then(() => undefined);
    done.set(user.id, pending);
  }
  await pending;
}

function businessOf(w: World): Promise<TestUser> {
  let found = businesses.get(w);
  if (!found) {
    found = createVerifiedMember(w.app, {
      accountType: 'business',
      businessName: `Matrix Henna ${randomBytes(3).toString('hex')}`,
      businessCategory: 'makeup_artist',
      businessLocation: 'Washington DC',
    });
    businesses.set(w, found);
  }
  return found;
}

async function send(
  w: World,
  user: TestUser,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: unknown,
): Promise<{ id: string }> {
  const response = await w.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: { cookie: user.jar.header(), origin: testOrigin },
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>();
}

/** A fresh listing of the world's owner (a business). */
async function ownersListing(w: World): Promise<string> {
  await ensureBusiness(w, w.users.owner);
  return (await send(w, w.users.owner, 'POST', '/api/v1/services', listingBody)).id;
}

/** A fresh request of the partner on a listing of the owner's, which the owner answers. */
async function requestToOwner(w: World, states: Array<'accepted' | 'completed'> = []) {
  const partner = await businessOf(w);
  const serviceId = await ownersListing(w);
  const { id } = await send(w, partner, 'POST', `/api/v1/services/${serviceId}/requests`, {
    need: 'Coffee for a wedding',
  });
  for (const state of states)
    await send(w, w.users.owner, 'PUT', `/api/v1/service-requests/${id}`, { state });
  return id;
}

/** A fresh review by the partner of a listing of the owner's. */
async function reviewOfOwner(w: World): Promise<string> {
  const requestId = await requestToOwner(w, ['accepted', 'completed']);
  const partner = await businessOf(w);
  return (
    await send(w, partner, 'POST', `/api/v1/service-requests/${requestId}/review`, {
      rating: 4,
      body: 'Good coffee.',
    })
  ).id;
}

const listingBody = {
  title: 'Matrix henna',
  category: 'makeup_artist',
  description: 'Henna for weddings and holidays, for the authorization matrix.',
  city: 'washington-dc',
  price: { kind: 'ask' },
  languages: ['am', 'en'],
};

/** A fresh listing of the matrix's business. */
async function newListing(w: World, extra: Record<string, unknown> = {}): Promise<string> {
  const business = await businessOf(w);
  return (await send(w, business, 'POST', '/api/v1/services', { ...listingBody, ...extra })).id;
}

/** A fresh request of the world's owner on a listing of the matrix's business, moved as asked. */
async function newRequest(w: World, states: Array<'accepted' | 'completed'> = []): Promise<string> {
  const business = await businessOf(w);
  const serviceId = await newListing(w);
  const { id } = await send(w, w.users.owner, 'POST', `/api/v1/services/${serviceId}/requests`, {
    need: 'Henna for a wedding',
  });
  for (const state of states)
    await send(w, business, 'PUT', `/api/v1/service-requests/${id}`, { state });
  return id;
}

/** A fresh review by the world's owner. */
async function newReview(w: World): Promise<string> {
  const requestId = await newRequest(w, ['accepted', 'completed']);
  return (
    await send(w, w.users.owner, 'POST', `/api/v1/service-requests/${requestId}/review`, {
      rating: 5,
      body: 'Beautiful work.',
    })
  ).id;
}

/** Only the owner (the member of the request) has a part in it; for everyone else it does not exist. */
const ownerOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 404,
  follower: 404,
});

export const servicesMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/services',
    case: 'discover with filters',
    request: () => ({
      url: '/api/v1/services?q=henna&category=makeup_artist&city=washington-dc&language=am&sort=rating',
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/services',
    case: 'a business lists a service',
    request: async (w, actor) => {
      if (actor !== 'anonymous' && actor !== 'unverified') await ensureBusiness(w, w.users[actor]);
      return { url: '/api/v1/services', payload: listingBody };
    },
    expect: signedIn(201),
  },
  {
    route: 'POST /api/v1/services',
    case: "with the owner's uploaded photo",
    request: async (w, actor) => {
      if (actor !== 'anonymous' && actor !== 'unverified') await ensureBusiness(w, w.users[actor]);
      return { url: '/api/v1/services', payload: { ...listingBody, photos: [w.owner.uploadKey] } };
    },
    expect: { ...signedIn(400), owner: 201 },
  },
  {
    route: 'GET /api/v1/services/:id',
    case: "a business's listing (for every signed-in person)",
    request: async (w) => ({ url: `/api/v1/services/${await newListing(w)}` }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/services/:id',
    case: "the owner's listing: not there for the person the owner blocked",
    request: async (w) => ({ url: `/api/v1/services/${await ownersListing(w)}` }),
    expect: { ...signedIn(200), blocked: 404 },
  },
  {
    route: 'GET /api/v1/services/:id/reviews',
    case: "the owner's listing: not there for the person the owner blocked",
    request: async (w) => ({ url: `/api/v1/services/${await ownersListing(w)}/reviews` }),
    expect: { ...signedIn(200), blocked: 404 },
  },
  {
    route: 'POST /api/v1/services/:id/requests',
    case: "the owner's listing (not the business itself, nor the person it blocked)",
    request: async (w) => ({
      url: `/api/v1/services/${await ownersListing(w)}/requests`,
      payload: { need: 'Coffee for a baptism' },
    }),
    expect: { ...signedIn(201), owner: 403, blocked: 404 },
  },
  {
    route: 'GET /api/v1/services/:id',
    case: "a business's paused listing (only for the business)",
    request: async (w) => ({ url: `/api/v1/services/${await newListing(w, { paused: true })}` }),
    expect: signedIn(404),
  },
  {
    route: 'PATCH /api/v1/services/:id',
    case: "the owner's listing: paused by its business",
    request: async (w) => ({
      url: `/api/v1/services/${await ownersListing(w)}`,
      payload: { paused: true, title: 'Paused for the holidays' },
    }),
    expect: { ...signedIn(403), owner: 200, blocked: 404 },
  },
  {
    route: 'DELETE /api/v1/services/:id',
    case: "the owner's listing",
    request: async (w) => ({ url: `/api/v1/services/${await ownersListing(w)}` }),
    expect: { ...signedIn(403), owner: 204, blocked: 404 },
  },
  {
    route: 'PATCH /api/v1/services/:id',
    case: "someone else's listing",
    request: async (w) => ({
      url: `/api/v1/services/${await newListing(w)}`,
      payload: { title: 'Taken over' },
    }),
    expect: signedIn(403),
  },
  {
    route: 'DELETE /api/v1/services/:id',
    case: "someone else's listing",
    request: async (w) => ({ url: `/api/v1/services/${await newListing(w)}` }),
    expect: signedIn(403),
  },
  {
    route: 'GET /api/v1/services/:id/reviews',
    case: "a business's listing",
    request: async (w) => ({ url: `/api/v1/services/${await newListing(w)}/reviews` }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/services/:id/requests',
    case: "a business's listing",
    request: async (w) => ({
      url: `/api/v1/services/${await newListing(w)}/requests`,
      payload: { need: 'Henna for a wedding', preferredDate: '2030-06-01', preferredTime: '14:00' },
    }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/v1/me/service-requests',
    case: 'mine, as a member and as a business',
    request: (_w, actor) => ({
      url: `/api/v1/me/service-requests?role=${actor === 'follower' ? 'business' : 'member'}&state=requested`,
    }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/me/service-dashboard',
    case: 'mine',
    request: () => ({ url: '/api/v1/me/service-dashboard' }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/v1/service-requests/:id',
    case: "the owner's request: cancelled by its member",
    request: async (w) => ({
      url: `/api/v1/service-requests/${await newRequest(w)}`,
      payload: { state: 'cancelled' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'PUT /api/v1/service-requests/:id',
    case: "the owner's request: accepting is the business's move",
    request: async (w) => ({
      url: `/api/v1/service-requests/${await newRequest(w)}`,
      payload: { state: 'accepted' },
    }),
    expect: ownerOnly(403),
  },
  {
    route: 'PUT /api/v1/service-requests/:id',
    case: 'a request to the owner: accepted by the owner (the business)',
    request: async (w) => ({
      url: `/api/v1/service-requests/${await requestToOwner(w)}`,
      payload: { state: 'accepted', proposedDate: '2030-06-02', proposedTime: '09:30' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'PUT /api/v1/service-requests/:id',
    case: 'a request to the owner: declined with a reason',
    request: async (w) => ({
      url: `/api/v1/service-requests/${await requestToOwner(w)}`,
      payload: { state: 'declined', reason: 'Fully booked.' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'PUT /api/v1/service-requests/:id',
    case: 'an accepted request to the owner: completed',
    request: async (w) => ({
      url: `/api/v1/service-requests/${await requestToOwner(w, ['accepted'])}`,
      payload: { state: 'completed' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/v1/service-requests/:id/review',
    case: "the owner's completed request",
    request: async (w) => ({
      url: `/api/v1/service-requests/${await newRequest(w, ['accepted', 'completed'])}/review`,
      payload: { rating: 4, body: 'On time and kind.' },
    }),
    expect: ownerOnly(201),
  },
  {
    route: 'PATCH /api/v1/reviews/:id',
    case: "the owner's review (reviews are public: others may not edit it)",
    request: async (w) => ({
      url: `/api/v1/reviews/${await newReview(w)}`,
      payload: { rating: 3 },
    }),
    expect: { ...signedIn(403), owner: 200, blocked: 404 },
  },
  {
    route: 'PUT /api/v1/reviews/:id/reply',
    case: "a review of the owner's listing: the owner replies",
    request: async (w) => ({
      url: `/api/v1/reviews/${await reviewOfOwner(w)}/reply`,
      payload: { body: 'Thank you for coming!' },
    }),
    expect: { ...signedIn(403), owner: 200 },
  },
  {
    route: 'PUT /api/v1/reviews/:id/reply',
    case: "the owner's review of a business (only that business replies)",
    request: async (w) => ({
      url: `/api/v1/reviews/${await newReview(w)}/reply`,
      payload: { body: 'Thank you!' },
    }),
    expect: { ...signedIn(403), blocked: 404 },
  },
];
