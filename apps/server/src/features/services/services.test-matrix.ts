import { signedIn, type MatrixRow } from '../../test/authorization/matrix';
import {
  ensureBusiness,
  listingBody,
  newListing,
  newRequest,
  newReview,
  ownerOnly,
  ownersListing,
  requestToOwner,
  reviewOfOwner,
} from './services.test-matrix-fixtures';

/** The services rows; their world is in services.test-matrix-fixtures.ts. */
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
