import { randomBytes } from 'node:crypto';
import { createVerifiedMember, testOrigin, type TestUser } from '../../test/accounts';
import type { Outcomes } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';

/**
 * What the services rows (services.test-matrix.ts) are tried on. Listings are for business accounts, so the world's owner becomes one (as the
 * profiles rows make every actor one, whatever runs first), and a partner business of the matrix's
 * own (made once per world) stands on the other side: the owner requests and reviews the partner's
 * listings, and the partner requests and reviews the owner's. Nobody else has a part in either.
 */
const businesses = new WeakMap<World, Promise<TestUser>>();
const registered = new WeakMap<World, Map<string, Promise<void>>>();

/** Makes a world actor a business account (once). */
export async function ensureBusiness(w: World, user: TestUser): Promise<void> {
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
export async function ownersListing(w: World): Promise<string> {
  await ensureBusiness(w, w.users.owner);
  return (await send(w, w.users.owner, 'POST', '/api/v1/services', listingBody)).id;
}

/** A fresh request of the partner on a listing of the owner's, which the owner answers. */
export async function requestToOwner(w: World, states: Array<'accepted' | 'completed'> = []) {
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
export async function reviewOfOwner(w: World): Promise<string> {
  const requestId = await requestToOwner(w, ['accepted', 'completed']);
  const partner = await businessOf(w);
  return (
    await send(w, partner, 'POST', `/api/v1/service-requests/${requestId}/review`, {
      rating: 4,
      body: 'Good coffee.',
    })
  ).id;
}

export const listingBody = {
  title: 'Matrix henna',
  category: 'makeup_artist',
  description: 'Henna for weddings and holidays, for the authorization matrix.',
  city: 'washington-dc',
  price: { kind: 'ask' },
  languages: ['am', 'en'],
};

/** A fresh listing of the matrix's business. */
export async function newListing(w: World, extra: Record<string, unknown> = {}): Promise<string> {
  const business = await businessOf(w);
  return (await send(w, business, 'POST', '/api/v1/services', { ...listingBody, ...extra })).id;
}

/** A fresh request of the world's owner on a listing of the matrix's business, moved as asked. */
export async function newRequest(
  w: World,
  states: Array<'accepted' | 'completed'> = [],
): Promise<string> {
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
export async function newReview(w: World): Promise<string> {
  const requestId = await newRequest(w, ['accepted', 'completed']);
  return (
    await send(w, w.users.owner, 'POST', `/api/v1/service-requests/${requestId}/review`, {
      rating: 5,
      body: 'Beautiful work.',
    })
  ).id;
}

/** Only the owner (the member of the request) has a part in it; for everyone else it does not exist. */
export const ownerOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 404,
  follower: 404,
});
